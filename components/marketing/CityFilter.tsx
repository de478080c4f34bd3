'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { citySearchPage as m } from '@/lib/messages/marketing-ui';

export type CityLink = { label: string; state: string; stateName: string; href: string };

/** The city list of city-search with a filter box (matches the city, its state code or the state's name). */
export function CityFilter({ cities }: { cities: CityLink[] }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const q = query.trim().toLowerCase();
  const shown = q
    ? cities.filter(
        (c) =>
          c.label.toLowerCase().includes(q) ||
          c.state.toLowerCase() === q ||
          c.stateName.toLowerCase().includes(q),
      )
    : cities;
  const byState = new Map<string, CityLink[]>();
  for (const c of shown) byState.set(c.stateName, [...(byState.get(c.stateName) ?? []), c]);
  const states = [...byState.keys()].sort();
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
        {m.searchLabel}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={m.searchPlaceholder}
        autoComplete="off"
        className="mt-2 w-full max-w-md rounded-md border border-slate-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
      />
      <p aria-live="polite" className="sr-only">
        {shown.length}
      </p>
      {states.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-50 p-4 text-slate-700">
          {m.noMatch}{' '}
          <Link href="/discover" className="font-semibold text-emerald-800 underline underline-offset-4">
            {m.openDiscoverAny}
          </Link>
        </p>
      ) : (
        <div className="mt-6 columns-1 gap-8 sm:columns-2 lg:columns-3">
          {states.map((state) => (
            <section key={state} className="mb-6 break-inside-avoid">
              <h3 className="font-semibold text-slate-900">{state}</h3>
              <ul className="mt-2 space-y-1">
                {byState.get(state)!.map((c) => (
                  <li key={c.href}>
                    <Link
                      href={c.href}
                      aria-label={m.openDiscover(c.label)}
                      className="text-emerald-800 underline-offset-4 hover:underline"
                    >
                      {c.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
