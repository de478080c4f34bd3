// Which response a request gets, by the kind of host it came to (proxy.ts). Pure, so the whole matrix is
// tested without a server. The app's own hosts go on to the app; a verified custom domain serves its
// website at the root and its pages at /{slug}; the special team-site domain serves its team site at / and
// /home (and its pages). A form (and what filling one needs: sign-in, Auth.js, user-onboarding) is sent on to
// the same address on the app's own host: a domain's owner controls where its traffic goes (only its TXT record
// is verified), so passwords are never typed on, nor sessions issued to, a custom domain. Anything else (an
// address that is not one of the site's published pages too), and every unknown host, is 404.

export type HostKind =
  | { kind: 'app' }
  | { kind: 'site'; websiteId: string; slugs: string[] }
  | { kind: 'team-site'; websiteId: string; slugs: string[] }
  | { kind: 'unknown' };

export type HostRoute =
  | { action: 'next' }
  | { action: 'rewrite'; path: string }
  | { action: 'app' } // the same path and query on the app's own host (APP_URL)
  | { action: 'not-found' };

/** The header that tells a site page it is served on its own domain (set by proxy.ts, never by a client). */
export const SITE_HOST_HEADER = 'x-beans-site-host';

const FORM_PREFIXES = ['/form', '/auth', '/api/auth', '/user-onboarding'];
const under = (path: string, prefixes: string[]) =>
  prefixes.some((p) => path === p || path.startsWith(`${p}/`));
const PAGE_SLUG = /^\/([a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?)\/?$/;

export const sitePath = (websiteId: string, slug?: string) =>
  `/site/view/${encodeURIComponent(websiteId)}${slug ? `/${slug}` : ''}`;

export function routeForHost(host: HostKind, pathname: string): HostRoute {
  if (host.kind === 'app') return { action: 'next' };
  if (host.kind === 'unknown') return { action: 'not-found' };
  if (under(pathname, FORM_PREFIXES)) return { action: 'app' };
  if (pathname === '/' || pathname === '') return { action: 'rewrite', path: sitePath(host.websiteId) };
  if (host.kind === 'team-site' && (pathname === '/home' || pathname === '/home/'))
    return { action: 'rewrite', path: sitePath(host.websiteId) };
  const page = PAGE_SLUG.exec(pathname);
  if (page && host.slugs.includes(page[1]))
    return { action: 'rewrite', path: sitePath(host.websiteId, page[1]) };
  return { action: 'not-found' };
}

/** The host name of a Host header: lower case, without port or trailing dot ('' when absent). */
export function hostnameOf(hostHeader: string | null | undefined): string {
  if (!hostHeader) return '';
  const value = hostHeader.trim().toLowerCase();
  const withoutPort = value.startsWith('[')
    ? value.slice(0, value.indexOf(']') + 1)
    : value.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}
