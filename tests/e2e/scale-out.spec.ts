import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { postMessages as m } from '@/lib/messages';
import { teamUi } from '@/lib/messages/teams';
import { ORG_SLUG } from '@/prisma/seed-data';
import { E2E_AUTH_SECRET } from '../../playwright.config';
import { sql } from './support/db';
import { instanceFolder, startInstance, startRedis, type Instance } from './support/instances';
import { DEMO, logIn } from './support/players';

// Scale out: two more production instances of the build under test (each with its own copy of .next, `npm
// start`'s script, one PostgreSQL — the e2e database) behind no proxy, so each request picks its instance.
// With REDIS_URL they share Next's data and page caches: what one writes, the other shows within a second —
// posts (write, edit, delete), a published website, an organization's page — and a session made on one works
// on the other. Without REDIS_URL each keeps its own cache: the limitation is shown, not hidden.

const BOARD = '/posts/play-competition/sub-needed';
const WITHIN_A_SECOND = { timeout: 1_000, intervals: [50, 100, 100, 200] };

// Each test starts two production servers (and one a Redis) before it begins.
test.describe.configure({ timeout: 120_000 });

let folders: { a: string; b: string };
test.beforeAll(() => {
  folders = { a: instanceFolder('a'), b: instanceFolder('b') };
});

async function startPair(extra: Record<string, string>): Promise<[Instance, Instance]> {
  const env = { DATABASE_URL: databaseUrl(), AUTH_SECRET: E2E_AUTH_SECRET, ...extra };
  return Promise.all([startInstance(folders.a, env), startInstance(folders.b, env)]);
}

function databaseUrl() {
  return (
    process.env.DATABASE_URL ??
    `postgresql://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? process.env.EMBEDDED_PG_PORT ?? 54331}/beans`
  );
}

/** The page's HTML as a visitor gets it from one instance (no cookies), and whether it came from the cache. */
async function html(
  request: APIRequestContext,
  url: string,
): Promise<{ status: number; body: string; cache: string | undefined }> {
  const response = await request.get(url, { maxRedirects: 0 });
  return {
    status: response.status(),
    body: await response.text(),
    cache: response.headers()['x-nextjs-cache'],
  };
}

/** B serves the board from its cache (a HIT on the second request), without `title`. */
async function cachedWithout(onB: APIRequestContext, title: string) {
  expect((await html(onB, BOARD)).body).not.toContain(title);
  const again = await html(onB, BOARD);
  expect(again.cache).toBe('HIT');
  expect(again.body).not.toContain(title);
}

async function redisKeys(url: string): Promise<string[]> {
  const client = createClient({ url });
  await client.connect();
  try {
    return await client.keys('beans:*');
  } finally {
    client.destroy();
  }
}

async function signedInOn(browser: Browser, instance: Instance): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: instance.url })).newPage();
  await logIn(page, DEMO.email);
  return page;
}

async function writePost(page: Page, title: string) {
  await page.goto(BOARD);
  await page.getByRole('button', { name: m.writePost }).click();
  const dialog = page.getByRole('dialog', { name: m.newPostTitle });
  await dialog.getByLabel(m.titleLabel).fill(title);
  await dialog.getByLabel(m.textLabel).fill('Two instances, one board: this post was written on instance A.');
  await dialog.getByRole('button', { name: m.publish }).click();
  await expect(page.getByText(m.created)).toBeVisible();
}

test('with REDIS_URL, two instances share one cache: what A writes, B shows within a second', async ({
  browser,
  playwright,
}) => {
  const redis = await startRedis();
  const [a, b] = await startPair({ REDIS_URL: redis.url });
  const onB = await playwright.request.newContext({ baseURL: b.url });
  const teamId = `scale-team-${randomUUID()}`;
  let siteId = '';
  try {
    // A session made on A works on B (one AUTH_SECRET, sessions in signed cookies and PostgreSQL).
    const author = await signedInOn(browser, a);
    const elsewhere = await (await browser.newContext({ baseURL: b.url })).newPage();
    await elsewhere.context().addCookies(await author.context().cookies(a.url));
    await elsewhere.goto('/home');
    await expect(elsewhere).toHaveURL(/\/home$/);

    // Posts: B's board is cached (served twice) before A writes; A's write reaches it within a second.
    const title = `Two instances ${Date.now()}`;
    await cachedWithout(onB, title);
    await writePost(author, title);
    await expect.poll(async () => (await html(onB, BOARD)).body, WITHIN_A_SECOND).toContain(title);
    // The cache B read is Redis: the board's page and its data are there, under this build's keys.
    const keys = await redisKeys(redis.url);
    expect(keys.some((k) => k.includes(BOARD))).toBe(true);

    // Edit on A: B's board and the post's own page show the new title.
    const card = author.getByRole('listitem').filter({ has: author.getByRole('heading', { name: title }) });
    await card.getByRole('link', { name: new RegExp(`^${m.viewMore}`) }).click();
    await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const postPath = new URL(author.url()).pathname;
    expect((await html(onB, postPath)).body).toContain(title);
    await author.getByRole('button', { name: 'Edit' }).click();
    const edit = author.getByRole('dialog', { name: m.editPostTitle });
    await edit.getByLabel(m.titleLabel).fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(author.getByText(m.updated)).toBeVisible();
    await expect
      .poll(async () => (await html(onB, BOARD)).body, WITHIN_A_SECOND)
      .toContain(`${title} (edited)`);
    expect((await html(onB, postPath)).body).toContain(`${title} (edited)`);

    // Delete on A: gone from B's board, and B's post page is a 404.
    await author.getByRole('button', { name: 'Delete' }).click();
    await author
      .getByRole('alertdialog', { name: m.deleteConfirmTitle })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(author.getByText(m.deleted)).toBeVisible();
    await expect.poll(async () => (await html(onB, BOARD)).body, WITHIN_A_SECOND).not.toContain(title);
    expect((await html(onB, postPath)).status).toBe(404);

    // A website published on A: B answered 404 before (cached), and serves it within a second after.
    const siteTitle = `Scale Club ${Date.now()}`;
    await author.goto('/site');
    await author.getByRole('link', { name: 'New website' }).first().click();
    await author.getByLabel('Website title').fill(siteTitle);
    await author.getByRole('radio', { name: 'A team' }).check();
    await author.getByRole('button', { name: 'Create website' }).click();
    await expect(author).toHaveURL(/\/site\/build\/[^/?]+/);
    siteId = new URL(author.url()).pathname.split('/').pop()!;
    for (let i = 0; i < 2; i++) expect((await html(onB, `/site/view/${siteId}`)).status).toBe(404);
    await author.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(author.getByText('Your website is live.')).toBeVisible();
    await expect
      .poll(async () => (await html(onB, `/site/view/${siteId}`)).status, WITHIN_A_SECOND)
      .toBe(200);
    expect((await html(onB, `/site/view/${siteId}`)).body).toContain(siteTitle);

    // A change to the published site (a new page, published on A) reaches B too.
    expect((await html(onB, `/site/view/${siteId}/schedule`)).status).toBe(404);
    await author.getByRole('button', { name: 'Add page' }).click();
    const addPage = author.getByRole('dialog', { name: 'Add page' });
    await addPage.getByLabel('Page title').fill('Schedule');
    await addPage.getByLabel('Address').fill('schedule');
    await addPage.getByRole('button', { name: 'Add page' }).click();
    await expect(author.getByText('Page added to the draft.')).toBeVisible();
    await author.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(author.getByText('Your website is live.').last()).toBeVisible();
    await expect
      .poll(async () => (await html(onB, `/site/view/${siteId}/schedule`)).status, WITHIN_A_SECOND)
      .toBe(200);

    // The organization's page: organizations have no edit screen yet, so the change is a team of the
    // organization renamed in its settings on A (updateTeamAction → revalidateOrganization). The team is made
    // here, owned by the demo user.
    await sql(
      `INSERT INTO teams (id, name, "ownerId", "gameTypeId", "organizationId", "cityName", lat, lng, geohash, "updatedAt")
       SELECT $1, $2, 'demo-user', "gameTypeId", "organizationId", "cityName", lat, lng, geohash, now()
         FROM teams WHERE id = 'seed-team-05'`,
      [teamId, 'Scale Ladder'],
    );
    await sql(
      `INSERT INTO roster_entries (id, "teamId", "userId", role) VALUES ($1, $2, 'demo-user', 'owner')`,
      [`${teamId}-owner`, teamId],
    );
    // B renders (and caches) the organization's page with the team as it is now.
    await expect.poll(async () => (await html(onB, `/org/${ORG_SLUG}`)).body).toContain('Scale Ladder');
    const renamed = `Scale Ladder ${Date.now()}`;
    await author.goto(`/team/${teamId}?tab=settings`);
    await author.getByRole('textbox', { name: new RegExp(`^${teamUi.nameLabel}`) }).fill(renamed);
    await author.getByRole('button', { name: teamUi.settingsSave }).click();
    await expect(author.getByText(teamUi.settingsSaved)).toBeVisible();
    await expect
      .poll(async () => (await html(onB, `/org/${ORG_SLUG}`)).body, WITHIN_A_SECOND)
      .toContain(renamed);
  } catch (error) {
    console.log(`--- instance A ---\n${a.log().slice(-4_000)}\n--- instance B ---\n${b.log().slice(-4_000)}`);
    throw error;
  } finally {
    await sql('DELETE FROM teams WHERE id = $1', [teamId]);
    await sql('DELETE FROM websites WHERE "draftOfId" = $1', [siteId]);
    await sql('DELETE FROM websites WHERE id = $1', [siteId]);
    await onB.dispose();
    await Promise.all([a.stop(), b.stop()]);
    await redis.stop();
  }
});

test('without REDIS_URL each instance keeps its own cache: B goes on showing its old board (single-instance limitation)', async ({
  browser,
  playwright,
}) => {
  const [a, b] = await startPair({});
  const onA = await playwright.request.newContext({ baseURL: a.url });
  const onB = await playwright.request.newContext({ baseURL: b.url });
  try {
    const title = `One instance only ${Date.now()}`;
    await cachedWithout(onB, title);
    const author = await signedInOn(browser, a);
    await writePost(author, title);
    // A (which ran the write) shows it at once; B's cached board does not, however long one waits for it
    // (revalidate = false): this is why several instances need REDIS_URL.
    expect((await html(onA, BOARD)).body).toContain(title);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await html(onB, BOARD)).body).not.toContain(title);
  } finally {
    await sql("DELETE FROM posts WHERE title LIKE 'One instance only %'");
    await onA.dispose();
    await onB.dispose();
    await Promise.all([a.stop(), b.stop()]);
  }
});
