import { z } from 'zod';

// Environment, validated once with clear messages, and the one place the app reads it (Next's own
// NEXT_RUNTIME/NEXT_PHASE and the NEXT_PUBLIC_ values inlined into browser code excepted). The start scripts
// (scripts/*.ts) validate it before anything starts and fill in DATABASE_URL (embedded PostgreSQL) and a
// generated AUTH_SECRET when they are not set, so nothing is required to run; instrumentation.ts validates it
// again when the server process starts.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgresql:// URL' }).optional(),
  // A read replica of DATABASE_URL (optional): the heavy public reads (discover, search, players near, public
  // pages) go there through lib/db-replica.ts; writes and everything that must read its own writes stay on
  // DATABASE_URL.
  DATABASE_REPLICA_URL: z
    .string()
    .url({ message: 'DATABASE_REPLICA_URL must be a postgresql:// URL' })
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'DATABASE_REPLICA_URL must be a postgresql:// URL')
    .optional(),
  // The shared cache of several app instances (optional): Next's data and page caches in Redis or Valkey
  // (lib/cache/redis-handler.mjs, chosen by next.config.mjs). Unset: each process keeps its own cache.
  REDIS_URL: z
    .string()
    .url({ message: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .refine((v) => /^rediss?:\/\//.test(v), 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  APP_URL: z.string().url().default('http://localhost:3000'),
  // The public site's address for canonical links, the sitemap and share tags (metadataBase). Defaults to
  // APP_URL; set it when the public pages are served from another origin than the app.
  SITE_URL: z.string().url({ message: 'SITE_URL must be an http(s):// URL' }).optional(),
  SMTP_URL: z.string().url({ message: 'SMTP_URL must look like smtp://user:pass@host:port' }).optional(),
  MAIL_FROM: z.string().default('Beans <no-reply@beans.test>'),
  // Stripe. With STRIPE_SECRET_KEY the real service is used; without it the app talks to the local stand-in
  // at STRIPE_LOCAL_URL, which `npm run dev` / `npm start` start and fill in (lib/billing/stripe.ts).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_CONNECT_CLIENT_ID: z.string().optional(),
  // The Connect webhook endpoint's own signing secret (/api/stripe/connect/webhook; events of connected accounts).
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  // The platform's fee on paid events: a percentage of the price (basis points, 500 = 5%) plus a fixed part in cents.
  PLATFORM_FEE_BPS: z.coerce
    .number({ message: 'PLATFORM_FEE_BPS must be a whole number from 0 to 5000 (basis points)' })
    .int('PLATFORM_FEE_BPS must be a whole number from 0 to 5000 (basis points)')
    .min(0, 'PLATFORM_FEE_BPS must be a whole number from 0 to 5000 (basis points)')
    .max(5000, 'PLATFORM_FEE_BPS must be a whole number from 0 to 5000 (basis points)')
    .default(500),
  PLATFORM_FEE_FIXED_CENTS: z.coerce
    .number({ message: 'PLATFORM_FEE_FIXED_CENTS must be a whole number of cents from 0 to 10000' })
    .int('PLATFORM_FEE_FIXED_CENTS must be a whole number of cents from 0 to 10000')
    .min(0, 'PLATFORM_FEE_FIXED_CENTS must be a whole number of cents from 0 to 10000')
    .max(10000, 'PLATFORM_FEE_FIXED_CENTS must be a whole number of cents from 0 to 10000')
    .default(0),
  STRIPE_LOCAL_URL: z.string().url({ message: 'STRIPE_LOCAL_URL must be an http:// URL' }).optional(),
  STRIPE_LOCAL_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535, 'STRIPE_LOCAL_PORT must be a port number')
    .optional(),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: z.string().optional(),
  // Map tiles (places map): a {z}/{x}/{y} raster tile URL and its attribution. Unset: OpenStreetMap's tiles in
  // production, the local placeholder tiles (/api/map-tiles) in development, tests and the e2e profile.
  MAP_TILE_URL: z
    .string()
    .refine((v) => /^(https?:\/\/|\/)/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
      message: 'MAP_TILE_URL must be an http(s):// or /path URL with {z}, {x} and {y}',
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
  // Web Push (optional): without both keys, push means the in-app notification centre only.
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().default('mailto:no-reply@beans.test'),
  // Extra hosts Web Push may deliver to besides the browsers' push services (comma-separated; "*.domain" for
  // its subdomains), e.g. a local stand-in push service in tests. Empty by default.
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  // 'off' keeps the notification worker out of this process (e.g. a web-only instance).
  NOTIFICATION_WORKER: z.enum(['on', 'off']).default('on'),
  // The benchmark fixtures /bench/* (tests/bench): 'on' serves them in production too; otherwise a production
  // server answers 404 there (development and tests always serve them).
  BENCH_ROUTES: z.enum(['on', 'off'], { message: 'BENCH_ROUTES must be on or off' }).default('off'),
  // Connections per process in the app's PostgreSQL pool.
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 200' })
    .int('DATABASE_POOL_SIZE must be a whole number from 1 to 200')
    .min(1, 'DATABASE_POOL_SIZE must be a whole number from 1 to 200')
    .max(200, 'DATABASE_POOL_SIZE must be a whole number from 1 to 200')
    .default(10),
  // Proxies in front of the app whose X-Forwarded-For entry is trusted (scripts/client-ip-preload.cjs reads it
  // before the app starts; validated here too so a bad value stops the start with this message).
  TRUSTED_PROXY_COUNT: z.coerce
    .number({ message: 'TRUSTED_PROXY_COUNT must be a whole number from 0 to 10' })
    .int('TRUSTED_PROXY_COUNT must be a whole number from 0 to 10')
    .min(0, 'TRUSTED_PROXY_COUNT must be a whole number from 0 to 10')
    .max(10, 'TRUSTED_PROXY_COUNT must be a whole number from 0 to 10')
    .default(0),
  // The embedded PostgreSQL's port (npm run dev / npm start / tests) and the app's HTTP port.
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535, 'EMBEDDED_PG_PORT must be a port number')
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65535, 'PORT must be a port number').optional(),
  // Privacy-friendly page-view analytics (a Plausible-compatible, cookieless script): the script's https URL
  // and the site name it reports under. Loaded only when both are set, in production, never in the e2e
  // profile or in development/tests. Read when pages are built (static pages carry the tag).
  ANALYTICS_SCRIPT_URL: z
    .string()
    .url({ message: 'ANALYTICS_SCRIPT_URL must be an https:// URL of the analytics script' })
    .refine(
      (v) => v.startsWith('https://'),
      'ANALYTICS_SCRIPT_URL must be an https:// URL of the analytics script',
    )
    .optional(),
  ANALYTICS_SITE: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'ANALYTICS_SITE must be a domain name such as beans.example.com')
    .optional(),
  BEANS_PROFILE: z.string().optional(),
  // Custom website domains (lib/sites/hosts.ts): more host names of the app itself besides APP_URL's and
  // SITE_URL's (comma-separated); the special team-site domain and the website it serves at / and /home;
  // DNS servers for domain verification (comma-separated ip[:port]; default: the system's).
  APP_HOSTS: z.string().optional(),
  TEAM_SITE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'TEAM_SITE_DOMAIN must be a domain name such as teams.example.com')
    .optional(),
  TEAM_SITE_ID: z.string().min(1).optional(),
  DNS_SERVERS: z.string().optional(),
  // npm start: 'true' loads the demo data into an empty database.
  SEED_DEMO_DATA: z
    .enum(['true', 'false'], { message: "SEED_DEMO_DATA must be 'true' or 'false'" })
    .optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parses an environment; throws one error listing every invalid variable with what it must be. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  return parsed.data;
}

/** The process's environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().NODE_ENV === 'production';

/** Whether /bench/* (the benchmark fixtures) is served: always outside production, else with BENCH_ROUTES=on. */
export const benchRoutesEnabled = (source: Pick<Env, 'NODE_ENV' | 'BENCH_ROUTES'> = env()) =>
  source.NODE_ENV !== 'production' || source.BENCH_ROUTES === 'on';
export const isBenchPath = (pathname: string) => pathname === '/bench' || pathname.startsWith('/bench/');

/** The public site's origin (SITE_URL, else APP_URL), without a trailing slash. */
export const siteUrl = () => (env().SITE_URL ?? env().APP_URL).replace(/\/+$/, '');

/**
 * The page-view script to load, or null: only with both analytics variables set, in production, and not in
 * the e2e profile (tests and development never load it).
 */
export function analyticsScript(source: Env = env()): { src: string; site: string } | null {
  if (source.NODE_ENV !== 'production' || source.BEANS_PROFILE === 'e2e') return null;
  if (!source.ANALYTICS_SCRIPT_URL || !source.ANALYTICS_SITE) return null;
  return { src: source.ANALYTICS_SCRIPT_URL, site: source.ANALYTICS_SITE };
}

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const LOCAL_TILE_URL = '/api/map-tiles/{z}/{x}/{y}';

/**
 * The map's raster tiles: MAP_TILE_URL (with MAP_TILE_ATTRIBUTION) when set; else OpenStreetMap's in
 * production and local placeholder tiles everywhere else (development, tests, the e2e profile), so nothing
 * leaves the machine there.
 */
export function mapTiles(source: Env = env()): { url: string; attribution: string; placeholder: boolean } {
  if (source.MAP_TILE_URL) {
    const osm = source.MAP_TILE_URL.includes('tile.openstreetmap.org');
    return {
      url: source.MAP_TILE_URL,
      attribution: source.MAP_TILE_ATTRIBUTION ?? (osm ? OSM_ATTRIBUTION : ''),
      placeholder: source.MAP_TILE_URL.startsWith(LOCAL_TILE_URL),
    };
  }
  if (source.NODE_ENV === 'production' && source.BEANS_PROFILE !== 'e2e') {
    return {
      url: OSM_TILE_URL,
      attribution: source.MAP_TILE_ATTRIBUTION ?? OSM_ATTRIBUTION,
      placeholder: false,
    };
  }
  return {
    url: LOCAL_TILE_URL,
    attribution: source.MAP_TILE_ATTRIBUTION ?? 'Offline placeholder map',
    placeholder: true,
  };
}
