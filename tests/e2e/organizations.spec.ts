import { expect, test } from '@playwright/test';

const PASSWORD = 'beans-demo-2026';
const OWNER = 'demo@beans.test';

// Issue 29 §5: an organizer creates an organization, adds one of their teams, and the statically generated
// public page org/{slug} shows it at once — to the organizer and to a visitor without a session.
test('create an organization, add a team, the public page shows it at once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const name = `Northside Club ${Date.now()}`;
  await page.goto('/organizations');
  await page.getByRole('link', { name: 'Create organization' }).click();
  await page.getByLabel('Name').fill(name);
  // The address follows the name until edited.
  const slug = await page.getByLabel('Page address').inputValue();
  expect(slug).toBe(name.toLowerCase().replace(/ /g, '-'));
  await page.getByLabel('Description').fill('Three teams, one club.');
  await page.getByLabel('Links').fill('https://northside.example.org');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/[^/]+\/manage$/);
  await expect(page.getByRole('heading', { name: `Manage ${name}` })).toBeVisible();

  // The public page exists and has no team yet.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/org/${slug}`);
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(visitor.getByText('This organization has no public teams yet.')).toBeVisible();

  const select = page.getByLabel('Add one of your teams');
  const options = await select.locator('option').allTextContents();
  const team = options[1];
  expect(team).toBeTruthy();
  await select.selectOption({ label: team });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Team added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Teams and groups' }).getByText(team)).toBeVisible();

  // At once, for the organizer and for a visitor (the page was statically generated before the change).
  await page.goto(`/org/${slug}`);
  await expect(page.getByRole('link', { name: new RegExp(team) })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: new RegExp(team) })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'northside.example.org' })).toBeVisible();
  await context.close();
});
