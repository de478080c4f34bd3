import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { sql } from './support/db';
import { newPlayer } from './support/players';

const TOUR = [
  'Action Center',
  'Your Upcoming Events',
  'Your Location Hub',
  'Quick Actions',
  'Community Highlights',
  'My Teams & Groups',
  'Players Near You',
  'Local Events',
];

const tooltip = (page: Page) => page.getByTestId('tour-tooltip');
const flag = (page: Page, name: 'completed' | 'skipped') =>
  page.evaluate((key) => window.localStorage.getItem(key), `beans.tour.${name}`);

test('a new user lands on home: the tour starts by itself, goes through its 8 steps and does not come back', async ({
  page,
}) => {
  await newPlayer(page, 'Tour Taker');
  await page.goto('/home');
  await expect(tooltip(page)).toBeVisible();
  await expect(tooltip(page)).toBeFocused();
  await expect(tooltip(page).getByRole('heading')).toHaveText(TOUR[0]);
  await expect(tooltip(page).getByRole('button', { name: 'Back' })).toHaveCount(0);
  for (let i = 1; i < TOUR.length; i++) {
    await tooltip(page).getByRole('button', { name: 'Next' }).click();
    await expect(tooltip(page).getByRole('heading')).toHaveText(TOUR[i]);
    await expect(tooltip(page).getByText(`Step ${i + 1} of 8`)).toBeVisible();
    // The tooltip stays inside the window and is at most 380 px wide.
    const box = (await tooltip(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(380);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    if (i === 2) {
      await tooltip(page).getByRole('button', { name: 'Back' }).click();
      await expect(tooltip(page).getByRole('heading')).toHaveText(TOUR[1]);
      await tooltip(page).getByRole('button', { name: 'Next' }).click();
      await expect(tooltip(page).getByRole('heading')).toHaveText(TOUR[2]);
    }
  }
  await expect(tooltip(page).getByRole('button', { name: 'Next' })).toHaveCount(0);
  await tooltip(page).getByRole('button', { name: 'Finish' }).click();
  await expect(tooltip(page)).toHaveCount(0);
  expect(await flag(page, 'completed')).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Tour Taker' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(tooltip(page)).toHaveCount(0);

  // The help button starts it again; Skip Tour (and Escape) end it and store the skipped flag.
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(tooltip(page).getByRole('heading')).toHaveText(TOUR[0]);
  await tooltip(page).getByRole('button', { name: 'Skip Tour' }).click();
  await expect(tooltip(page)).toHaveCount(0);
  expect(await flag(page, 'skipped')).toBe('true');
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toHaveCount(0);
});

test('home: Action Required counts its tasks, an invitation is answered in place; the player card shows a profile QR code', async ({
  page,
  baseURL,
}) => {
  const email = await newPlayer(page, 'Card Holder');
  // Skip the tour for this user, as they would once.
  await page.evaluate(() => window.localStorage.setItem('beans.tour.skipped', 'true'));
  const [{ id }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  const [owner] = await sql<{ id: string }>("SELECT id FROM users WHERE email = 'demo@beans.test'");
  await sql(
    `INSERT INTO teams (id, name, "ownerId", "createdAt", "updatedAt") VALUES ($1, 'Invite FC', $2, now(), now())`,
    [`team-${id}`, owner.id],
  );
  await sql(
    `INSERT INTO roster_entries (id, "teamId", "userId", role, "createdAt") VALUES ($1, $2, $3, 'pending', now())`,
    [`entry-${id}`, `team-${id}`, id],
  );

  await page.goto('/home');
  const action = page.getByRole('region', { name: /Action Required/ });
  const tasks = action.getByRole('listitem');
  await expect(tasks).toHaveCount(3); // the invitation, availability, a photo
  await expect(action.getByTestId('task-count')).toHaveText('3');
  await expect(tasks.first()).toContainText('Respond to your invitation to Invite FC');
  await tasks.first().getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Welcome to Invite FC!')).toBeVisible();
  await expect(tasks).toHaveCount(2);
  await expect(action.getByTestId('task-count')).toHaveText('2');
  await expect(
    page.getByRole('region', { name: 'My Teams & Groups' }).getByRole('link', { name: 'Invite FC' }),
  ).toBeVisible();

  // Quick links, exactly the spec's.
  const quick = page.getByRole('region', { name: 'Quick links' }).getByRole('link');
  await expect(quick).toHaveText([
    'Your communities→',
    'Manage subscriptions→',
    'Hosts you follow→',
    'Help and FAQs→',
    'Discover events→',
    'Invoices and payments→',
  ]);

  // The player card: a QR code of {origin}/profile/{userId}, the name, the address, no registrations.
  await page.getByRole('main').getByRole('button', { name: 'Player card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Player card' });
  const qr = dialog.getByRole('img', { name: 'QR code linking to this profile' });
  await expect(qr).toBeVisible();
  await expect(dialog.getByText('Card Holder', { exact: true })).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText('No registrations found for this user on Beans')).toBeVisible();
  const pixels = await qr.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  expect(pixels.width).toBe(200);
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(decoded?.data).toBe(`${baseURL}/profile/${id}`);

  // Scan: the card's link opens the profile.
  await dialog.getByRole('link', { name: 'Scan a player card' }).click();
  await expect(page.getByRole('heading', { name: 'Scan a player card' })).toBeVisible();
  await page.getByLabel('Or paste the profile link').fill('https://elsewhere.example/settings');
  await page.getByRole('button', { name: 'Open profile' }).click();
  await expect(page.getByText('That is not a player card link.')).toBeVisible();
  await page.getByLabel('Or paste the profile link').fill(decoded!.data);
  await page.getByRole('button', { name: 'Open profile' }).click();
  // The card is the viewer's own: /profile/{id} lands on their own profile page (/profile/{own id} redirects
  // there), which shows their name. The URL passes /profile/{id} only for a moment, so the end is what counts.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText('Card Holder', { exact: true }).first()).toBeVisible();
});

test('home on a phone: every section is reachable and the tour tooltip stays on screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await newPlayer(page, 'Phone Player');
  await page.goto('/home');
  for (const title of TOUR) {
    await expect(tooltip(page).getByRole('heading')).toHaveText(title);
    const box = (await tooltip(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await tooltip(page)
      .getByRole('button', { name: title === 'Local Events' ? 'Finish' : 'Next' })
      .click();
  }
  await expect(tooltip(page)).toHaveCount(0);
  await context.close();
});
