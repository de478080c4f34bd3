'use client';

import { useEffect } from 'react';
import { clearCachesAndWorkers } from '@/components/auth/clear-browser';
import { PUSH_WORKER_PATH } from '@/components/notifications/push-worker';

/** At app start (each full page load), stale caches and service workers go; the Web Push worker stays. */
export function StartupCleanup() {
  useEffect(() => {
    void clearCachesAndWorkers([PUSH_WORKER_PATH]);
  }, []);
  return null;
}
