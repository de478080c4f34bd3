import 'server-only';
import { revalidatePath } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { fail, invalid, type ActionResult } from '@/lib/action-result';
import { getActiveViewer, type Viewer } from '@/lib/auth/viewer';
import { authMessages } from '@/lib/messages';

// The one pipeline every server action goes through: session → parse → run → revalidate on success,
// with unexpected throws logged under the action's name and answered with the spec's message.
// Actions are public endpoints (a POST reaches them without the page), so none of these steps is optional.

/** A path to revalidate after a successful run; `[path, 'layout']` revalidates everything below it. */
export type RevalidateTarget = string | [string, 'layout' | 'page'];

type Common<T> = {
  /** Log tag, e.g. 'privacy.unblock'. */
  name: string;
  /** Message for an unexpected throw (the error itself only goes to the log). */
  failure: string;
  /**
   * Answer a parse failure with this message instead of field errors — for inputs that are ids, where a
   * malformed value should read as "not found" rather than as a form error.
   */
  invalid?: string;
  /** An expected error (e.g. a unique violation) turned into its own result; anything else is logged. */
  onError?: (error: unknown) => ActionResult<T> | undefined;
  /** Paths revalidated only when the result is ok; a function sees the result's data. */
  revalidate?: RevalidateTarget[] | ((data: T) => RevalidateTarget[]);
};

export type SignedInOptions = {
  /** Require a completed profile (default true, like the pages of the signed-in area). */
  profile?: boolean;
  /** Only administrators. */
  admin?: boolean;
  /** Message for a missing or unverified session (default authMessages.notSignedIn). */
  signedOut?: string;
};

export type ActionFn<T> = (input?: unknown) => Promise<ActionResult<T>>;

/** What the pipeline knows of an action, for the tests that go over every action (issue 20): who may call
 * it and the schema its input is parsed with (absent when chosen per viewer). */
export type ActionInfo = { name: string; access: 'signed-in' | 'admin' | 'public'; schema?: z.ZodType };
const registry = new WeakMap<object, ActionInfo>();
export const actionInfo = (fn: unknown): ActionInfo | undefined =>
  typeof fn === 'function' ? registry.get(fn) : undefined;
function register<F extends object>(fn: F, info: ActionInfo): F {
  registry.set(fn, info);
  return fn;
}

/** A signed-in action: the viewer is loaded (verified e-mail, completed profile unless `profile: false`). */
export function defineAction<S extends z.ZodType, T = undefined>(
  cfg: Common<T> & {
    auth?: SignedInOptions;
    /** The schema, or one chosen per viewer (e.g. the profile form of a new or an existing profile). */
    input: S | ((viewer: Viewer) => S);
  },
  run: (ctx: { input: z.output<S>; viewer: Viewer }) => Promise<ActionResult<T>>,
): ActionFn<T> {
  const { auth = {} } = cfg;
  return register(
    async function action(raw: unknown) {
      const viewer = await getActiveViewer({ profile: auth.profile ?? true });
      if (!viewer || (auth.admin && !viewer.isAdmin)) return fail(auth.signedOut ?? authMessages.notSignedIn);
      const schema = cfg.input instanceof Function ? cfg.input(viewer) : cfg.input;
      return execute(cfg, schema, raw, (input) => run({ input, viewer }));
    },
    {
      name: cfg.name,
      access: auth.admin ? 'admin' : 'signed-in',
      schema: cfg.input instanceof Function ? undefined : cfg.input,
    },
  );
}

/** An action open to visitors (sign-up, sign-in, password reset): no session step. */
export function definePublicAction<S extends z.ZodType, T = undefined>(
  cfg: Common<T> & { input: S },
  run: (ctx: { input: z.output<S> }) => Promise<ActionResult<T>>,
): ActionFn<T> {
  return register(
    async function action(raw: unknown) {
      return execute(cfg, cfg.input, raw, (input) => run({ input }));
    },
    { name: cfg.name, access: 'public', schema: cfg.input },
  );
}

async function execute<S extends z.ZodType, T>(
  cfg: Common<T>,
  schema: S,
  raw: unknown,
  run: (input: z.output<S>) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return cfg.invalid ? fail(cfg.invalid) : invalid(parsed.error);
  let result: ActionResult<T>;
  try {
    result = await run(parsed.data);
  } catch (error) {
    // redirect() and notFound() are thrown on purpose; let Next handle them.
    unstable_rethrow(error);
    const expected = cfg.onError?.(error);
    if (expected) return expected;
    console.error(`[action ${cfg.name}] failed`, error);
    return fail(cfg.failure);
  }
  if (result.ok && cfg.revalidate) {
    const targets = typeof cfg.revalidate === 'function' ? cfg.revalidate(result.data) : cfg.revalidate;
    for (const target of targets) {
      if (typeof target === 'string') revalidatePath(target);
      else revalidatePath(target[0], target[1]);
    }
  }
  return result;
}
