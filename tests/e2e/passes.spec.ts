import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { newPlayer } from './support/players';

// Punch cards (issue 34 §1, docs/passes.md) through the local Stripe stand-in: an organizer connects payouts and
// creates a 5-game card on their team's Passes tab; a player buys it through the local Checkout, joins two of the
// team's paid games with it and sees 3 games left on the billing page.

const shots = process.env.SCREENSHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/passes-${name}.png`, fullPage: true });
}

test('buy a 5-game punch card through the local Checkout, join two games with it, see 3 left', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const orgContext = await browser.newContext();
  const org = await orgContext.newPage();
  const orgEmail = await newPlayer(org, 'Card Organizer');

  // Payouts through the stand-in's onboarding.
  await org.goto('/billing');
  await org.getByRole('button', { name: 'Connect to Stripe' }).click();
  await org
    .getByRole('dialog', { name: 'Connect to Stripe' })
    .getByRole('button', { name: 'Create', exact: true })
    .click();
  await expect(org.getByRole('heading', { name: 'Set up your Stripe account' })).toBeVisible();
  await org.getByRole('button', { name: 'Submit details' }).click();
  await expect(org.getByTestId('payout-status').getByText('Active', { exact: true })).toBeVisible();

  // The organizer's team and two of its paid games (written directly: teams and games have their own specs).
  const [owner] = await sql<{ id: string }>('SELECT "id" FROM "users" WHERE "email" = $1', [orgEmail]);
  const tag = Date.now();
  const teamId = `e2e-pass-team-${tag}`;
  await sql(
    `INSERT INTO "teams" ("id", "name", "ownerId", "joinPolicy", "updatedAt") VALUES ($1, 'Drop-in Hoops', $2, 'OPEN', now())`,
    [teamId, owner!.id],
  );
  const games = [`e2e-pass-game-a-${tag}`, `e2e-pass-game-b-${tag}`];
  for (const [i, id] of games.entries()) {
    await sql(
      `INSERT INTO "events" ("id", "title", "creatorId", "hostingTeamId", "locationName", "lat", "lng", "geohash",
         "dateStart", "timeZone", "durationMinutes", "capacity", "goingCount", "priceCents", "updatedAt")
       VALUES ($1, $2, $3, $4, 'Denver, CO', 39.7392, -104.9903, '9xj64', now() + ($5 || ' days')::interval,
         'America/Denver', 90, 10, 0, 1200, now())`,
      [id, `Drop-in run ${i + 1}`, owner!.id, teamId, String(3 + i)],
    );
  }

  // The Passes tab: no cards yet, then a 5-game card for $40.
  await org.goto(`/team/${teamId}?tab=passes`);
  await expect(org.getByText('No punch cards yet.', { exact: false })).toBeVisible();
  const form = org.getByRole('form', { name: 'New punch card' });
  await form.getByLabel('Name').fill('5 drop-ins');
  await form.getByLabel('Number of games').fill('5');
  await form.getByLabel('Price (USD)').fill('40');
  await form.getByRole('button', { name: 'Create punch card' }).click();
  await expect(org.getByText('Punch card created.', { exact: false })).toBeVisible();
  const card = org.getByTestId('punch-card');
  await expect(card.getByText('5 games for $40.00')).toBeVisible();
  await expect(card.getByText('Nobody has bought this card yet.', { exact: false })).toBeVisible();
  await shoot(org, 'organizer');

  // A player buys it through the local Checkout.
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await newPlayer(player, 'Card Player');
  await player.goto(`/team/${teamId}?tab=passes`);
  await player.getByRole('button', { name: 'Buy for $40.00' }).click();
  await expect(player).toHaveURL(/\/pay\/cs_test_/);
  await player.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(player).toHaveURL(new RegExp(`/team/${teamId}\\?tab=passes`));
  await expect(player.getByText('Punch card bought: 5 games to play.')).toBeVisible();
  await expect(player.getByTestId('your-passes').getByText('5 of 5 games left')).toBeVisible();

  // Two games joined with it, no card payment.
  await player.goto(`/evt/${games[0]}`);
  await shoot(player, 'join');
  await player.getByRole('button', { name: 'Use punch card (5 left)' }).click();
  await expect(
    player.getByText('One game used from your punch card: 4 left.', { exact: false }),
  ).toBeVisible();
  await expect(player.getByRole('button', { name: 'Leave' })).toBeVisible();
  await player.goto(`/evt/${games[1]}`);
  await player.getByRole('button', { name: 'Use punch card (4 left)' }).click();
  await expect(
    player.getByText('One game used from your punch card: 3 left.', { exact: false }),
  ).toBeVisible();

  // 3 left, on the billing page.
  await player.goto('/billing');
  await expect(player.getByTestId('your-passes').getByText('5 drop-ins')).toBeVisible();
  await expect(player.getByTestId('your-passes').getByText('3 of 5 games left')).toBeVisible();
  await shoot(player, 'billing');

  // The organizer sees the holder and the games played.
  await org.reload();
  await expect(card.getByText('1 holder · 2 games played')).toBeVisible();
  await expect(card.getByText('3 of 5 games left')).toBeVisible();

  // Phone width: the Passes tab fits the screen.
  await player.setViewportSize({ width: 390, height: 844 });
  await player.goto(`/team/${teamId}?tab=passes`);
  expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(player, 'phone');
  await orgContext.close();
  await playerContext.close();
});

test('subscribe to a membership through the local Checkout, join a game with it, cancel at period end', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const orgContext = await browser.newContext();
  const org = await orgContext.newPage();
  const orgEmail = await newPlayer(org, 'Club Organizer');
  await org.goto('/billing');
  await org.getByRole('button', { name: 'Connect to Stripe' }).click();
  await org
    .getByRole('dialog', { name: 'Connect to Stripe' })
    .getByRole('button', { name: 'Create', exact: true })
    .click();
  await org.getByRole('button', { name: 'Submit details' }).click();
  await expect(org.getByTestId('payout-status').getByText('Active', { exact: true })).toBeVisible();

  const [owner] = await sql<{ id: string }>('SELECT "id" FROM "users" WHERE "email" = $1', [orgEmail]);
  const tag = Date.now();
  const teamId = `e2e-member-team-${tag}`;
  await sql(
    `INSERT INTO "teams" ("id", "name", "ownerId", "joinPolicy", "updatedAt") VALUES ($1, 'Club Hoops', $2, 'OPEN', now())`,
    [teamId, owner!.id],
  );
  const gameId = `e2e-member-game-${tag}`;
  await sql(
    `INSERT INTO "events" ("id", "title", "creatorId", "hostingTeamId", "locationName", "lat", "lng", "geohash",
       "dateStart", "timeZone", "durationMinutes", "capacity", "goingCount", "priceCents", "updatedAt")
     VALUES ($1, 'Club run', $2, $3, 'Denver, CO', 39.7392, -104.9903, '9xj64', now() + '3 days'::interval,
       'America/Denver', 90, 10, 0, 1200, now())`,
    [gameId, owner!.id, teamId],
  );

  // A monthly membership for $25.
  await org.goto(`/team/${teamId}?tab=passes`);
  const form = org.getByRole('form', { name: 'New punch card' });
  await form.getByLabel('Name').fill('Club membership');
  await form.getByLabel('Kind').selectOption('MEMBERSHIP');
  await form.getByLabel('Billed').selectOption('MONTH');
  await form.getByLabel('Price (USD)').fill('25');
  await form.getByRole('button', { name: 'Create membership' }).click();
  await expect(org.getByText('Membership created.', { exact: false })).toBeVisible();
  const card = org.getByTestId('punch-card');
  await expect(card.getByText('Unlimited games for $25.00 a month')).toBeVisible();

  // A player subscribes through the local Checkout.
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await newPlayer(player, 'Club Player');
  await player.goto(`/team/${teamId}?tab=passes`);
  await player.getByRole('button', { name: 'Subscribe for $25.00/month' }).click();
  await expect(player).toHaveURL(/\/checkout\/cs_test_/);
  await player.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(player).toHaveURL(new RegExp(`/team/${teamId}\\?tab=passes`));
  await expect(player.getByText('Membership started', { exact: false })).toBeVisible();

  // The game is joined with it, no card payment.
  await player.goto(`/evt/${gameId}`);
  await player.getByRole('button', { name: 'Use membership (Club membership)' }).click();
  await expect(player.getByText('You’re in with your membership.')).toBeVisible();

  // The billing page: renews on …; cancelled, it ends on that day.
  await player.goto('/billing');
  const mine = player.getByTestId('your-passes');
  await expect(mine.getByText('Club membership')).toBeVisible();
  await expect(mine.getByTestId('membership-period')).toContainText('Renews on');
  await shoot(player, 'membership-billing');
  await mine.getByRole('button', { name: 'Cancel membership' }).click();
  await player.getByRole('alertdialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(mine.getByTestId('membership-period')).toContainText('Ends on');

  // The organizer sees the member, the game played and the revenue.
  await org.reload();
  await expect(card.getByText('1 holder · 1 game played')).toBeVisible();
  await expect(card.getByText('Sold $25.00', { exact: false })).toBeVisible();
  await orgContext.close();
  await playerContext.close();
});
