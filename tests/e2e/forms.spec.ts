import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { completeProfile, DEMO, logIn, signUpVerified } from './support/players';

// Forms and waivers in Chromium: the demo user builds a waiver form with a price (fields reordered with the
// keyboard), a new player fills it in, scrolls and accepts the waiver, signs with a typed name and a drawn
// signature, pays through the local Stripe stand-in's Checkout, and the owner sees the submission paid and exports
// the table as CSV.

const shots = process.env.SCREENSHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/forms-${name}.png`, fullPage: true });
}

const WAIVER = Array.from(
  { length: 14 },
  (_, i) =>
    `Clause ${i + 1}. I take part in club events at my own risk and release the organizers from claims arising from play.`,
).join('\n\n');

test('build a waiver form with a price, fill and sign it as another player, pay, see it paid, export CSV', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await logIn(owner, DEMO.email);
  await owner.goto('/form');
  await expect(owner.getByRole('heading', { name: 'Forms', exact: true })).toBeVisible();
  await shoot(owner, 'list');
  await owner.getByRole('link', { name: 'New form' }).first().click();
  await expect(owner.getByRole('heading', { name: 'Build a form' })).toBeVisible();

  const title = `Summer camp waiver ${Date.now().toString(36)}`;
  await owner.getByLabel('Title').fill(title);
  await owner.getByLabel('Description').fill('Sign before the first session.');
  const fields = owner.getByTestId('builder-field');
  await fields.nth(0).getByLabel('Label').fill('Emergency contact');
  await fields.nth(0).getByLabel('Required').check();

  await owner.getByLabel('Type', { exact: true }).last().selectOption('signature');
  await owner.getByRole('button', { name: 'Add field' }).click();
  await owner.getByLabel('Type', { exact: true }).last().selectOption('waiver');
  await owner.getByRole('button', { name: 'Add field' }).click();
  await expect(fields).toHaveCount(3);
  await fields.nth(2).getByLabel('Label').fill('Release of liability');
  await fields.nth(2).getByLabel('Waiver text').fill(WAIVER);

  // Keyboard reorder: the waiver moves above the signature.
  await fields.nth(2).getByTestId('drag-handle').focus();
  await owner.keyboard.press('ArrowUp');
  await expect(owner.getByText('Release of liability moved to position 2 of 3')).toBeAttached();
  await expect(fields.nth(1).getByLabel('Label')).toHaveValue('Release of liability');
  await expect(fields.nth(1).getByTestId('drag-handle')).toBeFocused();

  // Drag and drop: the signature to the top, then the top field back to the end.
  await fields.nth(2).getByTestId('drag-handle').dragTo(fields.nth(0));
  await expect(fields.nth(0).getByLabel('Label')).toHaveValue('Signature');
  await fields.nth(0).getByTestId('drag-handle').dragTo(fields.nth(2));
  await expect(fields.nth(2).getByLabel('Label')).toHaveValue('Signature');
  await expect(fields.nth(0).getByLabel('Label')).toHaveValue('Emergency contact');

  await owner.getByLabel('Price (USD)').fill('30');
  await shoot(owner, 'builder');
  await owner.getByRole('button', { name: 'Save form' }).click();
  await expect(owner).toHaveURL(/\/form\/build\/[\w-]+$/);
  await expect(owner.getByText('Form created')).toBeVisible();
  const formId = owner.url().split('/').pop()!;

  // A second player fills it in.
  const player = await (await browser.newContext()).newPage();
  await signUpVerified(player, 'form-signer');
  await completeProfile(player, 'Waiver Signer');
  await expect(player).toHaveURL(/\/settings\?tab=availability/);
  await player.goto(`/form/${formId}`);
  await expect(player.getByRole('heading', { name: title })).toBeVisible();
  await expect(player.getByText('Fee: $30.00')).toBeVisible();

  // Submitting empty shows messages under the fields, client side.
  await player.getByRole('button', { name: 'Submit and pay' }).click();
  await expect(player.getByText('This field is required').first()).toBeVisible();
  await expect(player.getByText('Read the waiver to the end and accept it')).toBeVisible();

  await player.getByLabel('Emergency contact').fill('Robin Example');
  const accept = player.getByRole('checkbox', { name: 'I have read and accept this waiver' });
  await expect(accept).toBeDisabled();
  await player.getByTestId('waiver-text').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(accept).toBeEnabled();
  await accept.check();
  await player.getByLabel('Type your full name').fill('Waiver Signer');
  const pad = player.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await player.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await player.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.7],
    [0.5, 0.35],
    [0.7, 0.65],
  ] as const)
    await player.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await player.mouse.up();
  await shoot(player, 'fill-signed');
  await player.getByRole('button', { name: 'Submit and pay' }).click();

  // Payment through the stand-in's Checkout.
  await expect(player).toHaveURL(new RegExp(`/form/payment/${formId}/[\\w-]+$`));
  await expect(player.getByRole('heading', { name: 'Pay your fee' })).toBeVisible();
  await shoot(player, 'pay');
  await player.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(player.getByRole('heading', { name: 'Pay Beans' })).toBeVisible();
  await expect(player.getByText('$30.00').first()).toBeVisible();
  await player.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(player).toHaveURL(/session_id=cs_test_/);
  await expect(player.getByText('Paid in full. Thank you!')).toBeVisible();
  await expect(player.getByText('$30.00 of $30.00 paid')).toBeVisible();
  await shoot(player, 'paid');

  // The owner sees it paid, opens it, and exports CSV.
  await owner.goto(`/form/${formId}/submissions`);
  const row = owner.getByTestId('submission-row').filter({ hasText: 'Waiver Signer' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('Robin Example')).toBeVisible();
  await owner.getByLabel('Payment', { exact: true }).selectOption('UNPAID');
  await expect(owner.getByText('No submissions match your search and filters.')).toBeVisible();
  await owner.getByLabel('Payment', { exact: true }).selectOption('PAID');
  await owner.getByLabel('Search submissions').fill('robin');
  await expect(row).toHaveCount(1);
  await shoot(owner, 'submissions');
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^summer-camp-waiver-[\w-]+-submissions\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Submitted,Participant,E-mail,Filled in by,Version,Payment,Paid,Due,Emergency contact,Release of liability,Signature',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',Waiver Signer,');
  expect(lines[1]).toContain(',Paid,30.00,30.00,Robin Example,Accepted,Waiver Signer');

  await row.getByRole('link').first().click();
  await expect(owner.getByRole('heading', { name: 'Submission from Waiver Signer' })).toBeVisible();
  await expect(owner.getByText(/^Signed by Waiver Signer on /)).toBeVisible();
  await expect(owner.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(owner.getByText('Full fee ·')).toBeVisible();
  await shoot(owner, 'submission');

  // Someone else's submissions: access denied.
  await player.goto(`/form/${formId}/submissions`);
  await expect(player.getByRole('heading', { name: 'You can’t open this form' })).toBeVisible();

  // Phone width.
  if (shots) {
    for (const p of [owner, player]) await p.setViewportSize({ width: 390, height: 844 });
    await owner.goto(`/form/build/${formId}`);
    await expect(owner.getByRole('heading', { name: 'Edit form' })).toBeVisible();
    await shoot(owner, 'builder-phone');
    await owner.goto(`/form/${formId}/submissions`);
    await expect(owner.getByTestId('submission-row')).toHaveCount(1);
    await shoot(owner, 'submissions-phone');
    await owner.goto(`/form/${formId}`);
    await expect(owner.getByRole('heading', { name: title })).toBeVisible();
    await shoot(owner, 'fill-phone');
    await owner.goto('/form');
    await expect(owner.getByRole('heading', { name: 'Forms', exact: true })).toBeVisible();
    await shoot(owner, 'list-phone');
  }
});
