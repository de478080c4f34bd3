import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { carouselMessages, notFoundMessages, pickleballQuiz } from '@/lib/messages';
import { MARKETING_PATHS, OTHER_PUBLIC_PATHS, QUIZ_RESULT_PATHS } from '@/lib/seo/public-pages';
import { onPages } from './support/pages';
import { DEMO, logIn } from './support/players';

// The public site: every marketing page answers 200 with its own title, description, share tags and canonical
// link and has no axe violations (one load per page); the sitemap lists posts and these pages; the quiz
// result is a shareable page; the carousel works from the keyboard; unknown places show the Beans 404.

const PARTNER_PATHS = [
  '/partner/preferred/riverside-courts',
  '/partner/events/riverside-courts',
  '/partner/events/harbor-rec-center',
];

/** Pages loaded and checked at once (see onPages): they are independent. */
const PARALLEL_PAGES = 3;

/** axe's findings in the light and then the dark colour scheme (issue 35), switched on the loaded page. */
async function axeViolations(page: Page) {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(
      ...violations.map(
        (v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

test('every public page has a unique title, description, share tags, canonical link and no axe violations', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const images = new Set<string>();
  const pages = [...MARKETING_PATHS, ...QUIZ_RESULT_PATHS, ...PARTNER_PATHS];
  await onPages(page.context(), pages, PARALLEL_PAGES, async (page, path) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(description, path).toBeTruthy();
    expect(ogTitle, path).toBeTruthy();
    expect(ogImage, path).toBeTruthy();
    expect(new URL(canonical!).pathname, path).toBe(path);
    expect(titles.get(title), `${path} repeats the title of`).toBeUndefined();
    expect(descriptions.get(description!), `${path} repeats the description of`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description!, path);
    images.add(new URL(ogImage!).pathname);
    expect(await axeViolations(page), path).toEqual([]);
  });
  // The other public pages (board, sign-up, log in) are checked by axe too.
  await onPages(page.context(), OTHER_PUBLIC_PATHS, PARALLEL_PAGES, async (page, path) => {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  });
  // The share images are generated PNGs.
  for (const image of images) {
    const res = await request.get(image);
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type'], image).toBe('image/png');
  }
});

test('the sitemap lists marketing pages, partners, websites and posts; robots keeps crawlers out of the app', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  // The demo organization's published website is a public team page.
  for (const path of [
    '/features',
    '/faqs',
    '/quiz/pickleball',
    '/partner/events/riverside-courts',
    '/site/view/seed-website-apc',
  ]) {
    expect(xml).toContain(`${path}</loc>`);
  }
  expect(xml).toMatch(/<loc>[^<]*\/posts\/[^/<]+\/[^/<]+\/[^/<]+<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Sitemap:');
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

test('the pickleball quiz leads to a shareable result page', async ({ page }) => {
  await page.goto('/quiz/pickleball');
  const answers = ['serve', 'return', 'dinks', 'third', 'strategy'];
  for (const [i, id] of answers.entries()) {
    const question = pickleballQuiz.questions.find((q) => q.id === id)!;
    // 2 + 2 + 3 + 2 + 3 = 12 points → 3.5
    const option = question.options[i % 2 === 0 && i > 0 ? 3 : 2];
    await page
      .getByRole('group', { name: new RegExp(question.text.replace('?', '\\?')) })
      .getByLabel(option.label)
      .check();
  }
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page).toHaveURL(/\/quiz\/pickleball\/result\/3-5$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pickleballQuiz.levels['3-5'].title);
  await expect(page.getByLabel('Copy this link to share your result:')).toHaveValue(
    /\/quiz\/pickleball\/result\/3-5$/,
  );
});

test('the main carousel moves with the keyboard and pauses', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/main-carousel');
  const region = page.getByRole('region', { name: /carousel$/ });
  // Reduced motion: it does not start on its own.
  await expect(region.getByRole('button', { name: carouselMessages.playLabel })).toBeVisible();
  await expect(region.getByRole('group', { name: carouselMessages.slideLabel(1, 5) })).toBeVisible();
  await region.getByRole('button', { name: carouselMessages.next }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(region.getByRole('group', { name: carouselMessages.slideLabel(2, 5) })).toBeVisible();
  await expect(region.getByRole('group', { name: carouselMessages.slideLabel(1, 5) })).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(region.getByRole('group', { name: carouselMessages.slideLabel(5, 5) })).toBeVisible();
  await region.getByRole('button', { name: carouselMessages.playLabel }).click();
  await expect(region.getByRole('button', { name: carouselMessages.pauseLabel })).toBeVisible();
});

test('unknown pages, partner types and partners show the Beans 404', async ({ page }) => {
  for (const path of [
    '/no-such-page',
    '/partners/astronauts',
    '/partner/preferred/northside-sports-dome',
    '/partner/events/nobody',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundMessages.title);
  }
});

test('the main signed-in pages have no axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO.email);
  const paths = ['/home', '/discover', '/teams', '/notifications', '/messages', '/settings', '/profile'];
  await onPages(page.context(), paths, PARALLEL_PAGES, async (page, path) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  });
});
