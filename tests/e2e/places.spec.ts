import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { DEMO, signedIn } from './support/players';

// Places (issue 15): add a place on the map, see it after panning (one bounds request per 500 ms of panning,
// counted), check in, create a game there, find both with a misspelled query in full-search, and print the
// poster with its QR code. PLACES_SHOTS=1 saves screenshots to /tmp/places-*.png (desktop and phone).
const shots = process.env.PLACES_SHOTS === '1';
async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `/tmp/places-${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/places-${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** A stepped mouse drag on the map by (dx, dy) pixels. */
async function drag(page: Page, map: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(map.x, map.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(map.x + (dx * i) / 10, map.y + (dy * i) / 10);
  await page.mouse.up();
}

test('add a place on the map, find it after panning, check in, start a game there, search and print the poster', async ({
  browser,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Quixotic Courts ${stamp}`;
  const page = await signedIn(browser, DEMO.email);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Add a place: refusals under the fields, then the pin dropped on the map after moving it to Austin.
  await page.goto('/places/new');
  await expect(page.getByRole('heading', { name: 'Add a place' })).toBeVisible();
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText('Give the place a name')).toBeVisible();
  await expect(page.getByText('Drop a pin on the map where the place is')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Move the map to a city').fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().click();
  const picker = page.getByTestId('pin-picker');
  await expect(picker.locator('.leaflet-tile-loaded').first()).toBeVisible();
  const box = (await picker.boundingBox())!;
  await page.waitForTimeout(400);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByText(/^Pin at 30\.2\d+, -97\.7\d+$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1200 Quixote Ln, Austin, TX 78704');
  await page.getByText('Basketball', { exact: true }).click();
  await shot(page, 'new');
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page).toHaveURL(/\/places\/view\/[^/]+$/);
  const placeId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The map, opened west of the place: it is not in view until the map is panned east.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/places') requests.push(r.url());
  });
  await page.goto('/discover/places?lat=30.2672&lng=-97.83&z=13');
  const map = page
    .getByRole('region', { name: 'Map of places' })
    .or(page.locator('.leaflet-container'))
    .first();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect.poll(() => requests.length).toBe(1);
  await expect(page.getByText(/^\d+ places? here$|nearest the centre/)).toBeVisible();
  await expect(page.getByTestId('places-list').getByText(name)).toHaveCount(0);
  const m = (await map.boundingBox())!;
  const centre = { x: m.x + m.width / 2, y: m.y + m.height / 2 };
  // Three quick drags (about 450 px east in all): one request, 500 ms after the map stops.
  for (const dx of [-150, -150, -150]) {
    await drag(page, centre, dx, 0);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(250);
  expect(requests.length).toBe(1);
  await expect.poll(() => requests.length, { timeout: 3000 }).toBe(2);
  await page.waitForTimeout(1200);
  expect(requests.length).toBe(2);
  await expect(page.getByTestId('places-list').getByText(name)).toBeVisible();
  await expect(page.locator(`.leaflet-marker-icon[title="${name}"]`)).toBeVisible();
  await shot(page, 'map');

  // Check in (once a day).
  await page
    .getByTestId('places-list')
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/places/view/${placeId}$`));
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Checked in. Have a good game!')).toBeVisible();
  await expect(page.getByText('Checked in today')).toBeVisible();
  await expect(page.getByTestId('check-ins').getByText('You')).toBeVisible();
  await shot(page, 'view');

  // Create a game here: the location is the place.
  await page.getByRole('link', { name: 'Create a game here' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/create\\?place=${placeId}$`));
  await expect(page.getByTestId('preset-place')).toContainText(name);
  await expect(page.getByLabel('Venue or address')).toHaveValue(name);
  const title = `Quixotic pickup ${stamp}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Game type').selectOption({ label: 'Basketball' });
  await page.getByRole('button', { name: 'Create game' }).click();
  await expect(page).toHaveURL(/\/evt\/[^/]+$/);
  const eventPath = new URL(page.url()).pathname;
  await page.goto(`/places/view/${placeId}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // full-search from the shell's box, misspelled: both the place and the game.
  await page.getByRole('search').first().getByLabel('Find on Beans').fill('quixotik');
  await page.getByRole('search').first().getByLabel('Find on Beans').press('Enter');
  await expect(page).toHaveURL(/\/full-search\?q=quixotik/);
  await expect(
    page.getByRole('region', { name: /^Places \(/ }).getByRole('link', { name: new RegExp(name) }),
  ).toHaveAttribute('href', `/places/view/${placeId}`);
  await expect(
    page.getByRole('region', { name: /^Games and events \(/ }).getByRole('link', { name: new RegExp(title) }),
  ).toHaveAttribute('href', eventPath);
  await shot(page, 'search');

  // The poster, as printed: the QR code decodes to the place's page; the Print button does not print.
  await page.goto(`/places/poster/${placeId}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const qr = page.getByRole('img', { name: `QR code linking to ${name} on Beans` });
  await expect(qr).toBeVisible();
  const pixels = await qr.evaluate(async (el) => {
    const svg = el.querySelector('svg')!;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.drawImage(img, 0, 0, 400, 400);
    const data = context.getImageData(0, 0, 400, 400);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(decoded?.data).toBe(`${baseURL}/places/view/${placeId}`);
  await shot(page, 'poster');
  await page.emulateMedia({ media: 'screen' });

  // Unknown ids: 'Place not found'.
  await page.goto('/places/view/no-such-place');
  await expect(page.getByRole('heading', { name: 'Place not found' })).toBeVisible();
  await page.context().close();
});

test('connections: request from a profile, accept on connect, the online dot', async ({ browser }) => {
  const other = 'maya.taylor.9@beans.test';
  const me = await signedIn(browser, DEMO.email);
  const them = await signedIn(browser, other);
  // Start clean: no connection between the two.
  const { sql } = await import('./support/db');
  const [row] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [other]);
  const [demo] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.email]);
  await sql(
    'DELETE FROM connections WHERE ("userLowId" = $1 AND "userHighId" = $2) OR ("userLowId" = $2 AND "userHighId" = $1)',
    [row.id, demo.id],
  );
  await me.goto(`/profile/${row.id}`);
  await me.getByRole('button', { name: 'Connect' }).click();
  await expect(me.getByText('Request sent').first()).toBeVisible();

  await them.goto('/connect');
  const requests = them.getByRole('list', { name: 'Requests', exact: true });
  await expect(requests).toBeVisible();
  await requests
    .locator('li', { hasText: /./ })
    .filter({ has: them.getByRole('link') })
    .first()
    .waitFor();
  const mine = requests.locator('li').filter({ has: them.locator(`a[href="/profile/${demo.id}"]`) });
  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(them.getByText('You are now connected')).toBeVisible();
  await expect(
    them.getByRole('list', { name: 'My connections' }).locator(`a[href="/profile/${demo.id}"]`),
  ).toBeVisible();
  // The demo user is online (their tab beats), so the dot shows beside them.
  await expect(
    them
      .getByRole('list', { name: 'My connections' })
      .locator('li')
      .filter({ has: them.locator(`a[href="/profile/${demo.id}"]`) })
      .getByRole('img', { name: /is online$/ }),
  ).toBeVisible();
  await shot(them, 'connect');
  await me.context().close();
  await them.context().close();
});
