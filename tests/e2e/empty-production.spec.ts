import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { E2E_SMTP_PORT } from '../../playwright.config';
import { startApp } from '../bench/app-server';
import { GAME_TYPES } from '@/lib/reference-data';
import { completeProfile, newPlayer, signUpVerified } from './support/players';

// Issue 29 §1: a real deployment works on day one. A second production server (scripts/start.ts, as `npm start`
// runs it with NODE_ENV=production and no SEED_DEMO_DATA) on its own EMPTY embedded database, beside the suite's
// demo server: sign-up, "More Information" lists the sports, /create lists them, the pricing pages show both
// plans with their prices, and a game is created by one new user and joined by another.

const PORT = Number(process.env.E2E_EMPTY_PORT ?? 3107);
const PG_PORT = Number(process.env.E2E_EMPTY_PG_PORT ?? 54347);
const BASE = `http://localhost:${PORT}`;

let stop: (() => void) | undefined;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // The e2e profile: a fresh data directory each run (here our own), local map tiles, no analytics.
    BEANS_PROFILE: 'e2e',
    EMBEDDED_PG_DATA_DIR: path.resolve('.data/e2e-empty'),
    EMBEDDED_PG_PORT: String(PG_PORT),
    PORT: String(PORT),
    APP_URL: BASE,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    AUTH_SECRET: 'e2e-empty-secret-e2e-empty-secret-e2e-empty-secret',
  };
  // The documented production setting: no demo data, no Stripe stand-in, the database of its own.
  delete env.SEED_DEMO_DATA;
  delete env.STRIPE_STANDIN;
  delete env.DATABASE_URL;
  stop = await startApp(env, BASE);
});

test.afterAll(() => stop?.());

async function own<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({
    connectionString: `postgresql://postgres:postgres@localhost:${PG_PORT}/beans`,
  });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

test('a production start on an empty database has sports and plans: sign up, create a game, join it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Nothing of the demo: no demo user, no fictional partners.
  expect(await own('SELECT 1 FROM users')).toEqual([]);
  expect(await own('SELECT 1 FROM partners')).toEqual([]);

  // Sign-up → "More Information" lists every sport.
  await signUpVerified(page, 'first-organizer');
  await page.goto('/user-onboarding');
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  for (const sport of GAME_TYPES)
    await expect(page.getByRole('checkbox', { name: sport, exact: true })).toBeVisible();
  await completeProfile(page, 'Orla Organizer');
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);

  // The pricing pages show both plans with their prices.
  await page.goto('/organizer/pricing');
  await expect(page.getByRole('heading', { name: 'Organizer Pro', exact: true })).toBeVisible();
  await expect(page.getByText('$19.99')).toBeVisible();
  await page.goto('/member/pricing');
  await expect(page.getByRole('heading', { name: 'Member Plus', exact: true })).toBeVisible();
  await expect(page.getByText('$49.99')).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'See organizer plans' })).toHaveAttribute(
    'href',
    '/organizer/pricing',
  );

  // /create lists the sports, and a game is created.
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Create a game' })).toBeVisible();
  const options = await page.getByLabel('Game type').locator('option').allTextContents();
  for (const sport of GAME_TYPES) expect(options).toContain(sport);
  const title = `Opening day ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Game type').selectOption({ label: 'Soccer' });
  await page.getByLabel('City').fill('Denver');
  await page.getByRole('option', { name: 'Denver, CO' }).first().click();
  await page.getByLabel('Venue or address').fill('City Park, field 2');
  await page.getByLabel(/^Date\b/).fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Spots', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Create game' }).click();
  await expect(page).toHaveURL(/\/evt\/[^/]+$/);
  const gamePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // A second new user joins it.
  const joiner = await (await browser.newContext({ baseURL: BASE })).newPage();
  await newPlayer(joiner, 'Jo Joiner');
  await joiner.goto(gamePath);
  await expect(joiner.getByRole('heading', { name: title })).toBeVisible();
  await joiner.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(joiner.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
  await joiner.context().close();
});
