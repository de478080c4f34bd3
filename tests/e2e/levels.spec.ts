import { expect, test } from '@playwright/test';
import { encodeGeohash } from '@/lib/geo/geohash';
import { sql } from './support/db';
import { newPlayer } from './support/players';

// Skill levels (issue 32 §3): a new player sets their soccer level in Settings → Sports; their profile shows
// it; Discover shows the games at their level (and those without a range) and hides a beginners' game until
// "All levels" is chosen.

test('a player sets a level and discover narrows to games at that level', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = await newPlayer(page, 'Level Player');
  const [me] = await sql<{ id: string; cityLat: number; cityLng: number }>(
    `SELECT id, "cityLat", "cityLng" FROM users WHERE email = $1`,
    [email],
  );
  const [soccer] = await sql<{ id: string }>(`SELECT id FROM game_types WHERE label = 'Soccer'`);
  const [host] = await sql<{ id: string }>(`SELECT id FROM users WHERE email = 'maya.taylor.9@beans.test'`);
  const game = (key: string, title: string, hours: number, min: number | null, max: number | null) =>
    sql(
      `INSERT INTO events (id, title, "creatorId", "gameTypeId", "locationName", lat, lng, geohash, "dateStart",
         "timeZone", "durationMinutes", capacity, "levelMin", "levelMax", "updatedAt")
       VALUES ($1, $2, $3, $4, 'Denver, CO', $5, $6, $10, now() + make_interval(hours => $7), 'America/Denver',
         90, 10, $8, $9, now())`,
      [
        `e2e-lvl-${key}-${stamp}`,
        `${title} ${stamp}`,
        host.id,
        soccer.id,
        me.cityLat,
        me.cityLng,
        hours,
        min,
        max,
        encodeGeohash(me.cityLat, me.cityLng),
      ],
    );
  await game('beg', 'Beginners kickabout', 24, 20, 20);
  await game('mid', 'Intermediate fives', 25, 30, 40);
  await game('open', 'Open fives', 26, null, null);

  await page.goto('/settings?tab=sports');
  await page.getByLabel('Soccer level').selectOption({ label: 'Intermediate' });
  await page.getByRole('button', { name: 'Save level' }).click();
  await expect(page.getByText('Level saved.')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText('Soccer level: Intermediate')).toBeVisible();

  await page.goto(`/discover?q=${stamp}`);
  const results = page.getByRole('link', { name: new RegExp(stamp) });
  await expect(results).toHaveText([`Intermediate fives ${stamp}`, `Open fives ${stamp}`]);
  await expect(page.getByText('Level Intermediate–Advanced')).toBeVisible();

  await page.getByLabel('Level', { exact: true }).selectOption({ label: 'All levels' });
  await page.getByRole('button', { name: 'Apply filters' }).first().click();
  await expect(results).toHaveText([
    `Beginners kickabout ${stamp}`,
    `Intermediate fives ${stamp}`,
    `Open fives ${stamp}`,
  ]);
});
