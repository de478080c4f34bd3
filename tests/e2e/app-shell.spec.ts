import { expect, test } from '@playwright/test';
import { DEMO } from './support/players';

test('pages carry the security headers', async ({ request }) => {
  const response = await request.get('/auth/login');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-powered-by']).toBeUndefined();
});

test('the demo user logs in to the app shell; the sign-out failsafe clears the session', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Demo Player' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Teams & Groups' })).toBeVisible();
  await expect(page.getByText('Austin Dink Dynasty').first()).toBeVisible();

  // A link or a post from another site cannot sign the user out (issue 19, finding 10).
  expect((await page.request.get('/api/auth/clear-session', { maxRedirects: 0 })).status()).toBe(405);
  const crossSite = await page.request.post('/api/auth/clear-session', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);

  // When the server sign-out cannot complete, the failsafe (a same-origin POST) drops the session and says so.
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/api/auth/clear-session';
    document.body.append(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/auth\/login\?logout=true&logoutError=1/);
  await expect(page.getByText('Error during logout. You have been signed out.')).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fhome/);
});

test('the dev outbox and the mail previews do not exist in production', async ({ page }) => {
  for (const path of ['/dev/outbox', '/dev/emails']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('on a phone, the Menu button shows every destination and closes after choosing one', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // This is about the menu: the first-visit tour (home.spec.ts) would start on /home and scroll to its target
  // while the menu is being read.
  await page.addInitScript(() => window.localStorage.setItem('beans.tour.skipped', 'true'));
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // Both groups, the player's and the organizer's, fit on the screen without scrolling.
  for (const name of [
    'Home',
    'Profile',
    'Discover',
    'Notifications',
    'Messages',
    'User Lists',
    'Settings',
    'Create a game',
    'My teams and communities',
    'Forms and waivers',
    'Invoices and transactions',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport();
  }
  await nav.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/messages/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await page.close();
});
