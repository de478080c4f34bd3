'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cx } from './cx';

export type TabBarItem = { value: string; label: string; href: string };

export type TabBarProps = {
  items: TabBarItem[];
  current: string;
  /** Prefix for element ids; tab ids are `${id}-tab-${value}`, panel id is `${id}-panel`. */
  id: string;
  /** Accessible name of the tablist. */
  label?: string;
  className?: string;
};

/**
 * Client part of <Tabs>: link tabs with roving tabindex and arrow-key navigation. On a phone the tabs stay on
 * one row that scrolls sideways (scroll bar hidden), with the selected tab scrolled into view; wider, they wrap.
 */
export function TabBar({ items, current, id, label, className }: TabBarProps) {
  const router = useRouter();
  const listRef = useRef<HTMLDivElement>(null);

  // Bring the selected tab into the row's view (only the row scrolls, never the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && tab) list.scrollLeft = selectedTabScroll(list, tab);
  }, [current]);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined || next === index) return;
    event.preventDefault();
    const tabs = event.currentTarget
      .closest('[role="tablist"]')
      ?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[next]?.focus();
    router.push(items[next].href, { scroll: false });
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={cx(
        // The baseline is an inset shadow, not a border the tabs overlap with -mb-px: in a scrolling row that
        // overhang would add a vertical scroll. The selected tab's own border is drawn over it.
        'flex gap-1 overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_var(--color-slate-200)]',
        // Phones swipe the row, so its scroll bar is hidden; from sm up the tabs wrap instead, so a mouse never
        // needs a hidden scroll to reach one (settings has seven).
        'max-sm:[scrollbar-width:none] max-sm:[&::-webkit-scrollbar]:hidden sm:flex-wrap',
        className,
      )}
    >
      {items.map((item, index) => {
        const selected = item.value === current;
        return (
          <Link
            key={item.value}
            id={`${id}-tab-${item.value}`}
            href={item.href}
            scroll={false}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? `${id}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              // Inside the tab: the scrolling row clips anything drawn outside it.
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700',
              selected
                ? 'border-emerald-700 text-emerald-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </div>
  );
}

/** The row's scrollLeft that shows `tab` whole, moving as little as possible (0 when it already fits). */
export function selectedTabScroll(
  list: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'getBoundingClientRect'>,
  tab: Pick<HTMLElement, 'getBoundingClientRect'>,
): number {
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  const start = box.left - row.left + list.scrollLeft;
  const end = start + box.width;
  if (start < list.scrollLeft) return start;
  if (end > list.scrollLeft + list.clientWidth) return end - list.clientWidth;
  return list.scrollLeft;
}
