'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated this component, true afterwards. Forms that hold a
 * password keep their submit disabled until then: a submit before the scripts run would be the browser's own,
 * not the form's handler.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
