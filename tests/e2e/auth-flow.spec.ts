import { expect, test } from '@playwright/test';
import { linkFromMail, uniqueEmail } from './support/mailbox';
import { DEMO } from './support/players';

const PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

test('visitors are sent to sign-up from the root and to login from protected pages', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  for (const path of ['/home', '/profile', '/teams']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?callbackUrl=${encodeURIComponent(path)}`));
  }
});

test('what is typed into the login form before its scripts have run is kept, and the callback is followed', async ({
  page,
}) => {
  // A slow phone: the prerendered form is on screen and filled in before React has started. The page's scripts
  // are held until both fields are filled, then let through; nothing typed may be lost when the page comes alive.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldScripts = 0;
  const script = (url: URL) =>
    url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(script, async (route) => {
    heldScripts += 1;
    await held;
    await route.continue();
  });
  try {
    await page.goto('/auth/login?callbackUrl=%2Fteams', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    expect(heldScripts).toBeGreaterThan(0); // the form really was filled before the scripts ran
  } finally {
    release();
  }
  await page.waitForLoadState('networkidle');
  // React has taken the form over (a click before that would be the browser's own submit).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await expect(page.getByLabel('Password')).toHaveValue(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/teams$/);
});

test('unknown pages show the 404 text', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Beans is having a "RUFF" time finding your page.')).toBeVisible();
  await expect(page.getByText('Maybe try another page, please?')).toBeVisible();
});

test('sign-up → mail → verify → onboarding → sign out → login → guards → reset → old session rejected', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('flow');

  // Sign up: the form validates in the browser first.
  await page.goto('/auth/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Password must be 8 to 128 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The verification mail arrives over SMTP; its link confirms the address and signs in.
  const verifyLink = await linkFromMail(email, /Verify your email/, '/auth/verify-email?token=');
  await page.goto(verifyLink);
  await page.getByRole('button', { name: 'Confirm my email' }).click();

  // Home needs a completed profile: the profile form comes first, then (no real route was asked for) the
  // availability tab that spec 01 sends new users to, skippable.
  await expect(page).toHaveURL(/\/user-onboarding\?returnTo=%2Fhome/);
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  const setup = page.getByRole('button', { name: 'Setup Account' });
  await expect(setup).toBeDisabled();
  await page.getByLabel('Display Name').fill('Flow Tester');
  await page.getByLabel('Full Name').fill('Flow Tester Example');
  await page.getByLabel('Go-To Area to Play').fill('Denv');
  await page.getByRole('option', { name: 'Denver, CO' }).click();
  await page.getByRole('checkbox', { name: 'Soccer' }).check();
  await setup.click();
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
  await expect(page.getByRole('link', { name: 'Skip for now...' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Welcome back, Flow Tester' })).toBeVisible();

  // Signed-in users opening an auth page go on to the app.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/home$/);

  // Sign out.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?logout=true/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();

  // A guarded page sends to login, and login returns there.
  await page.goto('/teams');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fteams/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password-0');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/teams$/);

  // Another browser resets the password through the mailed link.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth/login');
  await otherPage.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(otherPage.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByRole('button', { name: 'Send reset link' }).click();
  await expect(otherPage.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const resetLink = await linkFromMail(email, /Reset your/, '/auth/reset-password?token=');
  await otherPage.goto(resetLink);
  await otherPage.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await otherPage.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await otherPage.getByRole('button', { name: 'Update password' }).click();
  await expect(otherPage.getByText('Your password has been updated. You can now log in.')).toBeVisible();
  await other.close();

  // The first browser's session has ended.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fhome/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
