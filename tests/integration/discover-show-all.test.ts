import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import DiscoverPage from '@/app/(app)/discover/(index)/page';
import { ToastProvider } from '@/components/ui';
import { requireViewer, type Viewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { makeEvent } from '@/tests/support/events';
import { makeUser, makeUsers } from '@/tests/support/factories';

vi.mock('@/lib/auth/viewer', () => ({
  getActiveViewer: vi.fn(),
  getViewer: vi.fn(),
  requireViewer: vi.fn(),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn(), revalidateTag: vi.fn() }));

// Issue 36: Discover shows the first five of My games and My favorites; the rest is rendered only when asked
// ("Show all N", a link to ?all=mine or ?all=favorites), not sent hidden in every page.

/** Discover's HTML for `viewer` with the URL's query. */
async function discover(viewer: { id: string }, query: Record<string, string> = {}) {
  vi.mocked(requireViewer).mockResolvedValue(
    (await db.user.findUniqueOrThrow({ where: { id: viewer.id } })) as Viewer,
  );
  const page = await DiscoverPage({ searchParams: Promise.resolve(query) });
  // FavoriteButton (a client component) shows its errors in the app's toasts.
  return renderToStaticMarkup(createElement(ToastProvider, null, page)).replaceAll('&amp;', '&');
}

/** The section of the page under a heading (up to the next section). */
const section = (html: string, heading: string) => {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('<section', start);
  return html.slice(start, end === -1 ? undefined : end);
};

const titles = (html: string, prefix: string) =>
  [...html.matchAll(new RegExp(`>(${prefix} \\d+)<`, 'g'))].map(([, t]) => t);

/** The link with this text: its query (as a map) and its fragment. */
const link = (html: string, text: string) => {
  const href = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find(
    ([, , t]) => t === text,
  )?.[1];
  expect(href, text).toBeDefined();
  const url = new URL(href ?? '', 'http://x/discover');
  return { query: Object.fromEntries(url.searchParams), hash: url.hash };
};

describe('Discover: "Show all" renders the rest of a list only when asked', () => {
  it('sends five of My games and of My favorites, and all of one list behind its link', async () => {
    // No go-to city: the page lists no games nearby (they would repeat these titles).
    const viewer = await makeUser('Shower');
    const [host] = await makeUsers(1, 'FavHost');
    for (let i = 0; i < 12; i++) await makeEvent(viewer.id, { title: `Mine ${i}`, hours: 5 + i });
    for (let i = 0; i < 8; i++) {
      const theirs = await makeEvent(host, { title: `Fav ${i}`, hours: 30 + i });
      await db.eventFavorite.create({ data: { userId: viewer.id, eventId: theirs.id } });
    }

    const first = await discover(viewer, { radius: '25' });
    const mine = section(first, 'My games');
    const favorites = section(first, 'My favorites');
    expect(titles(mine, 'Mine')).toEqual(['Mine 0', 'Mine 1', 'Mine 2', 'Mine 3', 'Mine 4']);
    expect(titles(favorites, 'Fav')).toEqual(['Fav 0', 'Fav 1', 'Fav 2', 'Fav 3', 'Fav 4']);
    // The hidden games are not in the page at all (they were inside a closed <details> before).
    expect(first).not.toContain('>Mine 5<');
    expect(first).not.toContain('>Fav 5<');
    // "Show all N" links to the whole list, keeping the page's filters, and lands on the rows that were hidden.
    expect(link(mine, 'Show all 12')).toMatchObject({
      query: { radius: '25', all: 'mine' },
      hash: '#mine-more',
    });
    expect(link(favorites, 'Show all 8')).toMatchObject({
      query: { radius: '25', all: 'favorites' },
      hash: '#favorites-more',
    });

    const all = await discover(viewer, { radius: '25', all: 'mine' });
    const allMine = section(all, 'My games');
    expect(titles(allMine, 'Mine')).toEqual(Array.from({ length: 12 }, (_, i) => `Mine ${i}`));
    expect(allMine).toContain('id="mine-more"');
    const fewer = link(allMine, 'Show fewer');
    expect(fewer).toMatchObject({ query: { radius: '25' }, hash: '#mine-list' });
    expect(fewer.query.all).toBeUndefined();
    // The other list stays short, and keeps its own "Show all".
    expect(titles(section(all, 'My favorites'), 'Fav')).toHaveLength(5);
    expect(link(section(all, 'My favorites'), 'Show all 8').query.all).toBe('favorites');

    const allFavorites = section(await discover(viewer, { all: 'favorites' }), 'My favorites');
    expect(titles(allFavorites, 'Fav')).toHaveLength(8);

    // An unknown list in the URL is ignored (the page shows the short lists).
    expect(titles(section(await discover(viewer, { all: 'everything' }), 'My games'), 'Mine')).toHaveLength(
      5,
    );
  });

  it('a list of five or fewer has no "Show all"', async () => {
    const viewer = await makeUser('Few');
    for (let i = 0; i < 5; i++) await makeEvent(viewer.id, { title: `Mine ${i}`, hours: 5 + i });
    const mine = section(await discover(viewer), 'My games');
    expect(titles(mine, 'Mine')).toHaveLength(5);
    expect(mine).not.toContain('Show all');
  });
});
