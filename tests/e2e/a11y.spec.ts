import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { postMessages } from '@/lib/messages';
import { postPath } from '@/lib/posts/rules';
import { MARKETING_PATHS, OTHER_PUBLIC_PATHS, QUIZ_RESULT_PATHS } from '@/lib/seo/public-pages';
import { DEMO_USER_ID, ORG_SLUG } from '@/prisma/seed-data';
import { sql } from './support/db';
import { onPages } from './support/pages';
import { DEMO, logIn } from './support/players';

// Issue 14: axe (WCAG 2 A and AA) finds nothing on every page of app/ a visitor or a signed-in user can open.
// The routes are read from the page.tsx files, so a new page fails this test until it has a visit below or an
// exclusion with its reason. One browser context, a few pages at a time: the public ones signed out, then
// the demo user's (made an administrator for the admin pages, and briefly without a completed profile for the
// onboarding page). Each page is checked in the light and the dark colour scheme (issue 35: dark mode follows
// the system setting; the scheme is switched on the loaded page, no second load). With A11Y_SHOTS=<dir>, each
// page is also saved at 1280×800 and 390×844, in both schemes.

const SHOTS = process.env.A11Y_SHOTS;

const marketingRoute = (p: string) =>
  p === '/organizer/pricing'
    ? '/organizer/[page]'
    : p === '/member/pricing'
      ? '/member/[page]'
      : p.startsWith('/partners/')
        ? '/partners/[ptype]'
        : p.startsWith('/quiz/pickleball/result/')
          ? '/quiz/pickleball/result/[level]'
          : p.startsWith('/quiz/pickleball-paddle/result/')
            ? '/quiz/pickleball-paddle/result/[profile]'
            : p;

/** Routes that are not visited, and why. */
const EXCLUDED: Record<string, string> = {
  // The public site's pages: one load each there, with every axe rule (best practices too).
  ...Object.fromEntries(
    [
      ...[...MARKETING_PATHS, ...QUIZ_RESULT_PATHS, ...OTHER_PUBLIC_PATHS].map(marketingRoute),
      '/partner/preferred/[id]',
      '/partner/events/[id]',
    ].map((route) => [route, 'marketing.spec.ts runs axe (every rule) on it']),
  ),
  '/bench/hello': 'benchmark fixture (static hello page), not a page for users',
  '/bench/dynamic': 'benchmark fixture (smallest dynamic page), not a page for users',
  '/bench/frame': 'benchmark fixture (the signed-in frame around an empty body), not a page for users',
  '/verify-email': "the same page as auth/verify-email (visited), at the spec's address",
  '/dev/outbox': 'development mail outbox: 404 in production and with SMTP, as in this run',
  '/dev/emails': 'development preview of the mail templates: 404 in production, as in this run',
  '/discover/[context]':
    'serves only "events" and "games", which have their own page.tsx (visited); any other value is a 404',
  '/discover/events/[id]': 're-exports evt/[id] (visited)',
  '/discover/events/[id]/manage': 'permanent redirect to event/[id]/manage (visited)',
  '/games/[id]/manage': 'permanent redirect to event/[id]/manage (visited)',
  '/organization/[id]': 'permanent redirect to org/[slug] (visited)',
  '/places/poster': 'redirects ?id= to places/poster/[id] (visited)',
  '/site/build/[id]':
    "the Puck editor: its canvas, drag handles and side bars are the editor library's own (sites.spec.ts drives it); the published result is visited at site/view",
};

type Visit = {
  route: string;
  path: string;
  /** Opens a dialog or panel on the loaded page before axe runs. */
  open?: (page: Page) => Promise<void>;
};

function appRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Route groups and private folders add no segment; api holds no pages.
        if (entry.name.startsWith('_') || entry.name === 'api') continue;
        const group = entry.name.startsWith('(') && entry.name.endsWith(')');
        walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name]);
      } else if (entry.name === 'page.tsx') {
        routes.push('/' + segments.join('/'));
      }
    }
  };
  walk(path.resolve('app'), []);
  return routes.map((r) => (r === '/' ? r : r.replace(/\/$/, '')));
}

async function one<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(text, values);
  if (!row) throw new Error(`no seeded row for: ${text}`);
  return row;
}

/** Real ids from the seeded data, plus a few rows of the demo user's own that the seed has no example of. */
async function fixtures() {
  const event = await one<{ id: string }>(
    `SELECT id FROM events WHERE "creatorId" = $1 AND NOT cancelled AND "dateStart" > now() + interval '1 day'
     ORDER BY "dateStart" LIMIT 1`,
    [DEMO_USER_ID],
  );
  await sql(
    `INSERT INTO games (id, "eventId", round, "homeName", "awayName", "updatedAt")
     VALUES ('a11y-game', $1, 'Round 1', 'Reds', 'Blues', now()) ON CONFLICT (id) DO NOTHING`,
    [event.id],
  );
  const place = await one<{ id: string }>(
    `SELECT id FROM places WHERE id LIKE 'seed-place-%' ORDER BY id LIMIT 1`,
  );
  // Far from Austin, where places.spec.ts adds its own place and expects it unclustered on the map.
  await sql(
    `INSERT INTO places (id, name, address, sports, "photoUrls", lat, lng, geohash, "createdById", "updatedAt")
     VALUES ('a11y-place', 'A11y Courts', '1701 Wynkoop St, Denver, CO', '{Pickleball}', '{}', 39.7392, -104.9903,
       '9xj64', $1, now())
     ON CONFLICT (id) DO NOTHING`,
    [DEMO_USER_ID],
  );
  // The demo user's own registration, deposit paid: the fill-in view, payment and balance pages.
  await sql(
    `INSERT INTO form_submissions (id, "formId", "versionId", "userId", "submittedById", answers, "paymentStatus",
       "amountDueCents", "amountPaidCents")
     VALUES ('a11y-submission', 'seed-form-apc-registration', 'seed-form-apc-registration-v1', $1, $1,
       '{"f1":"Ada Demo","f2":"(512) 555-0100","f3":"3.5","f4":"M","f5":true}', 'PARTIALLY_PAID', 4500, 2000)
     ON CONFLICT (id) DO NOTHING`,
    [DEMO_USER_ID],
  );
  const member = await one<{ userId: string }>(
    `SELECT "userId" FROM roster_entries WHERE "teamId" = 'seed-team-01' AND "userId" <> $1 AND role IS NOT NULL
     ORDER BY "userId" LIMIT 1`,
    [DEMO_USER_ID],
  );
  const thread = await one<{ id: string }>(
    `SELECT id FROM discussions WHERE "teamId" = 'seed-team-01' AND "parentId" IS NULL ORDER BY "createdAt" LIMIT 1`,
  );
  const host = await one<{ id: string }>(
    `SELECT "creatorId" AS id FROM events WHERE "creatorId" <> $1 AND NOT "isPrivate" ORDER BY "creatorId" LIMIT 1`,
    [DEMO_USER_ID],
  );
  const post = await one<{ id: string; category: string; subCategory: string }>(
    `SELECT id, category, "subCategory" FROM posts WHERE "authorId" = $1 AND "hiddenAt" IS NULL
     ORDER BY "createdAt" LIMIT 1`,
    [DEMO_USER_ID],
  );
  const sitePage = await one<{ slug: string }>(
    `SELECT slug FROM website_pages WHERE "websiteId" = 'seed-website-apc' ORDER BY "sortOrder" OFFSET 1 LIMIT 1`,
  );
  const partner = await one<{ id: string }>(`SELECT id FROM partners ORDER BY id LIMIT 1`);
  return {
    partner: partner.id,
    event: event.id,
    place: place.id,
    member: member.userId,
    thread: thread.id,
    host: host.id,
    post,
    sitePage,
  };
}

async function openDialog(page: Page, button: string, dialog: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  // The dialog's root has no box of its own (its panel is fixed-positioned): wait for its title.
  await expect(
    page.getByRole('dialog', { name: dialog }).getByRole('heading', { name: dialog }),
  ).toBeVisible();
  // Let the opening transition finish before axe reads the colours.
  await page.waitForTimeout(400);
}

function publicVisits(ids: Awaited<ReturnType<typeof fixtures>>): Visit[] {
  return [
    { route: '/', path: '/' },
    { route: '/auth/forgot-password', path: '/auth/forgot-password' },
    { route: '/auth/reset-password', path: '/auth/reset-password?token=a11y-unknown-token' },
    { route: '/auth/verify-email', path: '/auth/verify-email' },
    { route: '/auth/stop-invitations', path: '/auth/stop-invitations?done=1' },
    { route: '/verify-new-email', path: '/verify-new-email?token=a11y-unknown-token' },
    { route: '/posts/[category]', path: '/posts/play-competition' },
    { route: '/posts/[category]/[subcategory]', path: '/posts/play-competition/sub-needed' },
    { route: '/posts/[category]/[subcategory]/[postId]', path: postPath(ids.post) },
    { route: '/org', path: '/org' },
    { route: '/pricing/[audience]', path: '/pricing/member' },
    { route: '/org/[slug]', path: `/org/${ORG_SLUG}` },
    { route: '/site/view/[id]/[[...slug]]', path: '/site/view/seed-website-apc' },
    { route: '/site/view/[id]/[[...slug]]', path: `/site/view/seed-website-apc/${ids.sitePage.slug}` },
    { route: '/organization-website/[id]', path: '/organization-website/seed-org-apc' },
  ];
}

function signedInVisits(ids: Awaited<ReturnType<typeof fixtures>>): Visit[] {
  const form = 'seed-form-apc-registration';
  return [
    { route: '/home', path: '/home' },
    { route: '/discover', path: '/discover' },
    // issue 35: the same games on a map (the list/map toggle)
    { route: '/discover', path: '/discover?view=map&level=any' },
    { route: '/discover/events', path: '/discover/events' },
    { route: '/discover/games', path: '/discover/games' },
    { route: '/discover/games/[id]', path: '/discover/games/a11y-game' },
    { route: '/discover/places', path: '/discover/places' },
    { route: '/evt/[id]', path: `/evt/${ids.event}` },
    // The manage page, Find a sub panel included.
    { route: '/event/[id]/manage', path: `/event/${ids.event}/manage` },
    { route: '/create', path: '/create' },
    { route: '/teams', path: '/teams' },
    { route: '/teams/create', path: '/teams/create' },
    { route: '/teams-v3', path: '/teams-v3' },
    { route: '/leagues', path: '/leagues' },
    { route: '/my-communities', path: '/my-communities' },
    { route: '/external-teams', path: '/external-teams' },
    { route: '/team/[id]', path: '/team/seed-team-01' },
    { route: '/team/[id]', path: '/team/seed-team-02' },
    { route: '/team/[id]', path: '/team/seed-team-01?tab=events' },
    { route: '/team/[id]/discussions/[threadId]', path: `/team/seed-team-01/discussions/${ids.thread}` },
    { route: '/team-not-found', path: '/team-not-found' },
    { route: '/start/community', path: '/start/community' },
    { route: '/start/ambassador', path: '/start/ambassador' },
    { route: '/organizations', path: '/organizations' },
    { route: '/organizations/new', path: '/organizations/new' },
    // The demo user owns the demo organization.
    { route: '/organizations/[id]/manage', path: '/organizations/seed-org-apc/manage' },
    { route: '/notifications', path: '/notifications' },
    { route: '/messages', path: '/messages' },
    { route: '/connect', path: '/connect' },
    { route: '/full-search', path: '/full-search?q=pickleball' },
    { route: '/user-list', path: '/user-list' },
    { route: '/subscriptions', path: '/subscriptions' },
    { route: '/subscriptions/[hostId]', path: `/subscriptions/${ids.host}` },
    { route: '/profile', path: '/profile' },
    { route: '/profile/[userId]', path: `/profile/${ids.member}` },
    { route: '/settings', path: '/settings' },
    { route: '/settings/notifications', path: '/settings/notifications' },
    { route: '/scan', path: '/scan' },
    { route: '/billing', path: '/billing' },
    { route: '/invoices', path: '/invoices' },
    { route: '/transactions', path: '/transactions' },
    { route: '/payment-success', path: '/payment-success' },
    { route: '/admin', path: '/admin' },
    { route: '/admin/flags', path: '/admin/flags' },
    { route: '/admin/posts', path: '/admin/posts' },
    { route: '/admin/ambassadors', path: '/admin/ambassadors' },
    { route: '/admin/partners', path: '/admin/partners' },
    { route: '/admin/partners/new', path: '/admin/partners/new' },
    { route: '/admin/partners/[id]', path: `/admin/partners/${ids.partner}` },
    { route: '/form', path: '/form' },
    { route: '/form/build', path: '/form/build' },
    { route: '/form/build/[id]', path: `/form/build/${form}` },
    { route: '/form/[id]', path: `/form/${form}` },
    { route: '/form/[id]', path: '/form/seed-form-apc-waiver' },
    { route: '/form/[id]/submissions', path: `/form/${form}/submissions` },
    { route: '/form/[id]/[submissionId]', path: `/form/${form}/a11y-submission` },
    { route: '/form/[id]/team-form-add/[userId]', path: `/form/${form}/team-form-add/${ids.member}` },
    { route: '/form/payment/[id]/[submissionId]', path: `/form/payment/${form}/a11y-submission` },
    { route: '/pay-balance/[id]/[submissionId]', path: `/pay-balance/${form}/a11y-submission` },
    { route: '/form/access-denied', path: '/form/access-denied?reason=submissions' },
    { route: '/site', path: '/site' },
    { route: '/site/build', path: '/site/build' },
    { route: '/custom-website', path: '/custom-website' },
    { route: '/places/new', path: '/places/new' },
    { route: '/places/view/[id]', path: `/places/view/${ids.place}` },
    { route: '/places/edit/[id]', path: '/places/edit/a11y-place' },
    { route: '/places/poster/[id]', path: `/places/poster/${ids.place}` },
    {
      route: '/posts/[category]/[subcategory]',
      path: '/posts/play-competition/sub-needed',
      open: (page) => openDialog(page, postMessages.writePost, postMessages.newPostTitle),
    },
    {
      route: '/posts/[category]/[subcategory]/[postId]',
      path: postPath(ids.post),
      open: (page) => openDialog(page, 'Edit', postMessages.editPostTitle),
    },
  ];
}

const WCAG = ['wcag2a', 'wcag2aa'];
const VIEWPORT = { width: 1280, height: 800 };
/** Pages loaded and checked at once (see onPages). */
const PARALLEL_PAGES = 3;

/** axe's WCAG 2 A and AA violations on the page; its best-practice findings are printed, not counted. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const describe = (v: (typeof violations)[number]) =>
    `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`;
  const advice = violations.filter((v) => !v.tags.some((t) => WCAG.includes(t)));
  if (advice.length) console.log(`[axe best practice] ${where}\n  ${advice.map(describe).join('\n  ')}`);
  return violations.filter((v) => v.tags.some((t) => WCAG.includes(t))).map(describe);
}

async function shoot(page: Page, visit: Visit, scheme: Scheme) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const name =
    (visit.path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root') +
    (visit.open ? '_open' : '') +
    (scheme === 'dark' ? '-dark' : '');
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(VIEWPORT);
}

type Scheme = 'light' | 'dark';
const SCHEMES: Scheme[] = ['light', 'dark'];

test('every page of app/ has no axe violations (WCAG 2 A and AA)', async ({ page }) => {
  test.setTimeout(SHOTS ? 1_500_000 : 480_000);
  await page.setViewportSize(VIEWPORT);
  const ids = await fixtures();
  const publicPages = publicVisits(ids);
  const signedInPages = signedInVisits(ids);
  const onboarding: Visit = { route: '/user-onboarding', path: '/user-onboarding' };

  // Every route is visited or excluded with a reason, and nothing else is listed.
  const routes = appRoutes().sort();
  const covered = new Set([...publicPages, ...signedInPages, onboarding].map((v) => v.route));
  expect(
    routes.filter((r) => !covered.has(r) && !EXCLUDED[r]),
    'pages without a visit or an exclusion',
  ).toEqual([]);
  expect(
    [...covered, ...Object.keys(EXCLUDED)].filter((r) => !routes.includes(r)),
    'listed routes without a page.tsx',
  ).toEqual([]);

  const found: Record<string, string[]> = {};
  const check = async (page: Page, visit: Visit) => {
    const response = await page.goto(visit.path);
    expect(response?.status(), visit.path).toBe(200);
    await page.waitForLoadState('networkidle');
    if (visit.open) await visit.open(page);
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      const where = `${visit.path}${visit.open ? ' (dialog)' : ''}${colorScheme === 'dark' ? ' [dark]' : ''}`;
      const violations = await axeViolations(page, where);
      if (violations.length) {
        found[where] = violations;
        console.log(`[axe] ${where}\n  ${violations.join('\n  ')}`);
      }
      await shoot(page, visit, colorScheme);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };

  // The pages are independent: PARALLEL_PAGES of them load and are checked at once, in one context (signed out,
  // then signed in for the second list).
  const context = page.context();
  const setUp = (p: Page) => p.setViewportSize(VIEWPORT);
  await onPages(context, publicPages, PARALLEL_PAGES, check, setUp);

  await logIn(page, DEMO.email);
  await sql(`UPDATE users SET "isAdmin" = true WHERE id = $1`, [DEMO_USER_ID]);
  try {
    await onPages(context, signedInPages, PARALLEL_PAGES, check, setUp);
    // Last, alone: without a completed profile the other pages would send the user here.
    await sql(`UPDATE users SET "hasAdditionalInfo" = false WHERE id = $1`, [DEMO_USER_ID]);
    await check(page, onboarding);
  } finally {
    await sql(`UPDATE users SET "isAdmin" = false, "hasAdditionalInfo" = true WHERE id = $1`, [DEMO_USER_ID]);
  }
  expect(found).toEqual({});
});
