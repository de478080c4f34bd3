import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { DEMO_USER_ID } from '@/prisma/seed-data';
import { sql } from './support/db';
import { DEMO, logIn } from './support/players';

// Issue 29 §4: every page of the signed-in area has a way in. Starting on /home, the crawl follows links only
// (the href of every <a> on each page it opens, as a click would; no address is typed), first as the demo user,
// then as an administrator, and must reach every route of app/(app) — a page with an id through a list that
// shows it. The routes are read from the page.tsx files when the test runs, so a new page without a link to it
// fails here until it gets one (or an entry below saying why it is not meant to be linked). Pages that need no
// id must be at most two clicks from /home (one through the side panel, one on the page it opens).

/** Routes that are not linked on purpose, and why. */
const NOT_LINKED: Record<string, string> = {
  '/discover/[context]':
    'the spec’s alias of discover (only events and games answer, each with its page.tsx)',
  '/discover/events': 'the spec’s alias of discover (the same page)',
  '/discover/games': 'the spec’s alias of discover (the same page)',
  '/discover/events/[id]': 'the same page as evt/[id], the address activity-alert mails link to',
  '/discover/events/[id]/manage': 'permanent redirect to event/[id]/manage (old links)',
  '/games/[id]/manage': 'permanent redirect to event/[id]/manage (old links)',
  '/organization/[id]': 'permanent redirect to org/[slug] (old links)',
  '/payment-success': 'where Stripe Checkout returns after a payment',
  '/team-not-found': 'what an unknown team id shows',
  '/form/access-denied': 'where a form the viewer may not open sends them',
  '/user-onboarding': 'the one-time "More Information" form a new account is sent to',
};

const isAdminRoute = (route: string) => route === '/admin' || route.startsWith('/admin/');
const MAX_CLICKS = 2;
/** Pages of one route (and one set of query keys) opened at most, looking for links to the pages below it (a
 * team page's tabs share one key: teams, events and organizations all link to them). */
const PER_ROUTE = 16;
/** Pages opened at most by one crawl (it stops earlier, as soon as every route it looks for is reached). */
const BUDGET = 300;
const PARALLEL_PAGES = 3;

/** Every page of app/(app) as a route pattern, e.g. /team/[id]/discussions/[threadId]. */
function signedInRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith('_')) continue;
        const group = entry.name.startsWith('(') && entry.name.endsWith(')');
        walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name]);
      } else if (entry.name === 'page.tsx') {
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(path.resolve('app/(app)'), []);
  return routes.sort();
}

type Matcher = { route: string; regex: RegExp; rank: number[] };

function matcherOf(route: string): Matcher {
  const segments = route.split('/').filter(Boolean);
  const parts = segments.map((s) =>
    s.startsWith('[[...')
      ? '(?:/.*)?'
      : s.startsWith('[...')
        ? '/.+'
        : s.startsWith('[')
          ? '/[^/]+'
          : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );
  return {
    route,
    regex: new RegExp(`^${parts.join('')}/?$`),
    rank: segments.map((s) => (s.startsWith('[') ? 1 : 0)),
  };
}

/** The route a path belongs to: like Next, a static segment wins over a dynamic one. */
function routeOf(pathname: string, matchers: Matcher[]): string | undefined {
  const hits = matchers.filter((m) => m.regex.test(pathname));
  hits.sort((a, b) => {
    for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
      const d = (a.rank[i] ?? 2) - (b.rank[i] ?? 2);
      if (d) return d;
    }
    return 0;
  });
  return hits[0]?.route;
}

type Found = { depth: number; url: string; from: string; as: string };
type Item = { url: string; depth: number; from: string; key: string; order: number };

/**
 * From /home, opens the linked pages of the signed-in area and records the first time each route is reached,
 * until every target is reached, no link is left or BUDGET pages were opened. The next page is the one whose
 * route (with its query keys) was opened the fewest times so far, then the fewest clicks from /home: every
 * route is tried once before any is tried twice, which finds pages that only some instances link to (the manage
 * page of an event the user hosts) without opening every event. A route is opened at most PER_ROUTE times.
 */
async function crawl(
  context: BrowserContext,
  as: string,
  targets: string[],
  reached: Map<string, Found>,
  matchers: Matcher[],
) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const queued = new Map<string, Item>([
    ['/home', { url: '/home', depth: 0, from: '(start)', key: '/home?', order: 0 }],
  ]);
  const seen = new Set(['/home']);
  const opened = new Map<string, number>();
  const hrefs = new Set<string>();
  const broken: string[] = [];
  let active = 0;
  let order = 0;
  let pages = 0;
  const done = () => pages >= BUDGET || targets.every((t) => reached.has(t));
  const next = (): Item | undefined => {
    let best: Item | undefined;
    const rank = (i: Item) => [opened.get(i.key) ?? 0, i.depth, i.order];
    for (const item of queued.values()) {
      if ((opened.get(item.key) ?? 0) >= PER_ROUTE) continue;
      if (!best) best = item;
      else {
        const [a, b] = [rank(item), rank(best)];
        const d = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
        if (d < 0) best = item;
      }
    }
    if (best) {
      queued.delete(best.url);
      opened.set(best.key, (opened.get(best.key) ?? 0) + 1);
    }
    return best;
  };

  const worker = async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      while (!done()) {
        const item = next();
        if (!item) {
          if (active === 0) break;
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        active++;
        pages++;
        try {
          const response = await page.goto(item.url, { waitUntil: 'load' });
          // Lists that load in the browser (the places map's) are links too.
          await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => {});
          if (new URL(page.url()).pathname === '/discover/places')
            await page
              .getByTestId('places-list')
              .waitFor({ timeout: 15_000 })
              .catch(() => {});
          const status = response?.status() ?? 0;
          if (status >= 400) {
            broken.push(`${item.url} (${status}, linked from ${item.from})`);
            continue;
          }
          const here = new URL(page.url());
          const route = routeOf(here.pathname, matchers);
          if (route && !reached.has(route))
            reached.set(route, { depth: item.depth, url: item.url, from: item.from, as });
          const links = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
          for (const link of links) {
            const url = new URL(link, here);
            if (url.origin !== origin) continue;
            hrefs.add(url.pathname);
            const target = routeOf(url.pathname, matchers);
            if (!target) continue; // outside the signed-in area (board, org pages, marketing): not crawled
            url.hash = '';
            const address = url.pathname + url.search;
            const depth = item.depth + 1;
            const waiting = queued.get(address);
            if (waiting && depth < waiting.depth)
              Object.assign(waiting, { depth, from: here.pathname + here.search });
            if (seen.has(address)) continue;
            seen.add(address);
            const key = `${target}?${[...url.searchParams.keys()].sort().join('&')}`;
            queued.set(address, {
              url: address,
              depth,
              from: here.pathname + here.search,
              key,
              order: ++order,
            });
          }
        } finally {
          active--;
        }
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  console.log(`${as}: ${pages} pages opened`);
  return { hrefs, broken };
}

test('every page of the signed-in area is reached from /home by following links', async ({ page }) => {
  test.setTimeout(900_000);
  const routes = signedInRoutes();
  const matchers = routes.map(matcherOf);
  expect(
    Object.keys(NOT_LINKED).filter((r) => !routes.includes(r)),
    'exclusions without a page.tsx',
  ).toEqual([]);
  const wanted = routes.filter((r) => !NOT_LINKED[r]);

  // Two payments still due on the demo user's form submissions (one unpaid, one with the deposit paid), so that
  // My submissions links to both payment pages (the seed has no submission of the demo user's own).
  await sql(
    `INSERT INTO form_submissions (id, "formId", "versionId", "userId", "submittedById", answers, "paymentStatus",
       "amountDueCents", "amountPaidCents")
     VALUES ('crawl-unpaid', 'seed-form-apc-registration', 'seed-form-apc-registration-v1', $1, $1,
       '{"f1":"Ada Demo","f2":"(512) 555-0100","f3":"3.5","f4":"M","f5":true}', 'UNPAID', 4500, 0),
            ('crawl-balance', 'seed-form-apc-registration', 'seed-form-apc-registration-v1', $1, $1,
       '{"f1":"Ada Demo","f2":"(512) 555-0100","f3":"3.5","f4":"M","f5":true}', 'PARTIALLY_PAID', 4500, 2000)
     ON CONFLICT (id) DO NOTHING`,
    [DEMO_USER_ID],
  );

  const reached = new Map<string, Found>();
  await logIn(page, DEMO.email);
  const context = page.context();
  const asMember = await crawl(
    context,
    'demo user',
    wanted.filter((r) => !isAdminRoute(r)),
    reached,
    matchers,
  );
  // The admin pages are neither linked nor open for a member.
  expect([...asMember.hrefs].filter((h) => isAdminRoute(h))).toEqual([]);
  expect((await page.goto('/admin/posts'))?.status()).toBe(404);

  await sql(`UPDATE users SET "isAdmin" = true WHERE id = $1`, [DEMO_USER_ID]);
  let asAdmin: Awaited<ReturnType<typeof crawl>>;
  try {
    asAdmin = await crawl(context, 'admin', wanted, reached, matchers);
  } finally {
    await sql(`UPDATE users SET "isAdmin" = false WHERE id = $1`, [DEMO_USER_ID]);
  }

  console.log(
    [...reached]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, f]) => `${route}: ${f.depth} click(s) as ${f.as}, ${f.url} from ${f.from}`)
      .join('\n'),
  );
  const broken = [...asMember.broken, ...asAdmin.broken];
  if (broken.length) console.log(`links that answer an error:\n${broken.join('\n')}`);
  expect(
    broken.filter((b) => /\(5\d\d,/.test(b)),
    'links to pages that fail',
  ).toEqual([]);
  expect(
    wanted.filter((r) => !reached.has(r)),
    'pages of app/(app) without a link to them',
  ).toEqual([]);
  expect(
    wanted
      .filter((r) => !r.includes('['))
      .filter((r) => reached.get(r)!.depth > MAX_CLICKS)
      .map((r) => `${r}: ${reached.get(r)!.depth} clicks`),
    `pages more than ${MAX_CLICKS} clicks from /home`,
  ).toEqual([]);
});
