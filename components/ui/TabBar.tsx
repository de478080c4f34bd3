'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { KeyboardEvent } from 'react';
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

/** Client part of <Tabs>: link tabs with roving tabindex and arrow-key navigation. */
export function TabBar({ items, current, id, label, className }: TabBarProps) {
  const router = useRouter();

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
      role="tablist"
      aria-label={label}
      className={cx('flex flex-wrap gap-1 border-b border-slate-200', className)}
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
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
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
