'use client';

import { useEffect } from 'react';

const HEARTBEAT_MS = 60_000;

/** Marks the signed-in user online: a heartbeat now and once a minute while the tab is visible. */
export function PresenceHeartbeat() {
  useEffect(() => {
    let last = 0;
    const beat = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < HEARTBEAT_MS - 1000) return;
      last = Date.now();
      void fetch('/api/presence', { method: 'POST', keepalive: true }).catch(() => {});
    };
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, []);
  return null;
}
