import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gameChatMessages } from '@/lib/messages/conversations';
import { eventUiMessages as m } from '@/lib/messages/events';
import { DEMO_USER_ID } from '@/prisma/seed-data';
import { sql } from './support/db';
import { DEMO, logIn } from './support/players';

// Issue 35 (look and feel): joining shows at once and rolls back when the server refuses; with LOOK_SHOTS=<dir>,
// home, discover, a game, a team and billing are saved at 1280 and 390 wide, in light and dark.

const SHOTS = process.env.LOOK_SHOTS;

/** A free public game three days out with one spot, hosted by a seeded player other than the demo user. */
async function freeGame(id: string, title: string) {
  const [host] = await sql<{ id: string }>(
    `SELECT id FROM users WHERE id <> $1 AND "hasAdditionalInfo" ORDER BY id LIMIT 1`,
    [DEMO_USER_ID],
  );
  await sql(`DELETE FROM events WHERE id = $1`, [id]);
  await sql(
    `INSERT INTO events (id, title, "creatorId", "locationName", lat, lng, geohash, "dateStart", "timeZone",
       capacity, "updatedAt")
     VALUES ($1, $2, $3, 'Austin, TX', 30.2672, -97.7431, '9v6kpm', now() + interval '3 days', 'America/Chicago',
       1, now())`,
    [id, title, host.id],
  );
  return host.id;
}

test('joining shows at once, and rolls back with the reason when the game filled meanwhile', async ({
  page,
}) => {
  const id = 'look-optimistic-rsvp';
  const hostId = await freeGame(id, 'Optimistic pickup');
  try {
    await logIn(page, DEMO.email);
    await page.goto(`/evt/${id}`);
    const join = page.getByRole('button', { name: m.rsvp.join, exact: true });
    await expect(join).toBeVisible();

    // The last spot goes while the page is open; the join's request is held a moment so the optimistic state shows.
    await sql(
      `INSERT INTO event_participants (id, "eventId", "userId", status, "updatedAt")
       VALUES ('look-rsvp-host', $1, $2, 'GOING', now())`,
      [id, hostId],
    );
    await sql(`UPDATE events SET "goingCount" = 1 WHERE id = $1`, [id]);
    await page.route(`**/evt/${id}`, async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await join.click();
    // At once: the player is shown as going (the Leave button), before the server answers.
    await expect(page.getByRole('button', { name: m.rsvp.leave, exact: true })).toBeVisible({
      timeout: 1_000,
    });
    // The server refuses: the toast says why and the control is the page's again (the game is full now).
    await expect(page.getByText(m.full, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: m.rsvp.leave, exact: true })).toHaveCount(0);
    await expect(page.getByText(m.rsvp.full, { exact: true }).first()).toBeVisible();
    expect(
      await sql(`SELECT 1 FROM event_participants WHERE "eventId" = $1 AND "userId" = $2`, [
        id,
        DEMO_USER_ID,
      ]),
    ).toEqual([]);
  } finally {
    await sql(`DELETE FROM events WHERE id = $1`, [id]);
  }
});

async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [device, width, height] of [
      ['desktop', 1280, 800],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(250);
      await page.screenshot({
        path: path.join(SHOTS!, `${name}-${device}-${colorScheme}.png`),
        fullPage: true,
      });
    }
  }
}

test('screenshots of the main screens, light and dark, desktop and phone (LOOK_SHOTS)', async ({ page }) => {
  test.skip(!SHOTS, 'set LOOK_SHOTS=<dir> to save them');
  test.setTimeout(180_000);
  mkdirSync(SHOTS!, { recursive: true });
  const [event] = await sql<{ id: string }>(
    `SELECT id FROM events WHERE "creatorId" = $1 AND NOT cancelled AND "dateStart" > now() + interval '1 day'
     ORDER BY "dateStart" LIMIT 1`,
    [DEMO_USER_ID],
  );
  await logIn(page, DEMO.email);
  for (const [name, url] of [
    ['home', '/home'],
    ['discover', '/discover'],
    ['discover-empty', '/discover?lat=0&lng=0&place=Gulf%20of%20Guinea&radius=5'],
    ['event', `/evt/${event.id}`],
    ['team', '/team/seed-team-01'],
    ['team-events', '/team/seed-team-01?tab=events'],
    ['billing', '/billing'],
    ['notifications', '/notifications'],
    ['features', '/features'],
  ] as const) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (name === 'event') {
      // A chat message, so the shot shows the chat with the sender's avatar.
      await page.getByLabel(gameChatMessages.messageLabel).fill('Bringing a spare net, see you there!');
      await page.getByRole('button', { name: gameChatMessages.send, exact: true }).click();
      await expect(page.getByRole('log').getByText('Bringing a spare net')).toBeVisible();
      // From the top, so the full-page shot does not catch the sticky side panel mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await shoot(page, name);
  }
});
