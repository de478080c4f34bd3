import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/prisma/seed-data';
import { linkFromMail, uniqueEmail } from './support/mailbox';
import { sql } from './support/db';

// Issue 19, High findings, attacked the way an outsider would.

test('a squatter who signed up with my address loses the account when I confirm it in my browser', async ({
  browser,
}) => {
  const email = uniqueEmail('squatted');
  const attacker = await browser.newPage();
  await attacker.goto('/auth/sign-up');
  // A password from a breach list is refused (checked on the server).
  await attacker.getByLabel('Email').fill(email);
  await attacker.getByLabel('Password', { exact: true }).fill('password1');
  await attacker.getByLabel('Confirm password').fill('password1');
  await attacker.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    attacker.getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
  await attacker.getByLabel('Email').fill(email);
  await attacker.getByLabel('Password', { exact: true }).fill('attacker-pass-1');
  await attacker.getByLabel('Confirm password').fill('attacker-pass-1');
  await attacker.getByRole('button', { name: 'Sign up' }).click();
  await expect(attacker.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // Unverified, the attacker can sign in but do nothing except verify.
  await attacker.goto('/auth/login');
  await attacker.getByLabel('Email').fill(email);
  await attacker.getByLabel('Password', { exact: true }).fill('attacker-pass-1');
  await attacker.getByRole('button', { name: 'Log in' }).click();
  await expect(attacker).toHaveURL(/\/auth\/verify-email/);
  await attacker.goto('/home');
  await expect(attacker).toHaveURL(/\/auth\/verify-email/);

  // The inbox owner opens the mail in their own browser: they must choose the password.
  const owner = await browser.newPage();
  await owner.goto(await linkFromMail(email, /Verify your email/, '/auth/verify-email?token='));
  await expect(owner.getByRole('button', { name: 'Confirm my email' })).toHaveCount(0);
  await owner.getByLabel('Password', { exact: true }).fill('owner-pass-123');
  await owner.getByLabel('Confirm password').fill('owner-pass-123');
  await owner.getByRole('button', { name: 'Confirm and set password' }).click();
  await expect(owner).toHaveURL(/\/user-onboarding/);

  // The attacker's session has ended, and their password no longer opens the account.
  await attacker.goto('/home');
  await expect(attacker).toHaveURL(/\/auth\/login/);
  await attacker.getByLabel('Email').fill(email);
  await attacker.getByLabel('Password', { exact: true }).fill('attacker-pass-1');
  await attacker.getByRole('button', { name: 'Log in' }).click();
  await expect(attacker.getByText('Invalid email or password.')).toBeVisible();
  await attacker.close();
  await owner.close();
});

test('a client-sent X-Forwarded-For neither escapes the per-IP login limit nor charges someone else', async ({
  browser,
}) => {
  // 30 recent failures from this machine's address (however the socket names localhost).
  const marker = `spray-${Date.now()}`;
  // IPv6 addresses count by their /64 (lib/rate-limit/ip-buckets.ts): ::1 is 0000:0000:0000:0000::/64.
  const rows = ['127.0.0.1', '0000:0000:0000:0000::/64'].flatMap((ip) =>
    Array.from({ length: 30 }, (_, i) => [`${marker}-${i}@example.com`, ip]),
  );
  await sql(
    `INSERT INTO login_attempts (email, ip, "createdAt")
     SELECT e, i, now() FROM unnest($1::text[], $2::text[]) AS t(e, i)`,
    [rows.map((r) => r[0]), rows.map((r) => r[1])],
  );
  try {
    const page = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Still limited: the address is the socket's, not the header's.
    await expect(page.getByText('Network error. Please wait a moment and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.close();

    // The spoofed address was not charged: nothing was recorded under it.
    const charged = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts WHERE ip = $1`, [
      '198.51.100.77',
    ]);
    expect(charged[0].n).toBe(0);
  } finally {
    await sql(`DELETE FROM login_attempts WHERE email LIKE $1`, [`${marker}-%`]);
  }
});

test('signing out ends a copied session token; "Sign out everywhere" ends every browser', async ({
  browser,
}) => {
  const logIn = async () => {
    const page = await browser.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    return page;
  };

  // A copy of the session cookie (a stolen token) works only while the session exists.
  const original = await logIn();
  // A signed-in browser skips the (prerendered) visitors' pages, to where it was headed.
  await original.goto('/auth/sign-up');
  await expect(original).toHaveURL(/\/home$/);
  await original.goto('/auth/login?callbackUrl=%2Fsettings%3Ftab%3Dprivacy');
  await expect(original).toHaveURL(/\/settings\?tab=privacy$/);
  const thief = await browser.newContext();
  await thief.addCookies(await original.context().cookies());
  const thiefPage = await thief.newPage();
  await thiefPage.goto('/home');
  await expect(thiefPage).toHaveURL(/\/home$/);
  await original.getByRole('button', { name: 'Log out' }).click();
  await expect(original).toHaveURL(/\/auth\/login\?logout=true/);
  await thiefPage.goto('/home');
  // The ended session's cookie is still sent: the login page shows (no redirect loop with the proxy).
  await expect(thiefPage).toHaveURL(/\/auth\/login\?callbackUrl=%2Fhome&session=ended$/);
  await expect(thiefPage.getByRole('button', { name: 'Log in' })).toBeVisible();
  await thief.close();
  await original.close();

  // Two browsers; "Sign out everywhere" in one ends both.
  const laptop = await logIn();
  const phone = await logIn();
  await laptop.goto('/settings?tab=privacy');
  await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(laptop).toHaveURL(/\/auth\/login\?logout=true/);
  await phone.goto('/home');
  await expect(phone).toHaveURL(/\/auth\/login/);
  await laptop.close();
  await phone.close();
});

test('a login sent before the page has scripts never puts the password in a URL', async ({ page }) => {
  // A slow phone: the prerendered form is filled in and sent before React runs (here it never does).
  const password = `held-back-${Date.now()}-Secret`;
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  let abortedScripts = 0;
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      abortedScripts += 1;
      await route.abort();
    },
  );
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  expect(abortedScripts).toBeGreaterThan(0);
  // Until the scripts have run, the submit is disabled: Enter in a field sends nothing.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForTimeout(500);
  // Sent anyway (the browser's own submission), it is a POST: the password travels in the body.
  const sent = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.frame() === page.mainFrame(),
  );
  await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  expect((await sent).method()).toBe('POST');
  await page.waitForLoadState('domcontentloaded');
  for (const url of [...urls, page.url()]) {
    expect(url).not.toContain(password);
    expect(url).not.toContain(encodeURIComponent(password));
  }
});
