import { expect, test } from '@playwright/test';
import { signUpVerified } from './support/players';

// Cities in every payout country and distances in the person's unit (docs/cities.md).
test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });

test('a new player in Germany finds Munich by its German name and sees kilometres', async ({ page }) => {
  await signUpVerified(page, 'munich');
  await page.getByLabel('Display Name').fill('Lena');
  await page.getByLabel('Full Name').fill('Lena Maier');
  await page.getByLabel('Go-To Area to Play').fill('München');
  await page.getByRole('option', { name: 'Munich, Germany' }).click();
  await page.getByRole('checkbox', { name: 'Soccer' }).check();
  await page.getByRole('button', { name: 'Setup Account' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);

  await page.goto('/settings?tab=general');
  await expect(page.getByLabel('Go-To Area to Play')).toHaveValue('Munich, Germany');
  const unit = page.getByLabel('Show distances in');
  await expect(unit).toHaveValue('km');

  await page.goto('/discover');
  await expect(page.getByLabel('Within').locator('option')).toHaveText([
    '10 km',
    '25 km',
    '50 km',
    '100 km',
    '150 km',
  ]);

  // Miles once chosen.
  await page.goto('/settings?tab=general');
  await page.getByLabel('Show distances in').selectOption('mi');
  await page.getByRole('region', { name: 'Distances' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Distance unit saved.')).toBeVisible();
  await page.goto('/discover');
  await expect(page.getByLabel('Within').locator('option').first()).toHaveText('5 miles');
});

test('"Paris" lists Paris, France before Paris, TX', async ({ page }) => {
  await signUpVerified(page, 'paris');
  await page.getByLabel('Go-To Area to Play').fill('Paris');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/Paris, France/);
  await expect(page.getByRole('option', { name: 'Paris, TX' })).toBeVisible();
});
