import { PUSH_WORKER_PATH } from '@/components/notifications/push-worker';

// Clears what this site keeps in the browser: local and session storage, IndexedDB, Cache Storage and
// service worker registrations (spec 01 §4, logout and clear). Every step is best effort: a browser
// that lacks or refuses one of them (private mode, old engines) still gets the others.
export async function clearBrowserData(): Promise<void> {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable; nothing to clear then.
  }
  const steps: Promise<unknown>[] = [clearCachesAndWorkers()];
  if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
    steps.push(
      indexedDB.databases().then((dbs) =>
        Promise.all(
          dbs.map(
            (d) =>
              new Promise<void>((resolve) => {
                if (!d.name) return resolve();
                const request = indexedDB.deleteDatabase(d.name);
                request.onsuccess = request.onerror = request.onblocked = () => resolve();
              }),
          ),
        ),
      ),
    );
  }
  await Promise.allSettled(steps);
}

/**
 * Empties Cache Storage and unregisters service workers, except those whose script is in `keep` (02 §9: at
 * app start the caches and registrations are removed; the start-up clean keeps the Web Push worker, which
 * the user turned on themselves). Best effort, like clearBrowserData.
 */
export async function clearCachesAndWorkers(keep: readonly string[] = []): Promise<void> {
  const steps: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') {
    steps.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
  if ('serviceWorker' in navigator) {
    steps.push(
      navigator.serviceWorker.getRegistrations().then((registrations) =>
        Promise.all(
          registrations
            .filter((r) => {
              const script = (r.active ?? r.waiting ?? r.installing)?.scriptURL;
              return !script || !keep.includes(new URL(script).pathname);
            })
            .map((r) => r.unregister()),
        ),
      ),
    );
  }
  await Promise.allSettled(steps);
}

// Where sign-out ends: a full page load (not client navigation), so nothing of the signed-in app stays.
export const SIGNED_OUT_URL = '/auth/login?logout=true';

/** This browser's Web Push endpoint, if it has registered one (best effort: undefined otherwise). */
export async function currentPushEndpoint(): Promise<string | undefined> {
  try {
    if (!('serviceWorker' in navigator)) return undefined;
    const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_PATH);
    return (await registration?.pushManager.getSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}
