// Server actions posted from another site (docs/security.md, "Cross-site server actions"). Next refuses an action
// whose Origin is not the request's host by throwing inside its action handler, which answers HTTP 500 and logs an
// error; proxy.ts asks this first and answers 403 instead, so a refusal says what it is. The rule is Next's own
// (node_modules/next/dist/server/app-render/action-handler.js): the Origin's host must equal the first
// X-Forwarded-Host, else the Host header; a request without Origin (not a browser's cross-site request) passes on
// to Next, which lets it through too. next.config.mjs sets no serverActions.allowedOrigins, so there are no others.

type Headers = { get(name: string): string | null };
type Request = { method: string; headers: Headers; nextUrl: { pathname: string } };

/** POSTs that Next may treat as a server action: a Next-Action header, or a multipart form (a no-script form). */
export function mayBeServerAction(request: Request): boolean {
  if (request.method !== 'POST' || request.nextUrl.pathname.startsWith('/api/')) return false;
  if (request.headers.get('next-action') !== null) return true;
  return /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
}

/** The Origin's host when it is not this request's host (a cross-site action), else null. */
export function foreignOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin === null) return null;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    originHost = origin;
  }
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || headers.get('host');
  return host && originHost === host ? null : originHost;
}

/** One log line for a refused cross-site action: a refusal, not an error; untrusted values cut short. */
export function logRefusedAction(pathname: string, originHost: string, host: string | null) {
  const cut = (value: string) => (value.length > 100 ? `${value.slice(0, 100)}...` : value);
  console.warn(
    `[csrf] refused a server action to ${cut(pathname)} from origin ${cut(originHost)} (host ${cut(host ?? '-')}): 403`,
  );
}
