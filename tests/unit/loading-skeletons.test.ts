import { readFileSync } from 'node:fs';
import { createElement, type FC } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BillingLoading from '@/app/(app)/billing/loading';
import DiscoverLoading from '@/app/(app)/discover/(index)/loading';
import HomeLoading from '@/app/(app)/home/loading';

// Issue 35: the main pages' skeletons keep the final layout (not the game and team pages: a loading.tsx there
// streams the page before it knows the id, so an unknown or hidden game or team would answer 200, not 404) — the same width as the page's own container (so
// nothing jumps sideways when it arrives) — and say to screen readers that the page is loading.
const pages: [string, FC, string][] = [
  ['home', HomeLoading, 'app/(app)/home/page.tsx'],
  ['discover', DiscoverLoading, 'components/events/DiscoverView.tsx'],
  ['billing', BillingLoading, 'app/(app)/billing/page.tsx'],
];

const width = (source: string) => source.match(/class(?:Name)?=(?:"|\{`)mx-auto (max-w-\w+)/)?.[1];

describe.each(pages)('%s loading', (_, Loading, page) => {
  const html = renderToStaticMarkup(createElement(Loading));

  it("has the page's width, busy, with a loading text", () => {
    expect(width(html)).toBe(width(readFileSync(page, 'utf8')));
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<span class="sr-only">Loading...</span>');
  });

  it('pulses only where motion is allowed (reduced motion stops it in app/globals.css)', () => {
    expect(html).toContain('animate-pulse');
    expect(readFileSync('app/globals.css', 'utf8')).toMatch(
      /@media \(prefers-reduced-motion: reduce\)[\s\S]*animation-duration: 0\.01ms !important/,
    );
  });
});
