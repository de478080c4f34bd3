import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, logIn, newPlayer } from './support/players';

// Billing without Stripe keys: the app talks to the local Stripe stand-in that `npm start` starts. The demo user
// subscribes a team through the stand-in's Checkout page, changes its plan and cancels it; a second open tab
// reloads when the payment succeeds.

const TEAM = 'Austin Pickup Hoops'; // owned by the demo user, on ROOKIE in the seed
const shots = process.env.SCREENSHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/money-${name}.png`, fullPage: true });
}

test('subscribe a team to Organizer Pro through local Checkout, change plan, cancel to ROOKIE', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, DEMO.email);
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing and Subscriptions' })).toBeVisible();
  await expect(
    page.getByText('Test mode — payments are simulated by a local Stripe stand-in.'),
  ).toBeVisible();
  await shoot(page, 'billing-desktop');

  // A second tab on the billing page; it reloads when the payment succeeds in the first.
  const other = await context.newPage();
  await other.goto('/billing');
  await other.evaluate(() => ((window as unknown as { beforePayment: boolean }).beforePayment = true));

  const row = page.getByRole('listitem', { name: `Plan for ${TEAM}` });
  await expect(row.getByText('ROOKIE', { exact: true })).toBeVisible();
  // One paid team plan is sold (All-Star is not: docs/plans.md), so Subscribe goes straight to its Checkout.
  await row.getByRole('button', { name: 'Subscribe' }).click();

  // The stand-in's hosted Checkout page.
  await expect(page.getByRole('heading', { name: 'Subscribe to Beans' })).toBeVisible();
  await expect(page.getByText('$19.99').first()).toBeVisible();
  await shoot(page, 'checkout');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  await expect(page.getByText('Payment successful! Your subscription has been activated.')).toBeVisible();
  // Reloaded 1 s later without the payment parameters.
  await expect(page).toHaveURL(/\/billing$/);
  await expect(row.getByText('Organizer Pro', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Renews on /)).toBeVisible();
  await expect
    .poll(() =>
      other.evaluate(() => (window as unknown as { beforePayment?: boolean }).beforePayment ?? false),
    )
    .toBe(false);
  await expect(
    other.getByRole('listitem', { name: `Plan for ${TEAM}` }).getByText('Organizer Pro', { exact: true }),
  ).toBeVisible();
  await shoot(page, 'billing-subscribed');

  // The payment's invoice.
  await page.getByRole('link', { name: 'View Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  const invoice = page.getByRole('row').filter({ hasText: 'Subscription to Organizer Pro' });
  await expect(invoice.getByText('$19.99')).toBeVisible();
  await expect(invoice.getByText('Paid')).toBeVisible();
  await shoot(page, 'invoices');
  await page.getByRole('link', { name: 'Back to Billing and Subscriptions' }).click();

  // Change plan: the retired All-Star is not offered (docs/plans.md); changing between paid plans is covered
  // in tests/integration/billing.test.ts (a team still on All-Star moving to Organizer Pro).
  await row.getByRole('button', { name: 'Change Plan' }).click();
  const changePicker = page.getByRole('dialog', { name: `Change Plan — ${TEAM}` });
  await expect(changePicker.getByRole('button', { name: /ROOKIE/ })).toBeVisible();
  await expect(changePicker.getByRole('button', { name: /All-Star/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Cancel back to ROOKIE.
  await row.getByRole('button', { name: 'Cancel plan' }).click();
  const confirmCancel = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
  await expect(confirmCancel.getByRole('button', { name: 'Keep current plan' })).toBeFocused();
  await confirmCancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Successfully cancelled subscription!')).toBeVisible();
  await expect(row.getByText('ROOKIE', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Subscribe' })).toBeVisible();

  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await shoot(page, 'billing-phone');
  }
  await context.close();
});

test('Connect payouts: 45 countries with US first chosen → Create → local onboarding → back Incomplete with what is due → finish → Active; a paid game is joined through Checkout', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const hostContext = await browser.newContext();
  const page = await hostContext.newPage();
  const hostEmail = await newPlayer(page, 'Payout Host');

  // Without payouts, the game form says why there is no price and links to payouts.
  await page.goto('/create');
  const locked = page.getByTestId('price-locked');
  await expect(locked.getByText('Charging for games')).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
    'href',
    '/billing#payouts',
  );

  await page.goto('/billing');
  const payouts = page.getByTestId('payout-status');
  await expect(payouts.getByText('No payout account connected yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Connect to Stripe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Stripe' });
  const country = dialog.getByLabel('Home country');
  await expect(country.locator('option')).toHaveCount(45);
  await expect(country).toHaveValue('US');
  // The panel (the dialog role sits on Headless UI's full-screen wrapper).
  const box = await dialog.locator('[id^="headlessui-dialog-panel"]').boundingBox();
  expect(Math.round(box!.width)).toBe(550);
  expect(Math.round(box!.height)).toBe(500);
  await shoot(page, 'connect-dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  // The stand-in's onboarding page (localconnect): leave it unfinished first.
  await expect(page).toHaveURL(/\/localconnect\/acctlink_/);
  await expect(page.getByRole('heading', { name: 'Set up your Stripe account' })).toBeVisible();
  await shoot(page, 'localconnect');
  await page.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(payouts.getByText('Incomplete', { exact: true })).toBeVisible();
  const due = page.getByRole('list', { name: 'Stripe still needs the following to finish setup:' });
  await expect(due.getByText('A bank account for payouts')).toBeVisible();
  await expect(due.getByText('Your date of birth')).toBeVisible();
  await shoot(page, 'payouts-incomplete');

  await page.getByRole('button', { name: 'Continue setup' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your Stripe account' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit details' }).click();
  await expect(page.getByText('Successfully linked Stripe account')).toBeVisible();
  await expect(payouts.getByText('Active', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/billing$/);
  await shoot(page, 'payouts-active');

  // Now the game form offers a price.
  await page.goto('/create');
  await expect(page.getByLabel('Price per player (USD)')).toBeVisible();
  await shoot(page, 'create-price');

  // A paid game of this host (written directly: the create form is covered by events.spec).
  const [host] = await sql<{ id: string }>('SELECT "id" FROM "users" WHERE "email" = $1', [hostEmail]);
  const eventId = `e2e-paid-${Date.now()}`;
  await sql(
    `INSERT INTO "events" ("id", "title", "creatorId", "locationName", "lat", "lng", "geohash", "dateStart",
       "timeZone", "durationMinutes", "capacity", "goingCount", "priceCents", "updatedAt")
     VALUES ($1, 'Paid pickup run', $2, 'Denver, CO', 39.7392, -104.9903, '9xj64', now() + interval '3 days',
       'America/Denver', 90, 10, 0, 1500, now())`,
    [eventId, host!.id],
  );

  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await newPlayer(player, 'Paying Player');
  await player.goto(`/evt/${eventId}`);
  await expect(player.getByTestId('event-price')).toHaveText('$15.00 per player');
  await shoot(player, 'paid-event');
  await player.getByRole('button', { name: 'Pay $15.00 and join' }).click();
  await expect(player.getByRole('heading', { name: 'Pay for your spot' })).toBeVisible();
  await shoot(player, 'pay-page');
  // The spot is held while paying.
  const [held] = await sql<{ goingCount: number }>('SELECT "goingCount" FROM "events" WHERE "id" = $1', [
    eventId,
  ]);
  expect(held!.goingCount).toBe(1);
  await player.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(player.getByText('Payment received. You are in!')).toBeVisible();
  await expect(player).toHaveURL(new RegExp(`/evt/${eventId}$`));
  await expect(player.getByRole('button', { name: 'Leave' })).toBeVisible();
  await shoot(player, 'paid-event-joined');

  // A game whose guests pay too: guests are named before paying, and the price covers them.
  const guestsEventId = `e2e-paid-guests-${Date.now()}`;
  await sql(
    `INSERT INTO "events" ("id", "title", "creatorId", "locationName", "lat", "lng", "geohash", "dateStart",
       "timeZone", "durationMinutes", "capacity", "goingCount", "priceCents", "allowParticipantGuests",
       "guestLimit", "chargeGuests", "updatedAt")
     VALUES ($1, 'Paid doubles', $2, 'Denver, CO', 39.7392, -104.9903, '9xj64', now() + interval '3 days',
       'America/Denver', 90, 8, 0, 1500, true, 2, true, now())`,
    [guestsEventId, host!.id],
  );
  await player.goto(`/evt/${guestsEventId}`);
  await player.getByRole('button', { name: 'Add a guest' }).click();
  await player.getByLabel('Guest 1 name').fill('Tom');
  await expect(player.getByRole('button', { name: 'Pay $30.00 and join with 1 guest' })).toBeEnabled();
  await shoot(player, 'paid-guests');

  // The payment on the player's Transaction History: sortable, exported as CSV.
  await player.goto('/transactions');
  const paidRow = player.getByRole('row').filter({ hasText: 'Paid pickup run' });
  await expect(paidRow.getByText('Event payment')).toBeVisible();
  await expect(paidRow.getByText('$15.00')).toBeVisible();
  // Amounts sort largest first on the first click (TanStack's default for numbers), then smallest first.
  await player.getByRole('button', { name: 'Sort by Amount' }).click();
  await expect(player.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await player.getByRole('button', { name: 'Sort by Amount' }).click();
  await expect(player.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const download = player.waitForEvent('download');
  await player.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('beans-transactions.csv');
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('"Event payment","Paid pickup run","15.00","USD"');
  await shoot(player, 'transactions');

  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Unlink Stripe' }).scrollIntoViewIfNeeded();
    await shoot(page, 'payouts-phone');
    await page.getByRole('button', { name: 'Unlink Stripe' }).click();
    await shoot(page, 'unlink-phone');
    await page
      .getByRole('alertdialog', { name: 'Unlink Stripe' })
      .getByRole('button', { name: 'Keep account' })
      .click();
    await player.setViewportSize({ width: 390, height: 844 });
    await player.goto(`/evt/${eventId}`);
    await shoot(player, 'paid-event-phone');
  }

  // The host's Transaction History: the charge and the platform's fee.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/transactions');
  const hostRows = page.getByRole('row').filter({ hasText: 'Paid pickup run' });
  await expect(hostRows.filter({ hasText: 'Received' }).getByText('$15.00')).toBeVisible();
  await expect(hostRows.filter({ hasText: 'Platform fee' })).toBeVisible();

  // The player leaves before the cutoff: told first that it is refunded in full, then that the refund is on its way.
  await player.setViewportSize({ width: 390, height: 844 });
  await player.goto(`/evt/${eventId}`);
  await expect(player.getByText(/^Full refund if you leave before /)).toBeVisible();
  await player.getByRole('button', { name: 'Leave', exact: true }).click();
  const leave = player.getByRole('alertdialog', { name: 'Leave this paid game?' });
  await expect(leave.getByText(/refunds \$15\.00 in full/)).toBeVisible();
  await shoot(player, 'leave-paid-phone');
  await leave.getByRole('button', { name: 'Leave and get a refund' }).click();
  await expect(player.getByText('You left the game. Your $15.00 refund is on its way.')).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pay $15.00 and join' })).toBeVisible();
  await player.goto('/transactions');
  const refundRow = player.getByRole('row').filter({ hasText: 'Refund' });
  await expect(refundRow.getByText('-$15.00')).toBeVisible();
  await shoot(player, 'transactions-refund-phone');

  // Unlink (on the billing page): back to no account.
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Unlink Stripe' }).click();
  const unlink = page.getByRole('alertdialog', { name: 'Unlink Stripe' });
  await expect(unlink.getByRole('button', { name: 'Keep account' })).toBeFocused();
  await unlink.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(page.getByText('Your Stripe account was unlinked successfully.')).toBeVisible();
  await expect(payouts.getByText('No payout account connected yet.')).toBeVisible();
  await hostContext.close();
  await playerContext.close();
});

test('pricing page → subscribe: visitors log in first; a signed-in player lands in the plan picker and pays', async ({
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto('/organizer/pricing');
  await expect(
    visitor.getByRole('heading', { name: 'Organizer Pro for your teams', level: 1 }),
  ).toBeVisible();
  const pro = visitor.getByRole('listitem', { name: 'Organizer Pro' });
  await expect(pro.getByText('$19.99')).toBeVisible();
  await expect(
    visitor.getByRole('listitem', { name: 'ROOKIE' }).getByText('Free', { exact: true }),
  ).toBeVisible();
  const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({
    '@type': 'Product',
    offers: expect.arrayContaining([
      expect.objectContaining({ name: 'Organizer Pro', price: '19.99', priceCurrency: 'USD' }),
    ]),
  });
  await shoot(visitor, 'organizer-pricing');
  await pro.getByRole('link', { name: 'Subscribe to Organizer Pro' }).click();
  await expect(visitor).toHaveURL(
    /\/auth\/login\?callbackUrl=%2Fbilling%3Fsubscribe%3Dteam-organizer-pro-monthly/,
  );
  await visitor.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await newPlayer(page, 'Plus Member');
  await page.goto('/member/pricing');
  await shoot(page, 'member-pricing-phone');
  await page.getByRole('link', { name: 'Subscribe to Member Plus' }).click();
  const picker = page.getByRole('dialog', { name: 'Change Plan — Member Plus' });
  // (The dialog role sits on Headless UI's zero-size wrapper: check its contents, not the wrapper.)
  await expect(picker.getByRole('heading', { name: 'Change Plan — Member Plus' })).toBeVisible();
  await picker.getByRole('button', { name: /Member Plus/ }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Beans' })).toBeVisible();
  await expect(page.getByText('$49.99').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page.getByText('Payment successful! Your subscription has been activated.')).toBeVisible();
  await expect(page.getByTestId('member-plan').getByText('Member Plus', { exact: true })).toBeVisible();
  // Its invoice, on a phone: date, description, amount, status and the PDF.
  await page.goto('/invoices');
  const invoice = page.getByRole('row').filter({ hasText: 'Member Plus' });
  await expect(invoice.getByText('$49.99')).toBeVisible();
  await expect(invoice.getByText('Paid')).toBeVisible();
  await expect(invoice.getByRole('link', { name: 'PDF' })).toBeVisible();
  await shoot(page, 'invoices-phone');
  await context.close();
});
