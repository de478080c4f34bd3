import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, signedIn } from './support/players';

// Issue 32 §1 in the running app: the job worker's every-minute reminder schedule sends the 2 h reminder of a game
// the player is going to, in the notification centre and by mail, and none for a game the player left. The games
// are created through the form; their start is then moved to just over 2 h ahead (the rule's minute-by-minute
// timing, daylight saving and quiet hours are integration tests: tests/integration/event-reminders.test.ts).
const PLAYER = 'hiro.parker.8@beans.test';

async function createGame(host: Page, title: string): Promise<string> {
  await host.goto('/create');
  await host.getByLabel('Title').fill(title);
  await host.getByLabel('Game type').selectOption({ label: 'Basketball' });
  await host.getByLabel('City').fill('Austin');
  await host.getByRole('option', { name: 'Austin, TX' }).first().click();
  await host.getByLabel('Venue or address').fill('Zilker Park, court 2');
  await host.getByLabel(/^Date\b/).fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  return new URL(host.url()).pathname.split('/').pop()!;
}

test('a player going to a game gets its 2 h reminder; a game they left sends none', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const [kept, left] = [`Reminder run ${stamp}`, `Left run ${stamp}`];
  const host = await signedIn(browser, DEMO.email);
  const keptId = await createGame(host, kept);
  const leftId = await createGame(host, left);

  const player = await signedIn(browser, PLAYER);
  for (const id of [keptId, leftId]) {
    await player.goto(`/evt/${id}`);
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(player.getByText('You joined the game')).toBeVisible();
  }
  await player.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(player.getByText('You left the game')).toBeVisible();

  // Both games now start 2 h and a minute from now: the 2 h reminder is due within the next two runs.
  await sql(`UPDATE events SET "dateStart" = now() + interval '2 hours 1 minute' WHERE id = ANY($1)`, [
    [keptId, leftId],
  ]);

  await expect
    .poll(
      async () => {
        await player.goto('/notifications');
        return player.getByText(`${kept} starts`).count();
      },
      { timeout: 200_000, intervals: [10_000] },
    )
    .toBeGreaterThan(0);
  await expect(player.getByText(`${kept} starts`).first()).toContainText('See you there!');
  await expect(player.getByText(`${left} starts`)).toHaveCount(0);
  // Sent once to the player: one reminder row for the kept game, none for the left one (the host, going to both,
  // has their own).
  const rows = await sql<{ eventId: string; kind: string }>(
    `SELECT p."eventId", r.kind FROM event_reminders r
       JOIN event_participants p ON p.id = r."participantId" JOIN users u ON u.id = p."userId"
      WHERE p."eventId" = ANY($1) AND u.email = $2`,
    [[keptId, leftId], PLAYER],
  );
  expect(rows).toEqual([{ eventId: keptId, kind: '2h' }]);
});
