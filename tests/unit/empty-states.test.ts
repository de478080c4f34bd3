import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALERTS_HREF, NoGamesNearby } from '@/components/events/NoGamesNearby';
import { EmptyState } from '@/components/ui';
import { discoverFilterSchema, widerRadius, type DiscoverFilters } from '@/lib/events/schema';

// Issue 35: an empty discover sells the next step (host a game, look further, get alerts) with a picture.
const hrefWith = (filters: DiscoverFilters) => (change: Partial<DiscoverFilters>) =>
  `?${new URLSearchParams(
    Object.entries({ ...filters, ...change }).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()}`;

const render = (query: Record<string, string>, filtered = false) => {
  const filters = discoverFilterSchema.parse(query);
  return renderToStaticMarkup(
    createElement(NoGamesNearby, { filters, filtered, hrefWith: hrefWith(filters) }),
  );
};

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({
    href: href.replaceAll('&amp;', '&'),
    text,
  }));

describe('no games near you', () => {
  it('offers to create a game, to search one radius wider with the same filters, and alerts', () => {
    const html = render({ radius: '25', type: 'Soccer' });
    expect(links(html)).toEqual([
      { href: '/create', text: 'Create a game' },
      { href: expect.stringContaining('radius=50'), text: 'Search within 50 miles' },
      { href: ALERTS_HREF, text: 'Get alerts for new games' },
    ]);
    expect(links(html)[1].href).toContain('type=Soccer');
    expect(html).toContain('No upcoming games within 25 miles yet.');
    expect(html).toContain('data-illustration="games"');
  });

  it('drops the wider search at the widest radius', () => {
    const html = render({ radius: '100' });
    expect(links(html).map((l) => l.text)).toEqual(['Create a game', 'Get alerts for new games']);
  });

  it('says to loosen the filters when other filters are set', () => {
    expect(render({ q: 'futsal' }, true)).toContain('No games match these filters.');
  });
});

describe('widerRadius', () => {
  it('steps through the discover radii', () => {
    expect([5, 10, 25, 50, 100].map((r) => widerRadius(r))).toEqual([10, 25, 50, 100, null]);
  });
  it('steps through the kilometre radii for people who see kilometres', () => {
    expect([10, 25, 50, 100, 150].map((r) => widerRadius(r, 'km'))).toEqual([25, 50, 100, 150, null]);
  });
});

describe('EmptyState', () => {
  it('draws its illustration as decorative, above the heading', () => {
    const html = renderToStaticMarkup(
      createElement(EmptyState, { title: 'Nothing yet', illustration: 'inbox' }),
    );
    expect(html).toMatch(
      /<svg aria-hidden="true"[^>]*data-illustration="inbox"[\s\S]*<h2[^>]*>Nothing yet<\/h2>/,
    );
  });

  it('has no picture unless asked', () => {
    expect(renderToStaticMarkup(createElement(EmptyState, { title: 'Nothing yet' }))).not.toContain('<svg');
  });
});
