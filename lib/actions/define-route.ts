import 'server-only';
import { NextRequest } from 'next/server';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { invalid as fieldErrorsOf } from '@/lib/action-result';
import { sameOrigin } from '@/lib/auth/same-origin';
import { getActiveViewer, type Viewer } from '@/lib/auth/viewer';
import { authMessages, commonMessages } from '@/lib/messages';

// The one pipeline every route handler (app/**/route.ts) goes through, the twin of defineAction:
// session (or declared public/external) → same-origin check for state changes → body size limit → zod parse of
// { params, query, body } → run → one error-to-status mapping and one answer shape. docs/route-handlers.md.
//
// The answer shape is the actions' ActionResult: `{ ok: true, data, message? }` for `ok(...)`, and
// `{ ok: false, message, fieldErrors? }` with its HTTP status for every failure. A handler that serves a file, a
// feed, a redirect or another caller's format (Stripe, Caddy, calendar apps) returns its own Response.

/** A refusal: the pipeline's one mapping turns `kind` into the HTTP status. */
export type RouteFailure = {
  readonly failure: true;
  kind: FailureKind;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** Seconds, for `limited` (the Retry-After header). */
  retryAfter?: number;
};
type FailureKind =
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'invalid'
  | 'tooLarge'
  | 'unsupported'
  | 'conflict'
  | 'limited'
  | 'unavailable'
  | 'failed';

/** The one error-to-status mapping. */
export const STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  limited: 429,
  failed: 500,
  unavailable: 503,
};

const failure = (kind: FailureKind, message: string, extra: Partial<RouteFailure> = {}): RouteFailure => ({
  failure: true,
  kind,
  message,
  ...extra,
});

/** Builders of refusals; return one from `run` (or throw it) and the pipeline answers with its status. */
export const refuse = {
  unauthorized: (message: string = authMessages.notSignedIn) => failure('unauthorized', message),
  forbidden: (message: string) => failure('forbidden', message),
  notFound: (message: string) => failure('notFound', message),
  invalid: (message: string, fieldErrors?: Record<string, string[]>) =>
    failure('invalid', message, fieldErrors ? { fieldErrors } : {}),
  tooLarge: (message: string) => failure('tooLarge', message),
  unsupported: (message: string) => failure('unsupported', message),
  conflict: (message: string) => failure('conflict', message),
  /** `retryAfter` in seconds: when the caller may try again (at the latest). */
  limited: (message: string, retryAfter: number) => failure('limited', message, { retryAfter }),
  unavailable: (message: string) => failure('unavailable', message),
};

export const isRouteFailure = (value: unknown): value is RouteFailure =>
  typeof value === 'object' && value !== null && (value as { failure?: unknown }).failure === true;

/** A success in the one shape: `{ ok: true, data, message? }`. */
export type RouteOk<T> = { readonly success: true; data: T; message?: string; headers?: HeadersInit };
export const ok = <T>(data: T, options: { message?: string; headers?: HeadersInit } = {}): RouteOk<T> => ({
  success: true,
  data,
  ...options,
});
const isRouteOk = (value: unknown): value is RouteOk<unknown> =>
  typeof value === 'object' && value !== null && (value as { success?: unknown }).success === true;

/** Failures as they go over the wire. */
export function failureResponse(f: RouteFailure, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  if (f.kind === 'limited' && f.retryAfter !== undefined)
    h.set('Retry-After', String(Math.ceil(f.retryAfter)));
  if (!h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
  return Response.json(
    { ok: false, message: f.message, ...(f.fieldErrors && { fieldErrors: f.fieldErrors }) },
    { status: STATUS[f.kind], headers: h },
  );
}

/**
 * Who may call:
 * - `{ profile?, admin? }` (the default `{}`): a signed-in viewer with a verified e-mail (and a completed profile
 *   unless `profile: false`); anyone else gets `signedOut` (401 unless the route says otherwise).
 * - `'optional'`: the viewer when there is one (same rules), null otherwise; the run decides what a visitor sees.
 * - `'public'`: no session is read; open to anyone by design (the docs say why per route).
 * - `'external'`: called by another system (Stripe, Caddy, Auth.js's browser flows, calendar apps) that has no
 *   session and no Origin of ours: no session, no same-origin check; the run checks its own key (signature,
 *   token in the URL) — see docs/route-handlers.md.
 */
export type RouteAuth = { profile?: boolean; admin?: boolean } | 'optional' | 'public' | 'external';

/**
 * How the body is read: `none` (not read), `form` (multipart or urlencoded, to a plain object; File values
 * kept), `json`, `text` (the raw body as a string, e.g. to verify a signature over it), or `untouched` (the
 * handler reads the request itself; only for 'external' routes such as Auth.js's).
 */
export type RouteBody = 'none' | 'form' | 'json' | 'text' | 'untouched';

type ViewerFor<A extends RouteAuth> = A extends 'public' | 'external'
  ? null
  : A extends 'optional'
    ? Viewer | null
    : Viewer;

export type RouteConfig<S extends z.ZodType, A extends RouteAuth> = {
  /** Log tag, e.g. 'avatars.upload'. */
  name: string;
  auth?: A;
  /** The answer to a caller without the session the route needs (default 401 "not signed in"). */
  signedOut?: RouteFailure;
  /**
   * Same-origin check for state-changing methods (POST, PUT, PATCH, DELETE); on by default except for 'external'
   * routes. `'require-origin'` also refuses a request without an Origin header.
   */
  sameOrigin?: boolean | 'require-origin';
  /** The answer to a cross-site request (default 403). */
  crossSite?: RouteFailure;
  body?: RouteBody;
  /** Largest body accepted, in bytes (default 64 KiB); a form body also needs a declared length (readBody). */
  maxBytes?: number;
  /** The answer to a body over `maxBytes` or without a declared length (default 413 with a generic message). */
  tooLarge?: RouteFailure;
  /** Zod schema over `{ params, query, body }` (query: the search parameters as an object). */
  input?: S;
  /**
   * The answer to a parse failure (default: 400 with the first issue's message and every field's errors).
   * Inputs that are ids read better as not found.
   */
  invalid?: RouteFailure | ((error: z.ZodError) => RouteFailure);
  /** Message for an unexpected throw (logged under `name`, answered 500). */
  failure: string;
};

export type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

export type RouteRun<S extends z.ZodType, A extends RouteAuth> = (ctx: {
  input: z.output<S>;
  viewer: ViewerFor<A>;
  request: NextRequest;
}) => Promise<Response | RouteFailure | RouteOk<unknown>>;

/** What the pipeline knows of a route handler, for the tests that go over every route. */
export type RouteInfo = {
  name: string;
  access: 'signed-in' | 'admin' | 'optional' | 'public' | 'external';
  sameOrigin: boolean;
  body: RouteBody;
  maxBytes: number;
};
const registry = new WeakMap<object, RouteInfo>();
export const routeInfo = (fn: unknown): RouteInfo | undefined =>
  typeof fn === 'function' ? registry.get(fn) : undefined;

const DEFAULT_MAX_BYTES = 64 * 1024;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function defineRoute<
  S extends z.ZodType = z.ZodType<unknown>,
  A extends RouteAuth = Record<never, never>,
>(cfg: RouteConfig<S, A>, run: RouteRun<S, A>): RouteHandler {
  const auth: RouteAuth = cfg.auth ?? {};
  const body = cfg.body ?? 'none';
  const maxBytes = cfg.maxBytes ?? DEFAULT_MAX_BYTES;
  const external = auth === 'external';
  if (body === 'untouched' && !external)
    throw new Error(`[route ${cfg.name}] an untouched body is for external routes`);
  const checkOrigin = cfg.sameOrigin ?? !external;
  const handler: RouteHandler = async function route(raw, context) {
    const request = raw instanceof NextRequest ? raw : new NextRequest(raw);
    try {
      let viewer: Viewer | null = null;
      if (typeof auth === 'object' || auth === 'optional') {
        const options = typeof auth === 'object' ? auth : {};
        viewer = await getActiveViewer({ profile: options.profile ?? true });
        if (viewer && options.admin && !viewer.isAdmin) viewer = null;
        if (!viewer && auth !== 'optional') return failureResponse(cfg.signedOut ?? refuse.unauthorized());
      }
      if (checkOrigin && STATE_CHANGING.has(request.method)) {
        if (!sameOrigin(request, { requireOrigin: checkOrigin === 'require-origin' }))
          return failureResponse(cfg.crossSite ?? refuse.forbidden(commonMessages.crossSiteRefused));
      }
      const tooLarge = cfg.tooLarge ?? refuse.tooLarge(commonMessages.requestTooLarge);
      let parsedBody: unknown = undefined;
      if (body !== 'none' && body !== 'untouched') {
        const bytes = await readBody(request, maxBytes, body === 'form');
        if (!bytes) return failureResponse(tooLarge);
        parsedBody = await decodeBody(request, bytes, body);
      }
      const params = (await context?.params) ?? {};
      let input: unknown = {
        params,
        query: Object.fromEntries(request.nextUrl.searchParams),
        body: parsedBody,
      };
      if (cfg.input) {
        const parsed = cfg.input.safeParse(input);
        if (!parsed.success) {
          const answer =
            typeof cfg.invalid === 'function'
              ? cfg.invalid(parsed.error)
              : (cfg.invalid ??
                refuse.invalid(
                  parsed.error.issues[0]?.message ?? commonMessages.somethingWentWrong,
                  fieldErrorsOf(parsed.error).fieldErrors,
                ));
          return failureResponse(answer);
        }
        input = parsed.data;
      }
      const result = await run({ input: input as z.output<S>, viewer: viewer as ViewerFor<A>, request });
      if (result instanceof Response) return result;
      if (isRouteFailure(result)) return failureResponse(result);
      if (isRouteOk(result)) {
        return Response.json(
          { ok: true, data: result.data, ...(result.message !== undefined && { message: result.message }) },
          { headers: result.headers },
        );
      }
      throw new Error('the run answered neither a Response, ok(...) nor a refusal');
    } catch (error) {
      // redirect() and notFound() are thrown on purpose; let Next handle them.
      unstable_rethrow(error);
      if (isRouteFailure(error)) return failureResponse(error);
      console.error(`[route ${cfg.name}] failed`, error);
      return failureResponse(failure('failed', cfg.failure));
    }
  };
  registry.set(handler, {
    name: cfg.name,
    access: typeof auth === 'object' ? (auth.admin ? 'admin' : 'signed-in') : (auth satisfies string),
    sameOrigin: Boolean(checkOrigin),
    body,
    maxBytes,
  });
  return handler;
}

/**
 * The body, at most `max` bytes, or null when it is larger (the one size rule: a declared Content-Length over
 * the limit is refused before anything is read, and the bytes read are counted, so neither a false declaration
 * nor a chunked body gets past it). Form bodies (uploads, form posts) also need a declared length, as browsers
 * always send one: a chunked form body is refused.
 */
async function readBody(request: Request, max: number, requireLength: boolean): Promise<Uint8Array | null> {
  const declared = request.headers.get('content-length');
  if (declared === null && requireLength) return null;
  const length = declared === null ? 0 : declared.trim() === '' ? Number.NaN : Number(declared);
  if (!Number.isFinite(length) || length < 0 || length > max) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

async function decodeBody(request: Request, bytes: Uint8Array, body: RouteBody): Promise<unknown> {
  if (body === 'text') return new TextDecoder().decode(bytes);
  if (body === 'json') {
    try {
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch {
      return undefined;
    }
  }
  // form: multipart or urlencoded, decoded by the platform from the counted bytes.
  const type = request.headers.get('content-type') ?? '';
  const form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } })
    .formData()
    .catch(() => null);
  if (!form) return undefined;
  const out: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form.entries()) if (!(key in out)) out[key] = value;
  return out;
}
