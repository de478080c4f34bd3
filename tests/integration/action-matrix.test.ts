import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { actionInfo, type ActionInfo } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { actAs } from '@/tests/support/act-as';
import { eventRows } from '@/tests/support/authz/events';
import { peopleRows } from '@/tests/support/authz/people';
import { teamRows } from '@/tests/support/authz/teams';
import { makeUser } from '@/tests/support/factories';

// Issue 20 §1–2, the part that holds for every server action at once: each exported action goes through the
// pipeline (a new action written any other way fails here), a visitor calling any signed-in action is
// refused with a message and changes nothing in the database, and hostile input sent by a signed-in user
// never ends in an unexpected throw (the pipeline's logged "failed" path, what a user sees as "something went
// wrong") nor leaks an internal error text. Actor by actor (owner, other user, blocked either way, guardian,
// team roles, administrator), each action has a row in the authorization matrix (tests/support/authz/*.ts, run
// by tests/integration/authz-*.test.ts); an action without one fails here.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
// Auth.js needs a Next server; the sign-in actions using it are public and only checked for the pipeline.
vi.mock('@/lib/auth/next-auth', () => ({
  auth: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  LoginError: class LoginError extends Error {},
}));
vi.mock('next-auth', () => ({ AuthError: class AuthError extends Error {} }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  refresh: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));
// What a request would carry; actions read the client's address and user agent from it.
vi.mock('next/headers', () => {
  const jar = new Map<string, string>();
  return {
    headers: async () =>
      new Headers({ 'user-agent': 'action-matrix', 'x-forwarded-for': '203.0.113.20', host: 'localhost' }),
    cookies: async () => ({
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    }),
  };
});

// Billing actions talk to Stripe: here, to the local stand-in (as `npm run dev` does without keys).
const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({ webhookSecret: 'whsec_action_matrix', delivery: 'manual' });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_action_matrix';
  return s;
});
afterAll(() => standin.stop());

const root = path.resolve(import.meta.dirname, '../..');

/** Every module of server actions: a file under lib/, app/ or components/ that starts with 'use server'. */
function actionModules(): string[] {
  const out: string[] = [];
  for (const dir of ['lib', 'app', 'components']) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (/^\s*['"]use server['"]/.test(readFileSync(file, 'utf8'))) out.push(file);
    }
  }
  return out.sort();
}

type Found = { label: string; fn: (input?: unknown) => Promise<unknown>; info?: ActionInfo };
const found: Found[] = [];

beforeAll(async () => {
  for (const file of actionModules()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function') continue;
      found.push({
        label: `${path.relative(root, file)}#${name}`,
        fn: value as Found['fn'],
        info: actionInfo(value),
      });
    }
  }
}, 120_000);

/** Row count and a hash of the contents of every table of the app's schema. */
async function snapshot(): Promise<Map<string, string>> {
  const tables = await db.$queryRaw<{ t: string }[]>`
    SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const parts = tables.map(
    ({ t }) =>
      `SELECT '${t}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`,
  );
  const rows = await db.$queryRawUnsafe<{ t: string; h: string }[]>(parts.join(' UNION ALL '));
  return new Map(rows.map((r) => [r.t, r.h]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([t, h]) => before.get(t) !== h).map(([t]) => t);
}

// A result a form can show: ok, or a refusal with a message or field errors.
function isActionResult(value: unknown): boolean {
  if (!value || typeof value !== 'object' || !('ok' in value)) return false;
  const r = value as { ok: unknown; message?: unknown; fieldErrors?: unknown };
  if (r.ok === true) return true;
  return r.ok === false && (typeof r.message === 'string' || typeof r.fieldErrors === 'object');
}

// Texts that only an internal error would put in front of a user.
const LEAK =
  /prisma|invalid input syntax|violates|constraint|ECONN|TypeError|ReferenceError|stack|at \w+ \(|\bundefined\b|\bnull\b|NaN/i;

const isRedirect = (error: unknown) =>
  error instanceof Error &&
  /NEXT_REDIRECT|NEXT_NOT_FOUND|NEXT_HTTP_ERROR/.test(
    error.message + String((error as { digest?: string }).digest),
  );

describe('every server action', () => {
  it('goes through the action pipeline (defineAction / definePublicAction)', () => {
    expect(found.length).toBeGreaterThan(50);
    const outside = found.filter((f) => !f.info).map((f) => f.label);
    expect(outside).toEqual([]);
  });

  it('has a row in the authorization matrix', () => {
    const names = found.map((f) => f.info?.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const rows = [...peopleRows, ...eventRows, ...teamRows];
    const covered = new Set(rows.map((row) => actionInfo(row.action)?.name));
    expect(covered.has(undefined)).toBe(false);
    const missing = found.filter((f) => !covered.has(f.info?.name)).map((f) => f.label);
    expect(missing).toEqual([]);
  });

  it('refuses a visitor and writes nothing, whatever the input', async () => {
    await makeUser('Someone Else');
    await actAs(null);
    const guarded = found.filter((f) => f.info && f.info.access !== 'public');
    expect(guarded.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const action of guarded) {
      const before = await snapshot();
      for (const input of [undefined, {}, { id: 'x', userId: 'x', eventId: 'x', teamId: 'x' }]) {
        const result = (await action.fn(input)) as { ok: boolean; message?: string };
        if (result?.ok !== false || typeof result.message !== 'string')
          problems.push(`${action.label}: answered a visitor with ${JSON.stringify(result)}`);
      }
      const changed = changedTables(before, await snapshot());
      if (changed.length) problems.push(`${action.label}: a visitor's call changed ${changed.join(', ')}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

// Hostile values: empty, huge, unicode and direction marks, NUL, SQL and HTML fragments, numbers at the
// edges, wrong types and prototype keys.
const hostile = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(100_000),
    '\u202Egnp.exe',
    'a\u0000b',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏓',
    '2026-02-30',
    '25:61',
    'NaN',
    '-1',
    '1e400',
  ),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.NaN, Number.POSITIVE_INFINITY),
  fc.constantFrom(null, undefined, true, false, [], {}, [1, 2], { nested: { deep: 'x' } }),
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.uuid(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3000 }),
);

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  element?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  format?: string;
};

/** A value of the schema's type that a form would send (what a field usually holds), so that one hostile
 * field among plausible ones gets past parsing into the action's own code. */
function plausible(schema: z.ZodType | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  const def = (schema as unknown as { def: Def }).def;
  const limits = schema as unknown as {
    minLength?: number | null;
    maxLength?: number | null;
    minValue?: number | null;
  };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausible(def.innerType, depth + 1);
    case 'pipe':
      return plausible(def.in, depth + 1);
    case 'string': {
      if (def.format === 'email') return 'fuzz@example.com';
      if (def.format === 'uuid' || def.format === 'guid') return '00000000-0000-4000-8000-000000000000';
      if (def.format === 'url') return 'https://example.com/';
      if (def.format === 'datetime') return '2026-12-01T18:00:00Z';
      const min = limits.minLength ?? 0;
      const max = limits.maxLength ?? 40;
      return 'Fuzz value here'.padEnd(min, 'x').slice(0, Math.max(max, 1));
    }
    case 'number':
    case 'int':
      return Math.max(limits.minValue ?? 1, 1);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [plausible(def.element, depth + 1)];
    case 'union':
      return plausible(def.options?.[0], depth + 1);
    case 'date':
      return new Date('2026-12-01T18:00:00Z');
    case 'object':
      return Object.fromEntries(
        Object.entries((schema as z.ZodObject).shape).map(([k, v]) => [
          k,
          plausible(v as z.ZodType, depth + 1),
        ]),
      );
    default:
      return undefined;
  }
}

/** Inputs for one action: for each field, plausible values with that one field hostile; then a few wholly
 * hostile inputs. */
function hostileInputs(info: ActionInfo, perField: number): unknown[] {
  const base = plausible(info.schema);
  const out: unknown[] = [];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of Object.keys(base)) {
      for (const value of fc.sample(hostile, { numRuns: perField, seed: key.length * 7919 + 2026 }))
        out.push({ ...base, [key]: value });
    }
  }
  out.push(
    ...fc.sample(fc.oneof(hostile, fc.dictionary(fc.string({ maxLength: 8 }), hostile)), {
      numRuns: 4,
      seed: 1125,
    }),
  );
  return out;
}

describe('hostile input to every signed-in action', () => {
  const errors = vi.spyOn(console, 'error');
  afterAll(() => errors.mockRestore());

  it('never ends in an unexpected throw or an internal error text', async () => {
    const user = await makeUser('Fuzzer');
    await actAs(user);
    const targets = found.filter((f) => f.info && f.info.access === 'signed-in');
    expect(targets.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let calls = 0;
    let expectedCalls = 0;
    for (const action of targets) {
      const inputs = hostileInputs(action.info!, 6);
      expectedCalls += inputs.length;
      for (const input of inputs) {
        errors.mockClear();
        calls++;
        let result: unknown;
        try {
          result = await action.fn(input);
        } catch (error) {
          if (isRedirect(error)) continue;
          problems.push(`${action.label}: threw ${String(error).slice(0, 200)}`);
          continue;
        }
        const failed = errors.mock.calls.find((c) => String(c[0]).includes('failed'));
        if (failed) problems.push(`${action.label}: unexpected error ${String(failed[1]).slice(0, 300)}`);
        else if (!isActionResult(result))
          problems.push(`${action.label}: answered ${JSON.stringify(result)?.slice(0, 200)}`);
        else {
          const message = (result as { message?: string }).message;
          if (message && LEAK.test(message)) problems.push(`${action.label}: showed "${message}"`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(calls).toBe(expectedCalls);
    expect(calls).toBeGreaterThan(targets.length * 5);
  }, 600_000);
});
