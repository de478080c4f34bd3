import { expect, test, type Locator } from '@playwright/test';
import { sql } from './support/db';
import { DEMO, logIn } from './support/players';

// The max width of a dialog's panel (the element that carries the inline width).
const panelMaxWidth = (dialog: Locator) =>
  dialog.evaluate((el) => {
    const panel = el.matches('[style*="max-width"]') ? el : el.querySelector('[style*="max-width"]');
    return panel ? getComputedStyle(panel).maxWidth : null;
  });

test('block a user via a list: they vanish from user search and cannot be messaged', async ({ page }) => {
  // One of the demo user's connections, with whom a conversation exists in the demo data.
  const [target] = await sql<{ displayName: string }>(
    `SELECT "displayName" FROM "users" WHERE "id" = 'seed-user-000016'`,
  );
  const name = target.displayName;
  const listName = `Block test ${Date.now()}`;
  // Put them right next to the demo user, so they are the nearest of "Players near you".
  const [original] = await sql<{ cityLat: number; cityLng: number }>(
    `SELECT "cityLat", "cityLng" FROM "users" WHERE "id" = 'seed-user-000016'`,
  );
  await sql(
    `UPDATE "users" SET ("cityLat", "cityLng") = (SELECT "cityLat", "cityLng" FROM "users" WHERE "email" = 'demo@beans.test') WHERE "id" = 'seed-user-000016'`,
  );
  await logIn(page, DEMO.email, DEMO.password);
  const playersNear = page.getByRole('region', { name: 'Players near you' });
  await expect(playersNear.getByRole('link', { name })).toBeVisible();

  // Make a list and add them through the user search.
  await page.goto('/user-list');
  await page.getByLabel('List name').fill(listName);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  const search = page.getByLabel('Find a user');
  await search.fill(name);
  await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect(page.getByText('Member added.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();

  // Before: they can be found and messaged.
  await search.fill(name);
  await expect(page.getByRole('button', { name: `Add ${name}` })).toBeVisible();
  await page.goto('/messages?c=seed-conv-03');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  // Block via List in the Privacy tab: choose the list, tick them, Block Selected.
  await page.goto('/settings?tab=privacy');
  await page.getByRole('button', { name: 'Block via List' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Block users from a list' })).toBeVisible();
  expect(await panelMaxWidth(dialog)).toBe('800px');
  await dialog.getByRole('button', { name: new RegExp(listName) }).click();
  const blockSelected = dialog.getByRole('button', { name: 'Block Selected' });
  await expect(blockSelected).toBeDisabled();
  await dialog.getByRole('checkbox', { name: `Select ${name}` }).check();
  await blockSelected.click();
  await expect(page.getByText('User(s) successfully blocked.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${name}` })).toBeVisible();

  // Choosing the list again: they are marked blocked and cannot be ticked.
  await page.getByRole('button', { name: 'Block via List' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(listName) })
    .click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: `Select ${name}` })).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // After: gone from the user search, and the conversation refuses new messages.
  await page.goto('/user-list');
  await page.getByLabel('Find a user').fill(name);
  await expect(page.getByText('No users found.')).toBeVisible();
  await page.goto('/messages?c=seed-conv-03');
  await expect(page.getByText('You cannot message this user.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New message' }).click();
  await page.getByRole('dialog').getByLabel('Find a user').fill(name);
  await expect(page.getByRole('dialog').getByText('No users found.')).toBeVisible();
  await page.keyboard.press('Escape');
  // And gone from "Players near you" on home.
  await page.goto('/home');
  await expect(playersNear).toBeVisible();
  await expect(playersNear.getByRole('link', { name })).toHaveCount(0);

  // Clean up for the other specs: unblock, delete the list.
  await page.goto('/settings?tab=privacy');
  await page.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(page.getByText('User unblocked successfully.')).toBeVisible();
  await page.goto('/user-list');
  await page.getByRole('link', { name: new RegExp(listName) }).click();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('List deleted.')).toBeVisible();
  await sql(`UPDATE "users" SET "cityLat" = $1, "cityLng" = $2 WHERE "id" = 'seed-user-000016'`, [
    original.cityLat,
    original.cityLng,
  ]);
});

test('delete an account: refused until its team is left, then DELETE and the password remove it and sign out', async ({
  page,
}) => {
  const email = `leaving-${Date.now()}@example.com`;
  const id = `e2e-leaving-${Date.now()}`;
  // A member (not the owner) of a demo team, with the demo password.
  await sql(
    `INSERT INTO "users" ("id", "email", "emailVerified", "passwordHash", "displayName", "fullName",
                          "hasAdditionalInfo", "cityName", "cityLat", "cityLng", "betaAudiences", "updatedAt")
     SELECT $1, $2, now(), "passwordHash", 'Leaving Lou', 'Lou Leaving', true, 'Austin, TX', 30.27, -97.74,
            '{}', now()
       FROM "users" WHERE "email" = $3`,
    [id, email, DEMO.email],
  );
  await sql(
    `INSERT INTO "roster_entries" ("id", "teamId", "userId", "role") VALUES ($1, 'seed-team-01', $2, 'member')`,
    [`${id}-roster`, id],
  );
  await sql(`INSERT INTO "presence" ("userId", "online") VALUES ($1, true)`, [id]);

  await logIn(page, email, DEMO.password);
  await page.goto('/settings?tab=privacy');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'DANGER ZONE' });
  await expect(dialog.getByRole('heading', { name: 'DANGER ZONE' })).toBeVisible();
  expect(await panelMaxWidth(dialog)).toBe('400px');

  // Refused while on a team: the team is listed with a link, and can be left from here.
  await expect(dialog.getByText('You own or belong to teams.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Austin Dink Dynasty' })).toHaveAttribute(
    'href',
    '/team/seed-team-01',
  );
  await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Leave Austin Dink Dynasty' }).click();
  await expect(page.getByText('You left Austin Dink Dynasty.')).toBeVisible();

  // The exact text DELETE and the current password are needed.
  const confirm = dialog.getByLabel('Type DELETE to confirm');
  const password = dialog.getByLabel('Your password');
  const deleteButton = dialog.getByRole('button', { name: 'Delete my account' });
  await confirm.fill('delete');
  await password.fill('not-my-password');
  await expect(deleteButton).toBeDisabled();
  await confirm.fill('DELETE');
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await expect(dialog.getByText('That password is not right.', { exact: false })).toBeVisible();
  expect(await sql(`SELECT 1 FROM "users" WHERE "id" = $1`, [id])).toHaveLength(1);
  await password.fill(DEMO.password);
  await deleteButton.click();
  await expect(page.getByText('Account deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);

  // Gone, everywhere: no row left, and the password no longer signs in.
  expect(await sql(`SELECT 1 FROM "users" WHERE "id" = $1 OR "email" = $2`, [id, email])).toEqual([]);
  expect(await sql(`SELECT 1 FROM "roster_entries" WHERE "userId" = $1`, [id])).toEqual([]);
  expect(await sql(`SELECT 1 FROM "presence" WHERE "userId" = $1`, [id])).toEqual([]);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('direct messages and unread counts arrive without a reload', async ({ browser }) => {
  const [friend] = await sql<{ email: string; displayName: string }>(
    `SELECT "email", "displayName" FROM "users" WHERE "id" = 'seed-user-000008'`,
  );
  const demo = await (await browser.newContext()).newPage();
  const other = await (await browser.newContext()).newPage();
  await logIn(demo, DEMO.email, DEMO.password);
  await logIn(other, friend.email, DEMO.password);

  await other.goto('/messages');
  await demo.goto('/messages?c=seed-conv-01');
  const text = `Court 3 is free at 6 (${Date.now()})`;
  await demo.getByRole('textbox', { name: 'Message' }).fill(text);
  await demo.getByRole('button', { name: 'Send' }).click();
  await expect(demo.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

  // The other side's list shows the unread message by itself, then the thread shows it.
  const row = other.getByRole('link', { name: /Demo Player/ });
  await expect(row.getByText('1 unread')).toBeVisible();
  await expect(row.getByText(text)).toBeVisible();
  await row.click();
  await expect(other.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  const reply = `See you there (${Date.now()})`;
  await other.getByRole('textbox', { name: 'Message' }).fill(reply);
  await other.getByRole('button', { name: 'Send' }).click();
  await expect(demo.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible();
});

test('logging out clears storage and caches, then shows the login page', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await page.evaluate(async () => {
    localStorage.setItem('beans-tour-skipped', 'true');
    sessionStorage.setItem('draft', 'x');
    const cache = await caches.open('beans-test');
    await cache.put('/probe', new Response('cached'));
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?logout=true$/);
  const left = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    caches: (await caches.keys()).length,
  }));
  expect(left).toEqual({ local: 0, session: 0, caches: 0 });
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth\/login/);
});
