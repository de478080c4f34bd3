import type { Db } from '@/lib/db';
import { env, type Env } from '@/lib/env';
import type { HostKind } from './routing';

// The allow-list of hosts (proxy.ts): the app's own host names from the configuration, the special
// team-site domain, and verified custom domains read from the database. Lookups are cached per host name
// for a short time (misses too, so a flood of made-up hosts costs one query each per TTL at most, and the
// cache is bounded); Verify and Remove drop the entry at once in this process.

export const HOST_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { value: HostKind; expires: number }>();

const ownCache = new WeakMap<Env, Set<string>>();

/** The app's own host names (always localhost and loopback addresses, so local runs never lock out). */
export function ownHostnames(source: Env = env()): Set<string> {
  const known = ownCache.get(source);
  if (known) return known;
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const url of [source.APP_URL, source.SITE_URL])
    if (url) hosts.add(new URL(url).hostname.toLowerCase());
  for (const h of source.APP_HOSTS?.split(',') ?? []) if (h.trim()) hosts.add(h.trim().toLowerCase());
  ownCache.set(source, hosts);
  return hosts;
}

export function isOwnHostname(hostname: string, source: Env = env()) {
  return ownHostnames(source).has(hostname) || hostname === source.TEAM_SITE_DOMAIN?.toLowerCase();
}

/** What a host name is; the database is asked only for names that are not configured. */
export async function lookupHost(
  db: Db,
  hostname: string,
  now = Date.now(),
  source: Env = env(),
): Promise<HostKind> {
  if (ownHostnames(source).has(hostname)) return { kind: 'app' };
  if (!hostname) return { kind: 'unknown' };
  const hit = cache.get(hostname);
  if (hit && hit.expires > now) return hit.value;
  const value = await readHost(db, hostname, source);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(hostname, { value, expires: now + HOST_CACHE_TTL_MS });
  return value;
}

const publishedSlugs = async (db: Db, websiteId: string) =>
  (
    await db.websitePage.findMany({
      where: { websiteId, website: { draftOfId: null, publishedAt: { not: null } } },
      select: { slug: true },
    })
  ).map((p) => p.slug);

async function readHost(db: Db, hostname: string, source: Env): Promise<HostKind> {
  if (source.TEAM_SITE_DOMAIN && source.TEAM_SITE_ID && hostname === source.TEAM_SITE_DOMAIN.toLowerCase())
    return {
      kind: 'team-site',
      websiteId: source.TEAM_SITE_ID,
      slugs: await publishedSlugs(db, source.TEAM_SITE_ID),
    };
  const row = await db.websiteDomain.findFirst({
    where: { hostname, verifiedAt: { not: null }, website: { draftOfId: null, publishedAt: { not: null } } },
    select: { websiteId: true, website: { select: { pages: { select: { slug: true } } } } },
  });
  return row
    ? { kind: 'site', websiteId: row.websiteId, slugs: row.website.pages.map((p) => p.slug) }
    : { kind: 'unknown' };
}

/** Forget a host name (after Verify / Remove / Publish, which may change its pages), or every one. */
export function forgetHost(hostname?: string) {
  if (hostname) cache.delete(hostname);
  else cache.clear();
}

/** Whether a TLS certificate may be issued for this host name (Caddy's on-demand TLS "ask" endpoint). */
export async function mayIssueCertificate(db: Db, hostname: string): Promise<boolean> {
  const kind = await lookupHost(db, hostname);
  return kind.kind !== 'unknown';
}
