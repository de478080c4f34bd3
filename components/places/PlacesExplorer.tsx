'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ButtonLink, Skeleton } from '@/components/ui';
import { routeData } from '@/lib/actions/route-data';
import { placeUi as m } from '@/lib/messages/places';
import type { Bounds } from '@/lib/places/schema';
import type { MapPlace } from '@/lib/places/service';
import type { MapView, TileConfig } from './LeafletPlacesMap';

/** Places load at most once per this many ms of panning (spec 02: "Place load is debounced by 500 ms"). */
export const PLACE_LOAD_DEBOUNCE_MS = 500;

const LeafletPlacesMap = dynamic(() => import('./LeafletPlacesMap'), {
  ssr: false,
  loading: () => <Skeleton className="h-full w-full rounded-none" />,
});

type State = { status: 'loading' | 'ready' | 'error'; places: MapPlace[]; capped: boolean };

// discover/places: the map with the places in view (loaded by the visible bounds, 500 ms after the map stops
// moving: a move that starts again within the 500 ms cancels the load, so panning costs one request) beside a list of the same places, which keyboard and screen-reader users can follow.
export function PlacesExplorer({ view, tiles }: { view: MapView; tiles: TileConfig }) {
  const [state, setState] = useState<State>({ status: 'loading', places: [], capped: false });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const first = useRef(true);

  const load = useCallback(async (bounds: Bounds) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setState((s) => ({ ...s, status: s.places.length ? s.status : 'loading' }));
    try {
      const bbox = [bounds.south, bounds.west, bounds.north, bounds.east].map((v) => v.toFixed(6)).join(',');
      const response = await fetch(`/api/places?bbox=${bbox}`, { signal: controller.signal });
      const body = await routeData<{ places: MapPlace[]; capped: boolean }>(response);
      setState({ status: 'ready', places: body.places, capped: body.capped });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setState((s) => ({ ...s, status: 'error' }));
    }
  }, []);

  const onBounds = useCallback(
    (bounds: Bounds, next: MapView) => {
      // Keep the view in the address so a reload or a shared link opens the same place.
      const url = new URL(window.location.href);
      url.searchParams.set('lat', next.lat.toFixed(5));
      url.searchParams.set('lng', next.lng.toFixed(5));
      url.searchParams.set('z', String(next.zoom));
      window.history.replaceState(window.history.state, '', url);
      if (timer.current) clearTimeout(timer.current);
      if (first.current) {
        first.current = false;
        void load(bounds);
        return;
      }
      timer.current = setTimeout(() => void load(bounds), PLACE_LOAD_DEBOUNCE_MS);
    },
    [load],
  );
  const onMoveStart = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="relative h-[60vh] min-h-80 overflow-hidden rounded-lg border border-slate-300 lg:h-[70vh]">
        <LeafletPlacesMap
          view={view}
          tiles={tiles}
          places={state.places}
          onBounds={onBounds}
          onMoveStart={onMoveStart}
        />
      </div>
      <section aria-labelledby="places-list-heading" className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="places-list-heading" className="text-base font-semibold">
            {m.listLabel}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {state.status === 'loading' ? m.mapLoading : m.mapCount(state.places.length, state.capped)}
          </p>
        </div>
        {state.status === 'error' && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {m.loadFailed}
          </p>
        )}
        {state.status === 'loading' && state.places.length === 0 ? (
          <ul className="space-y-2" aria-hidden>
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-14 w-full" />
              </li>
            ))}
          </ul>
        ) : state.places.length === 0 && state.status === 'ready' ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-5 text-center">
            <p className="font-semibold text-slate-900">{m.mapEmpty}</p>
            <p className="mt-1 text-sm text-slate-600">{m.mapEmptyHint}</p>
            <ButtonLink href="/places/new" size="sm" className="mt-3">
              {m.addPlace}
            </ButtonLink>
          </div>
        ) : (
          <ul className="max-h-[62vh] space-y-2 overflow-y-auto pr-1" data-testid="places-list">
            {state.places.map((p) => (
              <li key={p.id}>
                <Link
                  href={`/places/view/${p.id}`}
                  className="block rounded-md border border-slate-200 bg-white p-3 hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  <span className="block font-semibold text-slate-900">{p.name}</span>
                  <span className="block truncate text-sm text-slate-600">{p.address}</span>
                  {p.sports.length > 0 && (
                    <span className="mt-1 block text-xs text-emerald-800">{p.sports.join(' · ')}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
