import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProfileGamesTable } from '@/components/events/ProfileGamesTable';
import { gamesQuery } from '@/lib/events/profile-games-query';
import { profileGames } from '@/lib/events/queries';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

vi.mock('@/lib/auth/viewer', () => ({
  getActiveViewer: vi.fn(),
  getViewer: vi.fn(),
  requireViewer: vi.fn(),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn(), revalidateTag: vi.fn() }));

// Issue 36: the profile's games table is rendered on the server, one page of rows, sorted and paged by the URL
// (it was a client table that received every game, up to 200, in the page's payload).

/** The games table of `viewer`'s own profile, as app/(app)/profile/page.tsx renders it for the URL's query. */
async function profile(viewer: { id: string }, query: Record<string, string> = {}) {
  const { games, rating } = await profileGames(viewer.id, viewer.id);
  return renderToStaticMarkup(
    createElement(ProfileGamesTable, {
      games,
      rating,
      query: gamesQuery(query),
      viewerTimeZone: 'America/Chicago',
    }),
  ).replaceAll('&amp;', '&');
}

/** The table's game titles, top to bottom. */
const rows = (html: string) =>
  [...html.matchAll(/<a [^>]*href="\/evt\/[^"]*"[^>]*>(Played [A-Z] \d+)<\/a>/g)].map(([, t]) => t);

const link = (html: string, text: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)(?:<span[^>]*>[^<]*<\/span>)?<\/a>/g)].find(
    ([, , t]) => t === text,
  )?.[1];

describe('profile: games table', () => {
  it('shows ten games a page, newest first; the URL sorts and pages it; unknown values fall back', async () => {
    const me = await makeUser('Table owner');
    // 23 past games hosted by me, one a day; titles run backwards through the alphabet.
    for (let i = 0; i < 23; i++)
      await makeEvent(me.id, {
        title: `Played ${String.fromCharCode(90 - i)} ${i}`,
        hours: -24 * (i + 1),
      });

    const first = await profile(me);
    expect(rows(first)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Played ${String.fromCharCode(90 - i)} ${i}`),
    );
    // The other 13 games are not in the page.
    expect(first).not.toContain('Played P 10');
    expect(first).toContain('Page 1 of 3');
    expect(link(first, 'Next')).toBe('?page=2#games');
    expect(link(first, 'Previous')).toBeUndefined();
    expect(first).toMatch(/aria-sort="descending"[^>]*><a [^>]*>Date/);

    const last = await profile(me, { page: '3' });
    expect(rows(last)).toEqual(['Played D 22', 'Played E 21', 'Played F 20'].reverse());
    expect(last).toContain('Page 3 of 3');
    expect(link(last, 'Previous')).toBe('?page=2#games');
    expect(link(last, 'Next')).toBeUndefined();

    // Sorting by the game's name, A to Z, from the first page; a second click on the header reverses it.
    expect(link(first, 'Game')).toBe('?sort=title&dir=asc#games');
    const byTitle = await profile(me, { sort: 'title', dir: 'asc' });
    expect(rows(byTitle)[0]).toBe('Played D 22');
    expect(rows(byTitle)).toHaveLength(10);
    expect(link(byTitle, 'Game')).toBe('?sort=title&dir=desc#games');
    expect(link(byTitle, 'Next')).toBe('?sort=title&dir=asc&page=2#games');

    // A page past the end shows the last one; nonsense sorts fall back to newest first.
    expect(rows(await profile(me, { page: '9' }))).toHaveLength(3);
    expect(rows(await profile(me, { sort: 'password', dir: 'sideways', page: 'x' }))).toEqual(rows(first));
  });
});
