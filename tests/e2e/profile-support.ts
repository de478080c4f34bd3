import { expect, type Page } from '@playwright/test';
import { linkFromMail, uniqueEmail } from './mailbox';

export const PASSWORD = 'profile-password-1';

// Signs up a new account on `page` and confirms it through the mailed link; the page ends on the
// profile form.
export async function signUpVerified(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await linkFromMail(email, /Verify your email/, '/auth/verify-email?token='));
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page).toHaveURL(/\/user-onboarding/);
  return email;
}

// Fills "More Information" and saves it.
export async function completeProfile(page: Page, displayName: string) {
  await page.getByLabel('Display Name').fill(displayName);
  await page.getByLabel('Full Name').fill(`${displayName} Example`);
  await page.getByLabel('Go-To Area to Play').fill('Denv');
  await page.getByRole('option', { name: 'Denver, CO' }).click();
  await page.getByRole('checkbox', { name: 'Soccer' }).check();
  await page.getByRole('button', { name: 'Setup Account' }).click();
}

// A new user with a completed profile, signed in on `page`.
export async function newPlayer(page: Page, displayName: string): Promise<string> {
  const email = await signUpVerified(page, displayName.toLowerCase().replace(/\W+/g, '-'));
  await page.goto('/user-onboarding');
  await completeProfile(page, displayName);
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
  return email;
}
