import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { selectedTabScroll, TabBar } from '@/components/ui/TabBar';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

// The team page's six tabs wrapped onto two lines on a 390 px phone. The shared tab bar keeps one row that
// scrolls sideways (scroll bar hidden), brings the selected tab into view, and keeps its tab semantics.
const items = ['roster', 'events', 'seasons', 'discussions', 'passes', 'settings'].map((value) => ({
  value,
  label: value[0].toUpperCase() + value.slice(1),
  href: `/team/t1?tab=${value}`,
}));
const html = renderToStaticMarkup(
  createElement(TabBar, { items, current: 'passes', id: 'team', label: 'Team' }),
).replaceAll('&amp;', '&');
const classesOf = (pattern: RegExp) => (html.match(pattern)?.[1] ?? '').split(/\s+/);

describe('the tab bar', () => {
  it('is one row on a phone that scrolls sideways without a visible scroll bar; tabs never shrink or wrap', () => {
    const list = classesOf(/<div role="tablist"[^>]*class="([^"]*)"/);
    expect(list).toContain('overflow-x-auto');
    expect(list).toContain('max-sm:[scrollbar-width:none]');
    expect(list).toContain('max-sm:[&::-webkit-scrollbar]:hidden');
    // Below sm one row; from sm up they wrap, so no tab hides behind a scroll a mouse cannot see.
    expect(list).not.toContain('flex-wrap');
    expect(list).toContain('sm:flex-wrap');
    // No tab hangs below the row (that would add a vertical scroll to it).
    for (const [, cls] of html.matchAll(/<a [^>]*class="([^"]*)"/g)) {
      expect(cls.split(' ')).toEqual(expect.arrayContaining(['shrink-0', 'whitespace-nowrap']));
      expect(cls).not.toContain('-mb-px');
      // The focus ring is drawn inside the tab, where the scrolling row does not clip it.
      expect(cls.split(' ')).toContain('focus-visible:-outline-offset-2');
    }
  });

  it('keeps the tablist semantics: one selected tab in the tab order, labelled panel ids', () => {
    expect(html).toMatch(/role="tablist" aria-label="Team"/);
    expect([...html.matchAll(/role="tab"/g)]).toHaveLength(6);
    expect([...html.matchAll(/aria-selected="true"/g)]).toHaveLength(1);
    expect(html).toMatch(
      /id="team-tab-passes"[^>]*role="tab" aria-selected="true" aria-controls="team-panel" tabindex="0"/,
    );
    expect([...html.matchAll(/tabindex="-1"/g)]).toHaveLength(5);
  });

  it('scrolls the row just enough to show the selected tab whole', () => {
    const row = (scrollLeft: number) => ({
      scrollLeft,
      clientWidth: 300,
      getBoundingClientRect: () => ({ left: 20, width: 300 }) as DOMRect,
    });
    // Tab positions are on screen (the row starts at x = 20 and is scrolled by scrollLeft).
    const tab = (left: number, width = 80) => ({ getBoundingClientRect: () => ({ left, width }) as DOMRect });
    expect(selectedTabScroll(row(0), tab(20))).toBe(0); // first tab, already shown
    expect(selectedTabScroll(row(0), tab(400))).toBe(160); // off to the right: its end meets the row's end
    expect(selectedTabScroll(row(200), tab(0))).toBe(180); // off to the left: its start meets the row's start
    expect(selectedTabScroll(row(50), tab(100))).toBe(50); // fully shown: no move
  });
});
