import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, logIn } from './support/players';

// Issue 35, faces and maps: a soccer game near the demo user, with one of their connections going, shows on
// Discover as a card (date block, sport, spots bar, "… is going"); the list/map toggle keeps the filters in the
// URL (and in the form); the game page shows its cover and the venue on a small map, and on a phone the Join
// button stays on screen while the page scrolls.
// LOOK_SHOTS=<directory> saves home, discover (list and map), the game page and a team page at 1280 and 390 px.

const SHOTS = process.env.LOOK_SHOTS;
// LOOK_JS=1 prints each page's first-load JavaScript (its <script src> files, gzip -9) and the part of it that
// holds the map's lazy wrapper (Leaflet itself is a separate chunk fetched only when a map comes into view).
const JS = process.env.LOOK_JS;

async function firstLoadJs(page: Page, name: string) {
  if (!JS) return;
  const srcs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .filter((s) => !s.noModule)
      .map((s) => s.src),
  );
  let total = 0;
  let map = 0;
  for (const src of srcs) {
    const body = await (await page.request.get(src)).body();
    const size = gzipSync(body, { level: 9 }).length;
    total += size;
    if (body.includes('pins-map')) map += size;
  }
  console.log(
    `[first-load JS] ${name}: ${(total / 1024).toFixed(1)} KiB gzip in ${srcs.length} files; map wrapper chunk(s): ${(map / 1024).toFixed(1)} KiB`,
  );
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('discover cards, the list/map toggle keeps the filters, the game page shows its cover and map', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const [demo] = await sql<{ id: string; cityLat: number; cityLng: number }>(
    `SELECT id, "cityLat", "cityLng" FROM users WHERE email = $1`,
    [DEMO.email],
  );
  const [soccer] = await sql<{ id: string }>(`SELECT id FROM game_types WHERE label = 'Soccer'`);
  // A connection of the demo user whom a card may name (lib/events/cards.ts: shows their upcoming games, not
  // known to be under 18, no block either way).
  const [friend] = await sql<{ id: string; displayName: string }>(
    `SELECT u.id, u."displayName" FROM connections c
       JOIN users u ON u.id = CASE WHEN c."userLowId" = $1 THEN c."userHighId" ELSE c."userLowId" END
      WHERE c.status = 'ACCEPTED' AND $1 IN (c."userLowId", c."userHighId")
        AND u."publicUpcomingGames" IS TRUE AND u."displayName" IS NOT NULL
        AND (u.birthdate IS NULL OR u.birthdate <= current_date - interval '18 years')
        AND NOT EXISTS (SELECT 1 FROM family_connections f WHERE f.status = 'ACCEPTED'
              AND ((f."requesterId" = u.id AND f."requesterRelation" IN ('PARENT', 'GUARDIAN'))
                OR (f."recipientId" = u.id AND f."recipientRelation" IN ('PARENT', 'GUARDIAN'))))
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b."blockerId" = $1 AND b."blockedUserId" = u.id)
                                                 OR (b."blockerId" = u.id AND b."blockedUserId" = $1))
      ORDER BY u.id LIMIT 1`,
    [demo.id],
  );
  expect(friend, 'the seed gives the demo user a connection').toBeTruthy();
  const eventId = `e2e-look-${stamp}`;
  const title = `Facecheck futbol ${stamp}`;
  await sql(
    `INSERT INTO events (id, title, "creatorId", "gameTypeId", "locationName", address, lat, lng, geohash,
       "dateStart", "timeZone", "durationMinutes", capacity, "goingCount", "updatedAt")
     VALUES ($1, $2, $3, $4, 'Austin, TX', 'Butler Park', $5, $6, '9v6kn',
       date_trunc('hour', now()) + interval '3 days', 'America/Chicago', 90, 10, 1, now())`,
    [eventId, title, friend.id, soccer.id, demo.cityLat + 0.01, demo.cityLng],
  );
  await sql(
    `INSERT INTO event_participants (id, "eventId", "userId", status, "updatedAt")
     VALUES ($1 || '-f', $1, $2, 'GOING', now())`,
    [eventId, friend.id],
  );

  await logIn(page, DEMO.email);
  const filters = `q=${encodeURIComponent(`Facecheck ${stamp}`)}&type=${soccer.id}&radius=25&level=any`;
  await page.goto(`/discover?${filters}`);
  const near = page.getByRole('region', { name: /^Games near/ });
  const card = near.getByTestId('game-card').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('date-block')).toHaveText(
    /^(MON|TUE|WED|THU|FRI|SAT|SUN) \d{1,2} [A-Z]{3} \d\d:\d\d$/,
  );
  await expect(card.getByTestId('spots-left')).toHaveText('9 of 10 spots left');
  await expect(card.getByTestId('friends-going')).toHaveText(`${friend.displayName} is going`);
  await expect(card.getByText('Soccer', { exact: true })).toBeVisible();
  await expect(card.getByText('Free', { exact: true })).toBeVisible();
  await shots(page, 'discover-list');
  await firstLoadJs(page, 'discover (list)');

  // List → map: the same filters, in the URL and in the form; the game is a pin on the map.
  const toggle = page.getByRole('navigation', { name: 'Show games as' });
  await expect(toggle.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true');
  await toggle.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    q: `Facecheck ${stamp}`,
    type: soccer.id,
    radius: '25',
    level: 'any',
    view: 'map',
  });
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(
    `Facecheck ${stamp}`,
  );
  const map = page.getByTestId('pins-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator(`.leaflet-marker-icon[title="${title}"]`)).toBeVisible();
  await expect(near.getByTestId('game-card')).toHaveCount(0);
  await shots(page, 'discover-map');
  // Applying the filters in map view stays on the map.
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/radius=25/);
  // And back to the list, still filtered.
  await page.getByRole('navigation', { name: 'Show games as' }).getByRole('link', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page).toHaveURL(/radius=25/);
  await expect(near.getByTestId('game-card')).toHaveCount(1);

  // The game page: the cover (the share image's renderer) and the venue on a small map.
  await near.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cover = page.getByTestId('event-cover');
  await expect(cover).toHaveAttribute('src', `/og/evt/${eventId}`);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  const venue = page.getByTestId('pins-map');
  await venue.scrollIntoViewIfNeeded();
  await expect(venue.locator('.leaflet-container')).toBeVisible();
  await expect(venue.locator('.leaflet-marker-icon[title="Butler Park"]')).toBeVisible();
  await expect(venue.locator('img.leaflet-tile-loaded').first()).toBeVisible();

  // On a phone the Join button stays on screen, even at the bottom of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const join = page.getByTestId('sticky-join').getByRole('button', { name: 'Join' });
  await expect(join).toBeInViewport();
  await expect(page.getByTestId('sticky-join')).toHaveCSS('position', 'fixed');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('sticky-join')).toHaveCSS('position', 'static');
  await shots(page, 'event');
  await firstLoadJs(page, 'game page');

  if (SHOTS || JS) {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shots(page, 'home');
    await firstLoadJs(page, 'home');
    await page.goto('/team/seed-team-01');
    await page.waitForLoadState('networkidle');
    await shots(page, 'team');
    await firstLoadJs(page, 'team page');
  }
});
