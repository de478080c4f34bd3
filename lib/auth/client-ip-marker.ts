// Shared by lib/auth/client-ip.ts and proxy.ts (no server-only imports, so the proxy can load it).
export const CLIENT_IP_HEADER = 'x-beans-client-ip';

/** Set by scripts/client-ip-preload.cjs (the same Symbol.for key) in the process it runs in. */
export const PRELOAD_MARKER = Symbol.for('beans.client-ip-preload');

/** True when the preload runs in this process, so every request's client-address header was set by it. */
export const clientIpPreloaded = () => (globalThis as Record<symbol, unknown>)[PRELOAD_MARKER] === true;
