import { expect, test } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, newPlayer, signedIn } from './support/players';

// The reliability record (issue 32 §4): a player gives up a spot an hour before a game (a late drop); the host
// sees it next to the player on another game's manage page, the player sees their own under Settings, and
// another player of that game does not see it.
const OTHER = 'brandon.nguyen.10@beans.test';

test('a late drop shows on the record the host sees, and only there', async ({ browser }) => {
  const stamp = Date.now();
  const [host] = await sql<{ id: string }>('SELECT "id" FROM "users" WHERE "email" = $1', [DEMO.email]);
  const soon = `e2e-rel-soon-${stamp}`;
  const later = `e2e-rel-later-${stamp}`;
  for (const [id, title, startsIn] of [
    [soon, 'Late-night run', '1 hour'],
    [later, 'Saturday run', '3 days'],
  ] as const) {
    await sql(
      `INSERT INTO "events" ("id", "title", "creatorId", "locationName", "lat", "lng", "geohash", "dateStart",
         "timeZone", "durationMinutes", "capacity", "goingCount", "updatedAt")
       VALUES ($1, $2, $3, 'Austin, TX', 30.2672, -97.7431, '9v6k', now() + $4::interval, 'America/Chicago', 90,
         10, 0, now())`,
      [id, title, host!.id, startsIn],
    );
  }

  const player = await (await browser.newContext()).newPage();
  await newPlayer(player, 'Reliable Rita');
  // Joins the game starting in an hour, then gives the spot up: no cancel cutoff, so under 2 h is late.
  await player.goto(`/evt/${soon}`);
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByText('You joined the game')).toBeVisible();
  await player.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(player.getByText('You left the game')).toBeVisible();
  await player.goto(`/evt/${later}`);
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(player.getByText('You joined the game')).toBeVisible();

  const hostPage = await signedIn(browser, DEMO.email);
  await hostPage.goto(`/event/${later}/manage`);
  await expect(
    hostPage.getByRole('listitem').filter({ hasText: 'Reliable Rita' }).getByTestId('reliability'),
  ).toHaveText('New player · 0 games, 1 late drop');

  await player.goto('/settings?tab=privacy');
  await expect(player.getByTestId('own-reliability')).toHaveText('New player · 0 games, 1 late drop');
  await expect(player.getByText('A late drop: you gave up your spot', { exact: false })).toBeVisible();

  // Another player in the same game sees the roster, never the record.
  const other = await signedIn(browser, OTHER);
  await other.goto(`/evt/${later}`);
  await other.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(other.getByText('You joined the game')).toBeVisible();
  await expect(other.getByText(/late drop|New player ·/)).toHaveCount(0);
});
