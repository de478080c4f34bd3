import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkFromMail } from './support/mailbox';
import { newPlayer } from './support/players';

const PASSWORD = 'beans-demo-2026';
const OWNER = 'demo@beans.test';
// A player of the demo data (completed profile, no blocks with the demo user).
const INVITEE = 'sarah.allen.14@beans.test';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

test('create a team step by step, invite a player by e-mail, they accept from the mail, both see the roster', async ({
  browser,
}) => {
  const name = `Eastside Ballers ${Date.now()}`;
  const owner = await signedIn(browser, OWNER);
  await owner.goto('/teams');
  await owner.getByRole('link', { name: 'Create a team' }).first().click();
  await expect(owner.getByRole('heading', { name: 'Create a Team' })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Want to start a community instead?' })).toBeVisible();

  // Kind → name (a refusal stays on its step) → sport ('Other' listed first) → city → photo → description
  // → who may join → invitations.
  await expect(owner.getByText('Step 1 of 8')).toBeVisible();
  await owner.getByRole('radio', { name: 'Team', exact: true }).check();
  await next(owner);
  await next(owner);
  await expect(owner.getByText('Enter a name')).toBeVisible();
  await owner.getByRole('textbox', { name: 'Name' }).fill(name);
  await next(owner);
  const sports = await owner.getByLabel('Sport').locator('option').allTextContents();
  expect(sports[1]).toBe('Other');
  await owner.getByLabel('Sport').selectOption({ label: 'Basketball' });
  await next(owner);
  await owner.getByLabel('Home city').fill('Austin');
  await owner.getByRole('option', { name: 'Austin, TX' }).first().click();
  await next(owner);
  await expect(owner.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  await next(owner);
  await owner.getByLabel('Description (optional)').fill('Tuesdays at 7pm, all levels.');
  await next(owner);
  await owner.getByRole('radio', { name: 'Invite only' }).check();
  await next(owner);
  await expect(owner.getByText('Step 8 of 8')).toBeVisible();
  await owner.getByLabel('Invite by e-mail').fill('not an address');
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(owner.getByText('Enter a valid e-mail address')).toBeVisible();
  await owner.getByLabel('Invite by e-mail').fill(INVITEE);
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(owner.getByRole('button', { name: `Remove ${INVITEE}` })).toBeVisible();
  await owner.getByRole('button', { name: 'Create team' }).click();

  await expect(owner).toHaveURL(/\/team\/[^/?]+$/);
  const teamPath = new URL(owner.url()).pathname;
  await expect(owner.getByRole('heading', { name })).toBeVisible();
  await expect(owner.getByText(INVITEE)).toBeVisible();
  await expect(owner.getByText('Invitation pending · Player')).toBeVisible();

  // The invitation arrives over SMTP and leads to the team page, where the invitee accepts.
  const link = await linkFromMail(INVITEE, /^Team invitation$/, teamPath);
  const invitee = await signedIn(browser, INVITEE);
  await invitee.goto(link);
  await expect(invitee.getByText(`You are invited to join ${name}.`)).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByText(`Welcome to ${name}!`)).toBeVisible();
  const inviteeRoster = invitee.getByRole('list', { name: 'Roster' });
  await expect(inviteeRoster.getByRole('listitem')).toHaveCount(2);
  await expect(inviteeRoster.getByRole('listitem').nth(0)).toContainText('Owner');
  await expect(inviteeRoster.getByRole('listitem').nth(1)).toContainText('Player');

  await owner.reload();
  const ownerRoster = owner.getByRole('list', { name: 'Roster' });
  await expect(ownerRoster.getByRole('listitem')).toHaveCount(2);
  await expect(owner.getByText('Invitation pending · Player')).toHaveCount(0);
  await expect(owner.getByText('2 members').first()).toBeVisible();

  // An unknown team id answers the team-not-found page.
  const missing = await owner.goto('/team/no-such-team');
  expect(missing?.status()).toBe(404);
  await expect(owner.getByRole('heading', { name: 'Team not found' })).toBeVisible();
});

test('org/{slug} is served with its canonical link, Open Graph title and SportsOrganization JSON-LD', async ({
  page,
}) => {
  const response = await page.goto('/org/austin-pickleball-club');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Austin Pickleball Club' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/org\/austin-pickleball-club$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Austin Pickleball Club',
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'SportsOrganization', name: 'Austin Pickleball Club' });

  const missing = await page.goto('/org/no-such-organization');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
});

test('find a team in teams-v3 by city and sport, then ask to join it', async ({ page }) => {
  await newPlayer(page, 'Finder');
  await page.goto('/teams-v3');
  await expect(page.getByRole('heading', { level: 1, name: 'Find teams' })).toBeVisible();
  // The go-to city (Denver) first: its open community is listed.
  await expect(page.getByRole('heading', { name: 'Near Denver, CO' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mile High Volleyball Club/ })).toBeVisible();

  // Austin and pickleball, through the GET form: the filters land in the URL.
  await page.getByLabel('Near', { exact: true }).fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().click();
  await page.getByLabel('Sport').selectOption({ label: 'Pickleball' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sport=[^&]+/);
  await expect(page).toHaveURL(/[?&]lat=30\./);
  await expect(page.getByRole('heading', { name: 'Near Austin, TX' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Teams' });
  await expect(results.getByRole('link', { name: /APC Morning Ladder/ })).toBeVisible();
  // An invite-only team of the same city and sport is not listed.
  await expect(results.getByRole('link', { name: /Austin Dink Dynasty/ })).toHaveCount(0);
  await expect(results.getByRole('link', { name: /Austin Pickup Hoops/ })).toHaveCount(0);

  await results.getByRole('link', { name: /APC Morning Ladder/ }).click();
  await expect(page.getByRole('heading', { name: 'APC Morning Ladder' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(page.getByText('Request sent. A manager will answer soon.')).toBeVisible();

  // Back in the directory the team shows the pending request.
  await page.goBack();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Teams' }).getByRole('link', { name: /APC Morning Ladder/ }),
  ).toContainText('Requested');
});
