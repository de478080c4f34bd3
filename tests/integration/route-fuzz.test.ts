import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getActiveViewer, getViewer, type Viewer } from '@/lib/auth/viewer';
import { makeUser } from '@/tests/support/factories';

// Issue 20 §2, route handlers: every handler (found from the app folder) answers malformed JSON, a wrong
// content type, an oversized body, hostile query values and unknown ids with a 4xx (or a normal answer),
// for a visitor and for a signed-in user — never a 500 and never a throw.

vi.mock('@/lib/auth/viewer', () => ({
  getActiveViewer: vi.fn(),
  getViewer: vi.fn(),
  requireViewer: vi.fn(),
}));
vi.mock('@/lib/auth/next-auth', () => ({ auth: vi.fn(async () => null), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'user-agent': 'route-fuzz', host: 'localhost' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set() {}, delete() {} }),
}));
// Stripe's webhook verifies a signature first; without a secret configured it must still answer 4xx.
const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({ webhookSecret: 'whsec_route_fuzz', delivery: 'manual' });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_route_fuzz';
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_route_fuzz_connect'; // as the start scripts set it
  return s;
});
afterAll(() => standin.stop());

const root = path.resolve(import.meta.dirname, '../..');
// Auth.js's own endpoints need a Next server and are Auth.js's to test.
const SKIP = [path.join('app', 'api', 'auth', '[...nextauth]', 'route.ts')];

function routeFiles(): string[] {
  return readdirSync(path.join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'route.ts')
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((f) => !SKIP.includes(f))
    .sort();
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
// Every dynamic segment of a route gets a hostile value (Next always passes each one).
const HOSTILE_SEGMENTS = [
  'no-such-id',
  '00000000-0000-4000-8000-000000000000',
  "x' OR '1'='1",
  '../../etc/passwd',
  'a'.repeat(500),
  'NaN',
  '-1',
  '99999999999.png',
];
function paramsOf(file: string, variant: number): Record<string, string | string[]> {
  const names = [...file.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)];
  return Object.fromEntries(
    names.map(([, rest, name], i) => {
      const value = HOSTILE_SEGMENTS[(variant + i) % HOSTILE_SEGMENTS.length];
      return [name, rest ? [value] : value];
    }),
  );
}
const url =
  'http://localhost/x?q=%3Cscript%3E&id=%00&lat=NaN&lng=1e400&since=not-a-date&limit=-5&page=99999999';

function requests(method: string): [string, NextRequest][] {
  const bodyless = method === 'GET' || method === 'DELETE';
  const list: [string, NextRequest][] = [['no body', new NextRequest(url, { method })]];
  if (!bodyless) {
    list.push(
      [
        'malformed JSON',
        new NextRequest(url, { method, body: '{"a":', headers: { 'content-type': 'application/json' } }),
      ],
      [
        'wrong content type',
        new NextRequest(url, { method, body: 'hello', headers: { 'content-type': 'text/plain' } }),
      ],
      [
        'JSON of the wrong shape',
        new NextRequest(url, {
          method,
          body: '[1,null,{"__proto__":{"x":1}}]',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        'a 2 MB body',
        new NextRequest(url, {
          method,
          body: 'x'.repeat(2 * 1024 * 1024),
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['form data without the file', new NextRequest(url, { method, body: new FormData() })],
    );
  }
  return list;
}

const isNextControlFlow = (error: unknown) =>
  error instanceof Error &&
  /NEXT_REDIRECT|NEXT_NOT_FOUND|NEXT_HTTP_ERROR/.test(
    `${error.message}${(error as { digest?: string }).digest ?? ''}`,
  );

describe('every route handler', () => {
  it('answers hostile requests from visitors and signed-in users without a 500', async () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(10);
    const user = (await makeUser('Route Fuzzer')) as unknown as Viewer;
    const problems: string[] = [];
    let calls = 0;
    for (const actor of [null, user]) {
      vi.mocked(getActiveViewer).mockResolvedValue(actor);
      vi.mocked(getViewer).mockResolvedValue(actor);
      for (const file of files) {
        const mod = (await import(path.join(root, file))) as Record<string, unknown>;
        for (const method of METHODS) {
          const handler = mod[method] as ((r: Request, c: unknown) => Promise<Response>) | undefined;
          if (typeof handler !== 'function') continue;
          for (const [n, [what, request]] of requests(method).entries()) {
            calls++;
            const params = paramsOf(file, n);
            const label = `${method} ${file} (${what}, ${actor ? 'signed in' : 'visitor'})`;
            try {
              const response = await handler(request, { params: Promise.resolve(params) });
              if (response.status >= 500) problems.push(`${label}: ${response.status}`);
              await response.body?.cancel();
            } catch (error) {
              if (!isNextControlFlow(error)) problems.push(`${label}: threw ${String(error).slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(40);
  }, 300_000);
});
