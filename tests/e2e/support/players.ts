import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/prisma/seed-data';
import { sql } from './db';
import { linkFromMail, uniqueEmail } from './mailbox';

export const PASSWORD = 'profile-password-1';

/** The demo user of the seed data (a completed profile with connections, teams and events). */
export const DEMO = { email: DEMO_EMAIL, password: DEMO_PASSWORD };

/** Logs in on `page` through the login form and waits for home. */
export async function logIn(page: Page, email: string, password: string = DEMO.password) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A new browser context, logged in as `email`. */
export async function signedIn(
  browser: Browser,
  email: string,
  password: string = DEMO.password,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

// Signs up a new account on `page` and confirms it through the mailed link; the page ends on the
// profile form.
export async function signUpVerified(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  // Every spec signs up from this machine's one address, and sign-up allows 10 an hour per address (a limited
  // sign-up answers like any other but sends no mail). Each new player starts with that address's count
  // cleared, so specs do not depend on how many signed up before them; the limit has its own tests.
  await sql("DELETE FROM rate_limit_hits WHERE bucket = 'signup:ip'");
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
