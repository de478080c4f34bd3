import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { newPlayer } from './support/players';

// Issue 29 §2 through the UI: a free account is held to the free plan's limits at their edge (N allowed, N+1
// refused with a message that names the plan and links to it), and the upgrade lifts them. The limits' other
// edges (rosters, paid forms, custom domains, parallel requests, downgrades) are integration tests
// (tests/integration/entitlements.test.ts).

async function addAlertCity(page: Page, typed: string, option: string) {
  // The empty state's button is "Add City"; once there is one, "Add Subscription".
  await page
    .getByRole('button', { name: /^(Add City|Add Subscription)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Subscription' });
  await dialog.getByRole('combobox', { name: 'City' }).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await dialog.getByRole('checkbox', { name: 'Basketball' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

async function createGame(page: Page, title: string) {
  await page.goto('/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Game type').selectOption({ label: 'Basketball' });
  await page.getByLabel('City').fill('Denv');
  await page.getByRole('option', { name: 'Denver, CO' }).first().click();
  await page.getByLabel('Venue or address').fill('City Park, court 1');
  await page.getByLabel(/^Date\b/).fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Create game' }).click();
}

test('a free account: 1 alert city and 3 games a month, the next refused with a link to Member Plus; upgrading lifts both', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = await newPlayer(page, 'Free Freya');
  const upgrade = { name: 'See Member Plus' };

  // Activity alerts: one city on the free plan.
  await page.goto('/settings?tab=activities-subscription');
  const first = await addAlertCity(page, 'Denv', 'Denver, CO');
  await expect(first).toHaveCount(0);
  const second = await addAlertCity(page, 'Seat', 'Seattle, WA');
  await expect(
    page
      .getByText('Your plan gets activity alerts in 1 city. Member Plus gives you alerts in up to 5 cities.')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', upgrade).first()).toHaveAttribute('href', '/member/pricing');
  await second.getByRole('button', { name: 'Cancel' }).click();

  // Three games this month, then the fourth is refused.
  const stamp = Date.now();
  for (let i = 1; i <= 3; i += 1) {
    await createGame(page, `Free run ${stamp} #${i}`);
    await expect(page).toHaveURL(/\/evt\/[^/]+$/);
  }
  await createGame(page, `Free run ${stamp} #4`);
  await expect(
    page.getByText(/You have created 3 events this month, the most the free plan allows\./).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  const link = page.getByRole('link', upgrade).first();
  await expect(link).toHaveAttribute('href', '/member/pricing');

  // The upgrade (its Checkout is billing.spec's): the same account now creates the fourth game and a second city.
  await sql(`UPDATE users SET "userSubscription" = 'Member Plus' WHERE email = $1`, [email]);
  await createGame(page, `Free run ${stamp} #4`);
  await expect(page).toHaveURL(/\/evt\/[^/]+$/);
  await page.goto('/settings?tab=activities-subscription');
  const again = await addAlertCity(page, 'Seat', 'Seattle, WA');
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Seattle' })).toBeVisible();
});

test('a free organizer saves a free form, a paid one is refused with a link to Organizer Pro', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newPlayer(page, 'Free Forms');
  const build = async (title: string, price: string) => {
    await page.goto('/form');
    await page.getByRole('link', { name: 'New form' }).first().click();
    await page.getByLabel('Title').fill(title);
    await page.getByTestId('builder-field').nth(0).getByLabel('Label').fill('Emergency contact');
    await page.getByLabel('Price (USD)').fill(price);
    await page.getByRole('button', { name: 'Save form' }).click();
  };
  const stamp = Date.now().toString(36);
  await build(`Paid camp ${stamp}`, '30');
  await expect(
    page
      .getByText(
        "Paid forms need Organizer Pro: upgrade the form's team, or a team you own, to collect payments.",
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Organizer Pro' }).first()).toHaveAttribute(
    'href',
    '/organizer/pricing',
  );
  await expect(page).not.toHaveURL(/\/form\/build\/[\w-]+$/);

  await build(`Free camp ${stamp}`, '');
  await expect(page).toHaveURL(/\/form\/build\/[\w-]+$/);
  await expect(page.getByText('Form created')).toBeVisible();
});
