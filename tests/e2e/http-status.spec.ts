import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { DEMO_USER_ID } from '@/prisma/seed-data';
import { authMessages } from '@/lib/messages/auth';
import { crossSiteMessages } from '@/lib/messages/errors';
import { sql } from './support/db';
import { DEMO, logIn, signUpVerified } from './support/players';

// HTTP says what happened (docs/architecture.md, "Status before streaming"): in a plain HTTP request, with no
// script run, an unknown or not-allowed page answers 404 and a page the viewer must leave answers a 3xx, signed in
// and out — never a 200 page that says "not found" or moves in the browser. And a server action posted from
// another site answers 403 before it reaches the action (docs/security.md, "Cross-site server actions").

const UNKNOWN = 'zz-no-such-id-0000';

/** Every page of app/(app) with a dynamic segment, as a route pattern. */
function dynamicRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith('_')) continue;
        const group = entry.name.startsWith('(') && entry.name.endsWith(')');
        walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name]);
      } else if (entry.name === 'page.tsx' && segments.some((s) => s.startsWith('['))) {
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(path.resolve('app/(app)'), []);
  return routes.sort();
}

/** A route's first answer for the demo user when every id in it is unknown: 404 unless listed. */
const SIGNED_IN_UNKNOWN: Record<string, { status: number; location?: RegExp }> = {
  '/discover/events/[id]/manage': { status: 308, location: /\/event\/[^/]+\/manage$/ },
  '/games/[id]/manage': { status: 308, location: /\/event\/[^/]+\/manage$/ },
  '/form/[id]/team-form-add/[userId]': { status: 307, location: /\/form\/access-denied/ },
};

const urlOf = (route: string) =>
  route.replace(/\[context\]/, 'not-a-context').replace(/\[[^\]]+\]/g, UNKNOWN);

async function status(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] ?? '' };
}

test('unknown ids answer 404 (or their documented redirect) signed in, and never 200 signed out', async ({
  page,
  playwright,
  baseURL,
}) => {
  const routes = dynamicRoutes();
  expect(routes.length).toBeGreaterThan(15);
  await logIn(page, DEMO.email);
  const visitor = await playwright.request.newContext({ baseURL });
  const wrong: string[] = [];
  for (const route of routes) {
    const url = urlOf(route);
    const expected = SIGNED_IN_UNKNOWN[route] ?? { status: 404 };
    const signedIn = await status(page.request, url);
    if (
      signedIn.status !== expected.status ||
      (expected.location && !expected.location.test(signedIn.location))
    )
      wrong.push(`signed in ${url}: ${signedIn.status} ${signedIn.location}`);
    const out = await status(visitor, url);
    // A visitor is sent to sign in (307), or told at once that there is nothing there (404); a permanent move of
    // an old address (308) stays one.
    const fine =
      out.status === 404 ||
      (out.status === 307 && /\/auth\/login\?callbackUrl=/.test(out.location)) ||
      (out.status === 308 && expected.status === 308);
    if (!fine) wrong.push(`signed out ${url}: ${out.status} ${out.location}`);
  }
  await visitor.dispose();
  expect(wrong).toEqual([]);
});

test('pages of things the viewer may not manage answer 404 in a plain request', async ({ page }) => {
  const other = async (query: string) => (await sql<{ id: string }>(query, [DEMO_USER_ID]))[0]?.id;
  const cases = [
    ['/event/{id}/manage', await other('SELECT id FROM events WHERE "creatorId" <> $1 LIMIT 1')],
    ['/organizations/{id}/manage', await other('SELECT id FROM organizations WHERE "ownerId" <> $1 LIMIT 1')],
    ['/form/build/{id}', await other('SELECT id FROM forms WHERE "ownerId" <> $1 LIMIT 1')],
  ].filter((c): c is [string, string] => Boolean(c[1]));
  expect(cases.length).toBeGreaterThan(0);
  await logIn(page, DEMO.email);
  for (const [pattern, id] of cases) {
    const url = pattern.replace('{id}', id);
    expect(`${url}: ${(await status(page.request, url)).status}`).toBe(`${url}: 404`);
  }
});

test('an unknown discover context is a 404; a user not yet onboarded is redirected from /home with a 307', async ({
  page,
}) => {
  await logIn(page, DEMO.email);
  const unknown = await page.request.get('/discover/not-a-context', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).not.toContain('aria-busy="true"'); // the not-found page, not a streamed skeleton
  expect((await status(page.request, '/discover/events')).status).toBe(200);

  await page.context().clearCookies();
  await signUpVerified(page, 'http-status'); // ends on the profile form: not onboarded yet
  const home = await status(page.request, '/home');
  expect(home.status).toBe(307);
  expect(home.location).toContain('/user-onboarding?returnTo=%2Fhome');
});

/** The server action request the form sends (headers and body), captured as the browser sends it. */
async function captureAction(page: import('@playwright/test').Page, fill: () => Promise<void>) {
  const sent = page.waitForRequest(
    (r: Request) => r.method() === 'POST' && Boolean(r.headers()['next-action']),
  );
  await fill();
  const request = await sent;
  return { url: request.url(), headers: request.headers(), body: request.postData() ?? '' };
}

test('each visitor form’s action from another site gets 403; from this site without its token, the form’s message', async ({
  page,
  baseURL,
}) => {
  const forms = [
    {
      path: '/auth/login',
      fill: async () => {
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByLabel('Password').fill('not-the-password-1');
        await page.getByRole('button', { name: 'Log in' }).click();
      },
    },
    {
      path: '/auth/sign-up',
      fill: async () => {
        await page.getByLabel('Email').fill('cross.site@example.com');
        await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
        await page.getByLabel('Confirm password').fill('a-long-password-1');
        await page.getByRole('button', { name: 'Sign up' }).click();
      },
    },
    {
      path: '/auth/forgot-password',
      fill: async () => {
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByRole('button', { name: authMessages.sendResetLink }).click();
      },
    },
  ];
  for (const form of forms) {
    await page.goto(form.path);
    const action = await captureAction(page, form.fill);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = {
      'next-action': action.headers['next-action']!,
      'content-type': action.headers['content-type'] ?? 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      cookie,
    };
    const foreign = await page.request.post(action.url, {
      headers: { ...headers, origin: 'https://evil.example' },
      data: action.body,
      maxRedirects: 0,
    });
    expect(`${form.path} ${foreign.status()}`).toBe(`${form.path} 403`);
    expect(await foreign.text()).toBe(crossSiteMessages.refused);

    // The right origin, without the form's token: the action answers with the form's own message.
    const args = JSON.parse(action.body) as Record<string, unknown>[];
    delete args[0]!.csrfToken;
    const own = await page.request.post(action.url, {
      headers: { ...headers, origin: baseURL! },
      data: JSON.stringify(args),
      maxRedirects: 0,
    });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain(authMessages.formExpired);
  }
});
