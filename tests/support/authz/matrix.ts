import { expect, vi } from 'vitest';
import type { ActionFn } from '@/lib/actions/define-action';
import { actionInfo } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { actAs } from '@/tests/support/act-as';
import { makeUser, uniqueTag } from '@/tests/support/factories';

// The authorization matrix of issue 20 §1: every server action × every kind of caller. A row says which
// resource the action is about (built by `setup` and owned by the `owner` actor) and who may act on it; every
// other caller must get a refusal (ok: false with a message or field errors; never a throw, never the
// pipeline's logged "failed" path, which a user sees as a 500-like "something went wrong"), and the database
// must be exactly as before (row count and checksum of every table). The enumeration guard in
// action-matrix.test.ts fails for an action without a row.

export const ACTORS = [
  'anonymous',
  'owner',
  'other',
  'blocked', // the owner blocked them
  'blocker', // they blocked the owner
  'guardian', // parent of the owner (accepted family link)
  'teamAdmin',
  'manager',
  'player',
  'invitee', // pending invitation to the world's teams
  'siteAdmin', // an administrator of the platform
] as const;
export type Actor = (typeof ACTORS)[number];
/** Every signed-in actor but the blocked ones: whom an action "anyone signed in may do" allows. */
export const SIGNED_IN: Actor[] = ACTORS.filter((a) => a !== 'anonymous');
export const UNBLOCKED: Actor[] = SIGNED_IN.filter((a) => a !== 'blocked' && a !== 'blocker');
/** Managers of the world's teams (owner included). */
export const TEAM_MANAGERS: Actor[] = ['owner', 'teamAdmin', 'manager'];
export const TEAM_ADMINS: Actor[] = ['owner', 'teamAdmin'];
export const TEAM_MEMBERS: Actor[] = ['owner', 'teamAdmin', 'manager', 'player'];

type User = { id: string; email: string };

export type World = {
  users: Record<Exclude<Actor, 'anonymous'>, User>;
  /** A new team of the owner with every role (admin, manager, player, pending invitee), for rows that
   * change a team (each call gets its own, so the shared world stays as built). */
  team: (extra?: {
    joinPolicy?: 'OPEN' | 'REQUEST' | 'INVITE_ONLY';
    kind?: 'TEAM' | 'COMMUNITY' | 'LEAGUE';
  }) => Promise<{
    id: string;
    entry: (actor: Actor) => Promise<string>;
  }>;
  /** A throwaway signed-in user (for self rows and as a target). */
  fresh: (name?: string) => Promise<User>;
  tag: () => string;
};

export async function buildWorld(): Promise<World> {
  const names: [Exclude<Actor, 'anonymous'>, string][] = [
    ['owner', 'Owner Olsen'],
    ['other', 'Other Oakes'],
    ['blocked', 'Blocked Baker'],
    ['blocker', 'Blocker Banks'],
    ['guardian', 'Guardian Grey'],
    ['teamAdmin', 'Admin Adams'],
    ['manager', 'Manager Moss'],
    ['player', 'Player Park'],
    ['invitee', 'Invitee Ivy'],
    ['siteAdmin', 'Site Admin'],
  ];
  const users = Object.fromEntries(
    await Promise.all(
      names.map(async ([key, name]) => [
        key,
        await makeUser(name, { fullName: name, isAdmin: key === 'siteAdmin' }),
      ]),
    ),
  ) as World['users'];
  await db.block.create({ data: { blockerId: users.owner.id, blockedUserId: users.blocked.id } });
  await db.block.create({ data: { blockerId: users.blocker.id, blockedUserId: users.owner.id } });
  await db.familyConnection.create({
    data: {
      id: `fm_${uniqueTag()}`,
      requesterId: users.guardian.id,
      recipientId: users.owner.id,
      requesterName: 'Guardian Grey',
      recipientName: 'Owner Olsen',
      requesterRelation: 'CHILD',
      recipientRelation: 'PARENT',
      isRecipientPlatformUser: true,
      status: 'ACCEPTED',
    },
  });
  const team: World['team'] = async (extra = {}) => {
    const t = await db.team.create({
      data: {
        name: `Matrix ${uniqueTag()}`,
        ownerId: users.owner.id,
        joinPolicy: extra.joinPolicy ?? 'INVITE_ONLY',
        kind: extra.kind ?? 'TEAM',
        roster: {
          create: [
            { userId: users.owner.id, role: 'owner' },
            { userId: users.teamAdmin.id, role: 'admin' },
            { userId: users.manager.id, role: 'manager' },
            { userId: users.player.id, role: 'player' },
            { userId: users.invitee.id, role: 'pending-player', invitedById: users.owner.id },
          ],
        },
      },
    });
    return {
      id: t.id,
      entry: async (actor) =>
        (
          await db.rosterEntry.findFirstOrThrow({
            where: { teamId: t.id, userId: users[actor as Exclude<Actor, 'anonymous'>].id },
          })
        ).id,
    };
  };
  return {
    users,
    team,
    fresh: (name = 'Fresh Face') => makeUser(name, { fullName: name }),
    tag: uniqueTag,
  };
}

type Input = unknown;
type Result = { ok: boolean; message?: string; fieldErrors?: unknown; data?: unknown };

/** The caller a setup or effect is for: an actor of the world, or (self rows) the fresh user who calls. */
export type Who = Actor & User;

/**
 * One row per action (or per resource an action may name). Three kinds:
 * - `setup` + `allowed`: builds the owner's resource and the input naming it (`who` is the actor who will call,
 *   for inputs that name the caller); the allowed actors succeed (or get `allowedMessage`), the others are refused.
 * - `self`: the caller's own settings or a new thing of theirs; no resource of someone else is named, so "owner"
 *   is the caller. A visitor is refused; with a setup, a fresh user's call must succeed.
 * - `public`: open to visitors (sign-in, sign-up, links from mail): the authorisation is what the input carries.
 */
export type Row = {
  action: ActionFn<unknown> | ((input?: unknown) => Promise<unknown>);
  /** What the row is about, shown in failures. */
  what?: string;
  self?: string;
  public?: string;
  setup?: (w: World, who: Who) => Promise<Input>;
  allowed?: Actor[];
  /** Where success cannot be reached here (e.g. no DNS record, nothing paid): the refusal allowed actors
   * get instead, proving they got past the authorization; refused actors must not get it. */
  allowedMessage?: string;
  /** Checked after each allowed (or self) call. */
  effect?: (w: World, input: Input, who: Who, result: Result) => Promise<void>;
};

/** Row count and a hash of the contents of every table of the app's schema. */
export async function snapshot(): Promise<Map<string, string>> {
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

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([t, h]) => before.get(t) !== h).map(([t]) => t);
}

export const rowName = (row: Row) =>
  `${actionInfo(row.action)?.name ?? '(not an action)'}${row.what ? ` (${row.what})` : ''}`;

/** Calls the action as `actor` and says what went wrong, if anything, beside the result. */
async function call(
  w: World,
  actor: Actor | User,
  row: Row,
  input: Input,
): Promise<{ result?: Result; problem?: string }> {
  await actAs(typeof actor === 'object' ? actor : actor === 'anonymous' ? null : w.users[actor]);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  errors.mockClear();
  let result: Result;
  try {
    result = (await row.action(input)) as Result;
  } catch (error) {
    return { problem: `threw ${String(error).slice(0, 200)}` };
  }
  const failed = errors.mock.calls.find((c) => String(c[0]).includes('failed'));
  if (failed) return { result, problem: `failed unexpectedly: ${String(failed[1]).slice(0, 300)}` };
  if (!result || typeof result !== 'object' || typeof result.ok !== 'boolean')
    return { problem: `answered ${JSON.stringify(result)?.slice(0, 200)}` };
  return { result };
}

const isRefusal = (r: Result) =>
  r.ok === false && (typeof r.message === 'string' || (typeof r.fieldErrors === 'object' && !!r.fieldErrors));

/**
 * Runs one row: every refused actor on one resource (the database unchanged after each), then each allowed
 * actor on a resource of its own (their call succeeds and has its effect). Returns the problems found.
 */
export async function runRow(w: World, row: Row): Promise<string[]> {
  const name = rowName(row);
  const problems: string[] = [];
  if (row.public) return problems;
  if (row.self) {
    const asVisitor = row.setup ? await row.setup(w, w.users.owner as Who) : undefined;
    const before = await snapshot();
    const refused = await call(w, 'anonymous', row, asVisitor);
    const changed = changedTables(before, await snapshot());
    if (refused.problem) problems.push(`${name} as anonymous: ${refused.problem}`);
    else if (!isRefusal(refused.result!))
      problems.push(`${name}: a visitor got ${JSON.stringify(refused.result)?.slice(0, 200)}`);
    if (changed.length) problems.push(`${name} as anonymous: refused but changed ${changed.join(', ')}`);
    // Without a setup the row names no input a form would send here (the feature's own tests cover it):
    // only the visitor's refusal is checked, as the row's reason says.
    if (!row.setup) return problems;
    const me = await w.fresh();
    const input = await row.setup(w, me as Who);
    const { result, problem } = await call(w, me, row, input);
    if (problem) problems.push(`${name} as self: ${problem}`);
    else if (result!.ok !== true) problems.push(`${name} as self: ${JSON.stringify(result)?.slice(0, 300)}`);
    else if (row.effect) {
      try {
        await row.effect(w, input, me as Who, result!);
      } catch (error) {
        problems.push(`${name} as self: effect: ${String(error).slice(0, 300)}`);
      }
    }
    return problems;
  }
  const { setup, allowed = [] } = row;
  if (!setup) return [`${name}: a row needs a setup, or self/public with a reason`];
  const refusedActors = ACTORS.filter((a) => !allowed.includes(a));
  let input: Input;
  try {
    input = await setup(w, 'other' as Who);
  } catch (error) {
    return [`${name}: setup threw ${String(error).slice(0, 300)}`];
  }
  // One snapshot around all the refusals (they change nothing, so this is the common case); when something
  // changed, the refusals run again on a new resource with a snapshot around each, to name the actor.
  const before = await snapshot();
  for (const actor of refusedActors) {
    const { result, problem } = await call(w, actor, row, input);
    if (problem) problems.push(`${name} as ${actor}: ${problem}`);
    else if (!isRefusal(result!) || (row.allowedMessage && result!.message === row.allowedMessage))
      problems.push(`${name} as ${actor}: not refused: ${JSON.stringify(result)?.slice(0, 200)}`);
  }
  if (changedTables(before, await snapshot()).length) {
    const again = await setup(w, 'other' as Who);
    let previous = await snapshot();
    for (const actor of refusedActors) {
      await call(w, actor, row, again);
      const after = await snapshot();
      const changed = changedTables(previous, after);
      previous = after;
      if (changed.length) problems.push(`${name} as ${actor}: refused but changed ${changed.join(', ')}`);
    }
  }
  for (const actor of allowed) {
    let own: Input;
    try {
      own = await setup(w, actor as Who);
    } catch (error) {
      problems.push(`${name}: setup for ${actor} threw ${String(error).slice(0, 300)}`);
      continue;
    }
    const { result, problem } = await call(w, actor, row, own);
    if (problem) problems.push(`${name} as ${actor}: ${problem}`);
    else if (row.allowedMessage) {
      if (result!.ok !== false || result!.message !== row.allowedMessage)
        problems.push(
          `${name} as ${actor}: expected "${row.allowedMessage}", got ${JSON.stringify(result)?.slice(0, 200)}`,
        );
    } else if (result!.ok !== true)
      problems.push(
        `${name} as ${actor}: refused an allowed caller: ${JSON.stringify(result)?.slice(0, 200)}`,
      );
    else if (row.effect) {
      try {
        await row.effect(w, own, actor as Who, result!);
      } catch (error) {
        problems.push(`${name} as ${actor}: effect: ${String(error).slice(0, 300)}`);
      }
    }
  }
  return problems;
}

/** Runs every row of a table; the test fails with one line per problem. */
export async function runTable(w: World, rows: Row[]): Promise<void> {
  const problems: string[] = [];
  for (const row of rows) problems.push(...(await runRow(w, row)));
  expect(problems).toEqual([]);
}
