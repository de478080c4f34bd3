import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/players';

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
  await row.getByRole('button', { name: 'Subscribe' }).click();
  const picker = page.getByRole('dialog', { name: `Change Plan — ${TEAM}` });
  await expect(picker.getByRole('button', { name: /ROOKIE/ })).toBeDisabled();
  await shoot(page, 'picker');
  await picker.getByRole('button', { name: /Organizer Pro/ }).click();

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

  // Change plan: confirm, with the propagation note.
  await row.getByRole('button', { name: 'Change Plan' }).click();
  await page
    .getByRole('dialog', { name: `Change Plan — ${TEAM}` })
    .getByRole('button', { name: /All-Star/ })
    .click();
  const confirmChange = page.getByRole('alertdialog', { name: 'Change subscription?' });
  await expect(confirmChange.getByText('Changes can take a couple of minutes to propagate.')).toBeVisible();
  await shoot(page, 'confirm-change');
  await confirmChange.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByText('Successfully changed subscription!')).toBeVisible();
  await expect(row.getByText('All-Star', { exact: true })).toBeVisible();

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
