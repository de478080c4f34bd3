import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { signedIn } from './support/players';
import { publicPlayerName } from '@/lib/sites/names';

// Site builder: build a two-page site with a roster block in the Puck editor, publish it, view it by id and
// on a verified custom domain (Host header), where only the site (and form routes) are served.

async function dragBlock(page: Page, label: string) {
  // Puck's drawer item (a button named after the block) onto the end of the page's drop zone.
  const source = page.getByRole('button', { name: label, exact: true }).first();
  const zone = page.getByTestId('dropzone:root:default-zone');
  const from = (await source.boundingBox())!;
  const to = (await zone.boundingBox())!;
  const x = to.x + to.width / 2;
  const y = to.y + to.height - 8;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 5 });
  await page.mouse.move(x, y, { steps: 25 });
  await page.mouse.move(x, y + 4, { steps: 5 });
  await page.mouse.up();
}

test('build a two-page site with a roster, publish it, view it by id and on its custom domain', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const title = `Riverside Club ${Date.now()}`;
  const page = await signedIn(browser, 'demo@beans.test');

  // Create: title, for a team, colours.
  await page.goto('/site');
  await page.getByRole('link', { name: 'New website' }).first().click();
  await page.getByLabel('Website title').fill(title);
  await page.getByRole('radio', { name: 'A team' }).check();
  await page.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/site\/build\/[^/?]+/);
  await expect(page.getByRole('heading', { name: title, level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Not published yet');
  const siteId = new URL(page.url()).pathname.split('/').pop()!;
  const [{ teamId, teamName }] = await sql<{ teamId: string; teamName: string }>(
    'SELECT w."teamId", t.name AS "teamName" FROM websites w JOIN teams t ON t.id = w."teamId" WHERE w.id = $1',
    [siteId],
  );
  // The public roster lists only members who agreed to be found (Players near you on, not known to be under
  // 18), by first name and last initial (security review 3, L1): the first such member, as the site shows them.
  const players = await sql<{ displayName: string }>(
    `SELECT u."displayName" FROM roster_entries r JOIN users u ON u.id = r."userId"
      WHERE r."teamId" = $1 AND r.role IS NOT NULL AND r.role <> '' AND r.role NOT ILIKE '%pending%'
        AND NOT r."joinRequest" AND u."displayName" IS NOT NULL
        AND u."showInPlayersNear" AND (u.birthdate IS NULL OR u.birthdate <= current_date - interval '18 years')
        AND NOT EXISTS (SELECT 1 FROM family_connections f WHERE f.status = 'ACCEPTED'
          AND ((f."requesterId" = u.id AND f."requesterRelation" IN ('PARENT', 'GUARDIAN'))
            OR (f."recipientId" = u.id AND f."recipientRelation" IN ('PARENT', 'GUARDIAN'))))
      ORDER BY r."createdAt" LIMIT 1`,
    [teamId],
  );
  expect(players.length).toBe(1);
  const shownName = publicPlayerName(players[0].displayName);

  // Home page: add a roster block for the team, save it to the draft.
  await dragBlock(page, 'Team roster');
  await expect(page.getByText('Choose a team in the block’s settings.').first()).toBeVisible();
  await page.getByText('Choose a team in the block’s settings.').first().click();
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: teamName });
  await expect(
    page.getByText(`${teamName} — The team’s current roster shows here on the published site.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved to the draft.')).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Not published yet');

  // A second page.
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page' });
  await dialog.getByLabel('Page title').fill('Schedule');
  await dialog.getByLabel('Address').fill('our schedule!');
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(dialog.getByText('Use lower-case letters, digits and dashes (up to 60).')).toBeVisible();
  await dialog.getByLabel('Address').fill('schedule');
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByText('Page added to the draft.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Schedule/ }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await dragBlock(page, 'Text');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved to the draft.').last()).toBeVisible();
  await expect
    .poll(async () => {
      const rows = await sql<{ content: { content: { type: string }[] } }>(
        `SELECT p.content FROM website_pages p JOIN websites w ON w.id = p."websiteId"
          WHERE w."draftOfId" = $1 AND p.slug = 'schedule'`,
        [siteId],
      );
      return rows[0]?.content.content.map((b) => b.type);
    })
    .toEqual(['Text']);

  // Publish.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Your website is live.')).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveText('Everything is published');

  // Dark mode (issue 35): the editor's canvas keeps the site's own light look, as visitors see it.
  const canvasColours = () =>
    page.getByTestId('site-canvas').evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.backgroundColor, getComputedStyle(el.querySelector('h2, p') ?? el).color];
    });
  const lightCanvas = await canvasColours();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await canvasColours()).toEqual(lightCanvas);
  await page.emulateMedia({ colorScheme: 'light' });

  // View by id: server-rendered, navigation, the roster read live, metadata.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/site/view/${siteId}`);
  await expect(visitor).toHaveTitle(title);
  const siteColours = () =>
    visitor
      .locator('header')
      .first()
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  const lightSite = await siteColours();
  await visitor.emulateMedia({ colorScheme: 'dark' });
  expect(await siteColours()).toEqual(lightSite);
  await visitor.emulateMedia({ colorScheme: 'light' });
  const siteNav = visitor.getByRole('navigation', { name: 'Site navigation' });
  await expect(siteNav.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  await expect(visitor.getByText(shownName).first()).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/site/view/${siteId}`,
  );
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await visitor
    .getByRole('navigation', { name: 'Site navigation' })
    .getByRole('link', { name: 'Schedule' })
    .click();
  await expect(visitor).toHaveURL(new RegExp(`/site/view/${siteId}/schedule$`));
  await expect(visitor).toHaveTitle(`Schedule · ${title}`);
  await expect(visitor.getByText('Tell visitors who you are, where you play and how to join.')).toBeVisible();

  // Custom domain: add it, the TXT record is shown; verified (DNS answers are tested in integration), it serves the site.
  const hostname = `club-${Date.now()}.example`;
  await page.goto('/custom-website');
  await page.getByRole('combobox', { name: 'Website' }).selectOption({ label: title });
  await page.getByRole('textbox', { name: 'Domain' }).fill(hostname);
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('Domain added. Create the TXT record below, then press Verify.')).toBeVisible();
  await expect(page.getByRole('heading', { name: hostname })).toBeVisible();
  await expect(page.getByText(`_beans-challenge.${hostname}`)).toBeVisible();
  await expect(page.getByText('Waiting for verification')).toBeVisible();
  await sql('UPDATE website_domains SET "verifiedAt" = now() WHERE hostname = $1', [hostname]);
  await page.reload();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  const api = await playwright.request.newContext({ baseURL });
  const onDomain = (path: string, host = hostname) => api.get(path, { headers: { host }, maxRedirects: 0 });
  const home = await onDomain('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain(shownName);
  expect(html).toContain('href="/schedule"');
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="https://${hostname.replace(/\./g, '\\.')}/?"`),
  );
  expect((await onDomain('/schedule')).status()).toBe(200);
  expect((await onDomain('/teams-v3')).status()).toBe(404);
  // Sign-in is never served on a custom domain: it (and a form) is sent on to the app's own host.
  const login = await onDomain('/auth/login');
  expect(login.headers()['refresh']).toBe(`0;url=${baseURL}/auth/login`);
  expect(await login.text()).not.toContain('type="password"');
  expect((await onDomain(`/site/view/${siteId}`)).status()).toBe(404);
  expect((await onDomain('/', `unknown-${Date.now()}.example`)).status()).toBe(404);
  await api.dispose();
});
