'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { routeData } from '@/lib/actions/route-data';

/** How often an open page asks for new scores. */
export const POLL_MS = 5000;

/**
 * Keeps a server view fresh: starts from `initial`, fetches `url` (a route answering `{ ok: true, data }`) every POLL_MS while the page is visible (and at
 * once when it becomes visible again), and on `refresh()`. A failed fetch keeps the last data and sets `failed`
 * until a later fetch succeeds.
 */
export function useLiveView<T>(url: string, initial: T) {
  const [data, setData] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
      setData(await routeData<T>(response));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [url]);

  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [refresh]);

  return { data, failed, loading, refresh };
}
