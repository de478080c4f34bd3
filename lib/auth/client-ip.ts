import 'server-only';
import { headers } from 'next/headers';
import { CLIENT_IP_HEADER, clientIpPreloaded } from './client-ip-marker';

// The client's address, as set by scripts/client-ip-preload.cjs on every request the server receives
// (socket address, or the entry of the outermost of TRUSTED_PROXY_COUNT proxies). Undefined when the
// server runs without the preload (e.g. a bare `next start`): a header is then whatever the client sent, so it
// is ignored here (and dropped by proxy.ts), and per-IP limits are skipped rather than applied to everyone at
// once under one shared "unknown" address.
export { CLIENT_IP_HEADER, clientIpPreloaded, PRELOAD_MARKER } from './client-ip-marker';

let warned = false;
function checked(value: string | null): string | undefined {
  if (value && value !== 'unknown' && clientIpPreloaded()) return value;
  if (!warned) {
    warned = true;
    console.warn('[auth] no client address on the request (start the app with npm run dev / npm start)');
  }
  return undefined;
}

export const clientIpOf = (request: Request) => checked(request.headers.get(CLIENT_IP_HEADER));

export async function requestClientIp(): Promise<string | undefined> {
  return checked((await headers()).get(CLIENT_IP_HEADER));
}

/** A loopback address (this machine). */
export const isLoopback = (ip: string | undefined) =>
  ip === '::1' || (ip !== undefined && /^127(\.\d{1,3}){3}$/.test(ip));
