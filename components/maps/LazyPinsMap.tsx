'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import type { PinsMapProps } from './PinsMap';

// Leaflet (about 45 KiB gzip with its CSS) is never part of a page's first load: the map's chunk is fetched
// only once its box comes near the viewport, and only on pages that show a map.
const PinsMap = dynamic(() => import('./PinsMap'), {
  ssr: false,
  loading: () => <Skeleton className="h-full w-full rounded-none" />,
});

export function LazyPinsMap({ className, ...props }: PinsMapProps & { className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className={cx('relative isolate overflow-hidden rounded-lg border border-slate-200', className)}
      data-testid="pins-map"
    >
      {near ? <PinsMap {...props} /> : <Skeleton className="h-full w-full rounded-none" />}
    </div>
  );
}
