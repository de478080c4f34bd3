import { env } from '@/lib/env';

// Where Web Push deliveries may go. A browser's subscription names the URL the worker POSTs to, so an
// unchecked endpoint would let anyone make the server send requests to any address (including internal
// ones). Only the browsers' push services are allowed: Chrome/Edge/Opera (FCM), Firefox (Mozilla
// autopush), legacy Edge (WNS) and Safari (Apple). PUSH_ALLOWED_HOSTS (comma-separated host names, or
// "*.domain" for its subdomains) adds hosts, e.g. a local stand-in push service in tests; it is empty by
// default, and there is no "allow all".

const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

function hostMatches(hostname: string, pattern: string) {
  const p = pattern.trim().toLowerCase();
  if (p.startsWith('*.')) {
    const suffix = p.slice(1); // ".domain"
    // At least two labels after "*." ("*.com" would allow far too much), and a non-empty subdomain.
    return suffix.split('.').length >= 3 && hostname.length > suffix.length && hostname.endsWith(suffix);
  }
  return p !== '' && hostname === p;
}

/** True when `hostname` (lower-case, as URL gives it) is a known push service or a configured extra host. */
export function isPushHostAllowed(hostname: string, extraHosts: readonly string[] = []): boolean {
  return [...KNOWN_PUSH_HOSTS, ...extraHosts].some((pattern) => hostMatches(hostname, pattern));
}

/** The extra hosts of PUSH_ALLOWED_HOSTS (read here only). */
export const configuredPushHosts = (): string[] =>
  (env().PUSH_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);

/** True when Web Push may POST to this endpoint: an https URL at an allowed host, without credentials. */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return isPushHostAllowed(url.hostname, configuredPushHosts());
}
