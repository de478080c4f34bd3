import { expect, test, type Browser, type Page } from '@playwright/test';
import { sql } from './support/db';
import { signUpVerified } from './support/players';

// Time zones (docs/time-zones.md), with browsers in two zones while the server runs in a third
// (playwright.config.ts: TZ Pacific/Chatham): a host signing up in Berlin is on Berlin time, their game in
// Berlin is shown on Berlin's clock with no "Your time"; a viewer in Los Angeles sees the same instant,
// labelled with Berlin's zone, and their own time under it.

const spaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();

async function browserIn(browser: Browser, timezoneId: string, locale: string): Promise<Page> {
  return (await browser.newContext({ timezoneId, locale })).newPage();
}

/** Signs up in this browser and completes "More Information" with `area` (typed, then the option picked). */
async function newPlayerIn(page: Page, name: string, area: [string, string]): Promise<string> {
  const email = await signUpVerified(page, name.toLowerCase());
  const [detected] = await sql<{ timeZone: string }>('SELECT "timeZone" FROM users WHERE email = $1', [
    email,
  ]);
  await page.goto('/user-onboarding');
  await page.getByLabel('Display Name').fill(name);
  await page.getByLabel('Full Name').fill(`${name} Example`);
  await page.getByLabel('Go-To Area to Play').fill(area[0]);
  await page.getByRole('option', { name: area[1] }).first().click();
  await page.getByRole('checkbox', { name: 'Soccer' }).check();
  await page.getByRole('button', { name: 'Setup Account' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
  return detected.timeZone;
}

test('a game in Berlin: local time for its Berlin host, labelled plus "Your time" for a viewer in Los Angeles', async ({
  browser,
}) => {
  const host = await browserIn(browser, 'Europe/Berlin', 'de-DE');
  // The browser's zone at sign-up; the Go-To Area (Berlin) agrees.
  expect(await newPlayerIn(host, 'Greta', ['Berlin', 'Berlin, Germany'])).toBe('Europe/Berlin');
  await host.goto('/settings?tab=general');
  const zone = host.getByTestId('account-time-zone');
  await expect(zone).toHaveAttribute('data-zone', 'Europe/Berlin');
  await expect(zone).toHaveText(/^Europe\/Berlin — /);

  // The game's zone comes from its city, shown on the form.
  const title = `Tiergarten kickabout ${Date.now()}`;
  await host.goto('/create');
  await host.getByLabel('Title').fill(title);
  await host.getByLabel('Game type').selectOption({ label: 'Soccer' });
  await host.getByLabel('Start time').fill('19:00');
  await host.getByLabel('City').fill('Berlin');
  await host.getByRole('option', { name: 'Berlin, Germany' }).first().click();
  await expect(host.getByTestId('game-zone-line')).toHaveText('Times in Central European Time — Berlin');
  await host.screenshot({ path: test.info().outputPath('create-form.png'), fullPage: true });
  await host.getByRole('button', { name: 'Create game' }).click();
  await expect(host).toHaveURL(/\/evt\/[^/]+$/);
  const path = new URL(host.url()).pathname;

  // The host's own zone: 19:00 on Berlin's clock, no zone label, no "Your time".
  const hostWhen = host.getByTestId('game-when');
  await expect(hostWhen).toHaveText(/^\w{3}, \w{3} \d{1,2} · 7:00\s?PM$/);
  await expect(host.getByTestId('your-time')).toHaveCount(0);
  const instant = await hostWhen.getAttribute('datetime');
  const [row] = await sql<{ timeZone: string }>('SELECT "timeZone" FROM events WHERE title = $1', [title]);
  expect(row.timeZone).toBe('Europe/Berlin');

  // A viewer signing up in Los Angeles (Go-To Area there) sees the same instant, labelled, and their time.
  const viewer = await browserIn(browser, 'America/Los_Angeles', 'en-US');
  expect(await newPlayerIn(viewer, 'Luis', ['Los Angeles', 'Los Angeles, CA'])).toBe('America/Los_Angeles');
  await viewer.goto(path);
  const viewerWhen = viewer.getByTestId('game-when');
  await expect(viewerWhen).toHaveText(/^\w{3}, \w{3} \d{1,2} · 7:00\s?PM (GMT\+1|GMT\+2|CET|CEST)$/);
  expect(await viewerWhen.getAttribute('datetime')).toBe(instant);
  const la = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant ?? ''));
  const yourTime = viewer.getByTestId('your-time');
  await expect(yourTime).toBeVisible();
  await viewer.screenshot({ path: test.info().outputPath('game-page-viewer.png'), fullPage: true });
  expect(spaces(await yourTime.textContent())).toMatch(
    new RegExp(`^Your time: \\w{3}, \\w{3} \\d{1,2} · ${spaces(la)} (PST|PDT)$`),
  );
});
