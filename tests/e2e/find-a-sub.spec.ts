import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, signedIn } from './support/players';

// Find a sub (issue 17): the host's 4-spot soccer game has 2 joiners; "Find a sub" on the manage page lists a
// player who is free for the whole game and not one who is busy then; the host invites the free one, who joins
// from the notification centre, and the game shows 3 of 4 spots taken.
//
// The game starts in 2 hours (so no quiet hours hold the invitation whenever the suite runs); the two players
// are new accounts near the demo user's city with date-specific hours for the game's days in Chicago time.
// SUBS_SHOTS=<directory> saves screenshots of the manage page's Find a sub panel (desktop and 390 px) for review.

const SHOTS = process.env.SUBS_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.locator('#find-a-sub').screenshot({ path: `${SHOTS}/subs-${name}-${label}.png` });
    if (width === 390)
      await page.screenshot({ path: `${SHOTS}/subs-${name}-page-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a host finds a free player, invites them and they join from the notification', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const [host] = await sql<{ id: string; cityLat: number; cityLng: number }>(
    `SELECT id, "cityLat", "cityLng" FROM users WHERE email = $1`,
    [DEMO.email],
  );
  const [soccer] = await sql<{ id: string }>(`SELECT id FROM game_types WHERE label = 'Soccer'`);
  const [joiner] = await sql<{ id: string }>(`SELECT id FROM users WHERE email = 'maya.taylor.9@beans.test'`);
  const eventId = `e2e-sub-${stamp}`;
  const title = `Short-handed 5s ${stamp}`;
  await sql(
    `INSERT INTO events (id, title, "creatorId", "gameTypeId", "locationName", address, lat, lng, geohash,
       "dateStart", "timeStart", "timeZone", "durationMinutes", capacity, "goingCount", "updatedAt")
     VALUES ($1, $2, $3, $4, 'Austin, TX', 'Zilker Park, field 2', $5, $6, '9v6kn',
       date_trunc('minute', now()) + interval '2 hours', NULL, 'America/Chicago', 90, 4, 2, now())`,
    [eventId, title, host.id, soccer.id, host.cityLat, host.cityLng],
  );
  await sql(
    `INSERT INTO event_participants (id, "eventId", "userId", status, "updatedAt")
     VALUES ($1 || '-h', $1, $2, 'GOING', now()), ($1 || '-j', $1, $3, 'GOING', now())`,
    [eventId, host.id, joiner.id],
  );

  // Two players in the host's city who play soccer: one free all day on the game's dates, one only at 00:00–00:30.
  const makePlayer = async (name: string, start: number, end: number) => {
    const id = `e2e-sub-${name.toLowerCase()}-${stamp}`;
    const email = `${name.toLowerCase()}.${stamp}@beans.test`;
    await sql(
      `INSERT INTO users (id, email, "emailVerified", "passwordHash", "displayName", "fullName", "hasAdditionalInfo",
         "timeZone", "cityName", "cityLat", "cityLng", "updatedAt")
       SELECT $1, $2, now(), "passwordHash", $3, $3 || ' Example', true, 'America/Chicago', 'Austin, TX', $4, $5, now()
         FROM users WHERE email = $6`,
      [id, email, name, host.cityLat + 0.01, host.cityLng, DEMO.email],
    );
    await sql(`INSERT INTO user_sports ("userId", "gameTypeId") VALUES ($1, $2)`, [id, soccer.id]);
    await sql(
      `INSERT INTO availabilities (id, "userId", "timeZone", "updatedAt") VALUES ($1 || '-a', $1, 'America/Chicago', now())`,
      [id],
    );
    // The entry covers the game's own Chicago dates, read from its row (its start is stored as UTC), so no
    // midnight between two now() calls can put the game on a day the entry misses.
    await sql(
      `INSERT INTO date_availabilities (id, "availabilityId", date, "endDate")
       SELECT $1 || '-d', $1 || '-a',
              ((e."dateStart" AT TIME ZONE 'UTC') AT TIME ZONE 'America/Chicago')::date,
              (((e."dateStart" + make_interval(mins => e."durationMinutes")) AT TIME ZONE 'UTC')
                AT TIME ZONE 'America/Chicago')::date
         FROM events e WHERE e.id = $2`,
      [id, eventId],
    );
    await sql(
      `INSERT INTO date_time_ranges (id, "entryId", "startMinute", "endMinute") VALUES ($1 || '-r', $1 || '-d', $2, $3)`,
      [id, start, end],
    );
    return { id, email, name: `${name} ${stamp}` };
  };
  const free = await makePlayer('Freeplayer', 0, 1440);
  const busy = await makePlayer('Busyplayer', 0, 30);
  await sql(`UPDATE users SET "displayName" = "displayName" || ' ' || $2 WHERE id = ANY($1)`, [
    [free.id, busy.id],
    stamp,
  ]);

  const page = await signedIn(browser, DEMO.email);
  await page.goto(`/evt/${eventId}`);
  await expect(page.getByText('2 of 4 spots taken · 2 spots left')).toBeVisible();
  await page.getByRole('link', { name: 'Find a sub' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/manage#find-a-sub$`));
  const panel = page.getByRole('region', { name: 'Find a sub' });
  await expect(panel.getByText('You are 2 players short.')).toBeVisible();
  const list = panel.getByRole('list', { name: 'Find a sub' });
  await expect(list.getByRole('link', { name: free.name })).toBeVisible();
  await expect(list.getByRole('link', { name: busy.name })).toHaveCount(0);
  await shot(page, 'candidates');

  await list.getByRole('button', { name: `Invite ${free.name}` }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  const sent = panel.getByRole('list', { name: 'Invitations' });
  await expect(sent.getByText(free.name)).toBeVisible();
  await expect(sent.getByText('Asked')).toBeVisible();
  // Asked players leave the list of candidates.
  await expect(list.getByRole('link', { name: free.name })).toHaveCount(0);
  await shot(page, 'asked');

  const player = await signedIn(browser, free.email);
  await player.goto('/notifications');
  const note = player.getByRole('listitem').filter({ hasText: 'Can you sub?' }).filter({ hasText: title });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Join' }).click();
  await expect(player.getByText('You are in. See you there!')).toBeVisible();
  await expect(note.getByText('You joined this game.')).toBeVisible();

  await player.goto(`/evt/${eventId}`);
  await expect(player.getByText('3 of 4 spots taken · 1 spot left')).toBeVisible();
  await page.reload();
  await expect(page.getByText('3 of 4 spots taken')).toBeVisible();
  await expect(sent.getByText('Joined')).toBeVisible();
});
