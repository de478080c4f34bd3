import { beforeAll, describe, expect, it, vi } from 'vitest';
import { updateTag } from 'next/cache';
import { db } from '@/lib/db';
import { AUSTIN_CITY } from '@/tests/support/factories';
import { confirmEmail } from '@/lib/account/confirm-email';
import { issueToken } from '@/lib/auth/tokens';
import * as actions from '@/lib/teams/actions';
import { teamPage } from '@/lib/teams/queries';
import { organizationTag } from '@/lib/organizations/queries';
import { commonMessages } from '@/lib/messages';
import { teamUi as m } from '@/lib/messages/teams';
import { callAs } from '@/tests/support/act-as';
import { countQueries } from '@/tests/support/query-counter';

// Teams through their server actions (session → parse → service → messages), on the real PostgreSQL.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn() }));

let basketball: string;

beforeAll(async () => {
  basketball = (await db.gameType.create({ data: { label: 'Basketball' } })).id;
});

let seq = 0;
const createUser = (name = 'Player', extra: Record<string, unknown> = {}) => {
  seq += 1;
  return db.user.create({
    data: {
      email: `team${seq}.${Date.now()}@example.com`,
      emailVerified: new Date(),
      fullName: `${name} ${seq}`,
      displayName: `${name} ${seq}`,
      hasAdditionalInfo: true,
      ...extra,
    },
  });
};

const createInput = (extra: Record<string, unknown> = {}) => ({
  kind: 'TEAM',
  name: 'Eastside Ballers',
  gameTypeId: basketball,
  city: AUSTIN_CITY,
  description: '',
  joinPolicy: 'INVITE_ONLY',
  invitees: [],
  ...extra,
});

/** Everything written about teams and their rosters, to prove a refused call wrote nothing. */
const snapshot = async () => ({
  teams: await db.team.findMany({ orderBy: { id: 'asc' } }),
  roster: await db.rosterEntry.findMany({ orderBy: { id: 'asc' } }),
  notifications: await db.notification.count(),
  externals: await db.externalTeam.findMany({ orderBy: { id: 'asc' } }),
  seasonGroups: await db.seasonGroup.findMany({ orderBy: { id: 'asc' } }),
});

/** A team with one user per standing, plus a target player and a join requester. */
async function world(
  joinPolicy: 'OPEN' | 'REQUEST' | 'INVITE_ONLY' = 'INVITE_ONLY',
  { withSeason = true } = {},
) {
  const [owner, admin, manager, player, invitee, outsider, blocked, target, requester] = await Promise.all([
    createUser('Owner'),
    createUser('Admin'),
    createUser('Manager'),
    createUser('Player'),
    createUser('Invitee'),
    createUser('Outsider'),
    createUser('Blocked'),
    createUser('Target'),
    createUser('Requester'),
  ]);
  const team = await db.team.create({
    data: {
      name: 'Matrix FC',
      ownerId: owner.id,
      joinPolicy,
      roster: {
        create: [
          { userId: owner.id, role: 'owner' },
          { userId: admin.id, role: 'admin' },
          { userId: manager.id, role: 'manager' },
          { userId: player.id, role: 'player' },
          { userId: invitee.id, role: 'pending-player', invitedById: owner.id },
          { userId: target.id, role: 'player' },
          { userId: requester.id, role: 'pending', joinRequest: true },
        ],
      },
    },
  });
  await db.block.create({ data: { blockerId: owner.id, blockedUserId: blocked.id } });
  const rival = await db.externalTeam.create({
    data: { teamId: team.id, name: 'Rivals', nameKey: 'rivals' },
  });
  // A season with one group (season-group actions); left out where a test counts the team's seasons.
  const season = await db.season.create({
    data: {
      teamId: team.id,
      label: 'Spring',
      startDate: new Date('2027-03-01'),
      endDate: new Date('2027-05-31'),
      groups: { create: { name: 'Division A' } },
    },
    include: { groups: true },
  });
  if (!withSeason) await db.season.delete({ where: { id: season.id } });
  const entry = async (userId: string) =>
    (await db.rosterEntry.findFirstOrThrow({ where: { teamId: team.id, userId } })).id;
  return {
    team,
    users: { owner, admin, manager, player, invitee, outsider, blocked },
    target,
    requester,
    targetEntry: await entry(target.id),
    requestEntry: await entry(requester.id),
    rival,
    season,
    group: season.groups[0],
  };
}

type World = Awaited<ReturnType<typeof world>>;
type Who = keyof World['users'];
const EVERYONE: Who[] = ['owner', 'admin', 'manager', 'player', 'invitee', 'outsider', 'blocked'];

const MATRIX: {
  action: string;
  allowed: Who[];
  /** The refusal of a member who may see the roster but not do this (default: not found). */
  refusedMember?: Partial<Record<Who, string>>;
  call: (w: World, who: Who) => Promise<{ ok: boolean; message?: string }>;
  check: (w: World) => Promise<void>;
}[] = [
  {
    action: 'invite',
    allowed: ['owner', 'admin', 'manager'],
    call: (w, who) =>
      callAs(w.users[who], actions.inviteToTeamAction, {
        teamId: w.team.id,
        invitee: { kind: 'email', email: `new.${w.team.id}@example.com` },
        role: 'player',
      }),
    check: async (w) => {
      const entry = await db.rosterEntry.findFirstOrThrow({
        where: { teamId: w.team.id, email: `new.${w.team.id}@example.com` },
      });
      expect(entry).toMatchObject({ userId: null, role: 'pending-player' });
    },
  },
  {
    action: 'change role',
    allowed: ['owner', 'admin'],
    call: (w, who) =>
      callAs(w.users[who], actions.changeRoleAction, {
        teamId: w.team.id,
        entryId: w.targetEntry,
        role: 'manager',
      }),
    check: async (w) => {
      expect((await db.rosterEntry.findUniqueOrThrow({ where: { id: w.targetEntry } })).role).toBe('manager');
    },
  },
  {
    action: 'remove a member',
    allowed: ['owner', 'admin'],
    refusedMember: { manager: m.notAllowed },
    call: (w, who) =>
      callAs(w.users[who], actions.removeFromTeamAction, { teamId: w.team.id, entryId: w.targetEntry }),
    check: async (w) => {
      expect(await db.rosterEntry.findUnique({ where: { id: w.targetEntry } })).toBeNull();
    },
  },
  {
    action: 'approve a join request',
    allowed: ['owner', 'admin', 'manager'],
    call: (w, who) =>
      callAs(w.users[who], actions.respondToJoinRequestAction, {
        teamId: w.team.id,
        entryId: w.requestEntry,
        approve: true,
      }),
    check: async (w) => {
      const entry = await db.rosterEntry.findUniqueOrThrow({ where: { id: w.requestEntry } });
      expect(entry).toMatchObject({ role: 'player', joinRequest: false });
    },
  },
  {
    action: 'accept the invitation',
    allowed: ['invitee'],
    call: (w, who) =>
      callAs(w.users[who], actions.respondToInvitationAction, { teamId: w.team.id, accept: true }),
    check: async (w) => {
      const entry = await db.rosterEntry.findFirstOrThrow({
        where: { teamId: w.team.id, userId: w.users.invitee.id },
      });
      expect(entry.role).toBe('player');
    },
  },
  {
    action: 'add a season group',
    allowed: ['owner', 'admin', 'manager'],
    refusedMember: {
      player: m.seasonNotFound,
      invitee: m.seasonNotFound,
      outsider: m.seasonNotFound,
      blocked: m.seasonNotFound,
    },
    call: (w, who) =>
      callAs(w.users[who], actions.addSeasonGroupAction, {
        teamId: w.team.id,
        seasonId: w.season.id,
        name: 'Under 12',
      }),
    check: async (w) => {
      const names = (await db.seasonGroup.findMany({ where: { seasonId: w.season.id } })).map((g) => g.name);
      expect(names.sort()).toEqual(['Division A', 'Under 12']);
    },
  },
  {
    action: 'remove a season group',
    allowed: ['owner', 'admin', 'manager'],
    refusedMember: {
      player: m.seasonGroupNotFound,
      invitee: m.seasonGroupNotFound,
      outsider: m.seasonGroupNotFound,
      blocked: m.seasonGroupNotFound,
    },
    call: (w, who) =>
      callAs(w.users[who], actions.removeSeasonGroupAction, { teamId: w.team.id, groupId: w.group.id }),
    check: async (w) => {
      expect(await db.seasonGroup.findUnique({ where: { id: w.group.id } })).toBeNull();
    },
  },
  {
    action: 'add an external team',
    allowed: ['owner', 'admin', 'manager'],
    call: (w, who) =>
      callAs(w.users[who], actions.addExternalTeamAction, { teamId: w.team.id, name: 'Westside Wolves' }),
    check: async (w) => {
      const names = (await db.externalTeam.findMany({ where: { teamId: w.team.id } })).map((e) => e.name);
      expect(names.sort()).toEqual(['Rivals', 'Westside Wolves']);
    },
  },
  {
    action: 'remove an external team',
    allowed: ['owner', 'admin', 'manager'],
    refusedMember: {
      player: m.external.notFound,
      invitee: m.external.notFound,
      outsider: m.external.notFound,
      blocked: m.external.notFound,
    },
    call: (w, who) =>
      callAs(w.users[who], actions.removeExternalTeamAction, {
        teamId: w.team.id,
        externalTeamId: w.rival.id,
      }),
    check: async (w) => {
      expect(await db.externalTeam.findUnique({ where: { id: w.rival.id } })).toBeNull();
    },
  },
];

describe('authorization matrix: every team action × every standing', () => {
  for (const row of MATRIX) {
    for (const who of EVERYONE) {
      const allowed = row.allowed.includes(who);
      it(`${row.action} as ${who}: ${allowed ? 'allowed' : 'refused, nothing written'}`, async () => {
        const w = await world();
        const before = await snapshot();
        const result = await row.call(w, who);
        if (allowed) {
          expect(result).toMatchObject({ ok: true });
          await row.check(w);
          return;
        }
        expect(result).toEqual({
          ok: false,
          message: row.refusedMember?.[who] ?? commonMessages.teamNotFound,
        });
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it('a foreign or malformed id reads as not found, never as an error', async () => {
    const w = await world();
    const other = await world();
    const before = await snapshot();
    // The owner of one team acting on another team's entry through their own team id.
    expect(
      await callAs(w.users.owner, actions.removeFromTeamAction, {
        teamId: w.team.id,
        entryId: other.targetEntry,
      }),
    ).toEqual({ ok: false, message: commonMessages.teamNotFound });
    expect(
      await callAs(w.users.owner, actions.changeRoleAction, { teamId: 42, entryId: null, role: 'x' }),
    ).toEqual({ ok: false, message: commonMessages.teamNotFound });
    expect(await callAs(w.users.owner, actions.joinTeamAction, { teamId: 'nope' })).toEqual({
      ok: false,
      message: commonMessages.teamNotFound,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('signed out: refused before anything runs', async () => {
    const w = await world();
    const result = await callAs(null, actions.inviteToTeamAction, {
      teamId: w.team.id,
      invitee: { kind: 'email', email: 'x@example.com' },
      role: 'player',
    });
    expect(result.ok).toBe(false);
  });
});

describe('roles and ownership', () => {
  it('admins do not change or remove other admins; only the owner hands the team over', async () => {
    const w = await world();
    const adminEntry = (
      await db.rosterEntry.findFirstOrThrow({ where: { teamId: w.team.id, userId: w.users.admin.id } })
    ).id;
    const ownerEntry = (
      await db.rosterEntry.findFirstOrThrow({ where: { teamId: w.team.id, userId: w.users.owner.id } })
    ).id;
    const other = await createUser('Admin two');
    const other2 = await db.rosterEntry.create({
      data: { teamId: w.team.id, userId: other.id, role: 'admin' },
    });
    const refused = { ok: false, message: m.notAllowed };
    expect(
      await callAs(w.users.admin, actions.changeRoleAction, {
        teamId: w.team.id,
        entryId: other2.id,
        role: 'player',
      }),
    ).toEqual(refused);
    expect(
      await callAs(w.users.admin, actions.removeFromTeamAction, { teamId: w.team.id, entryId: other2.id }),
    ).toEqual(refused);
    expect(
      await callAs(w.users.admin, actions.changeRoleAction, {
        teamId: w.team.id,
        entryId: ownerEntry,
        role: 'player',
      }),
    ).toEqual(refused);
    expect(
      await callAs(w.users.admin, actions.changeRoleAction, {
        teamId: w.team.id,
        entryId: w.targetEntry,
        role: 'owner',
      }),
    ).toEqual(refused);

    // The owner cannot leave before handing over; after the hand-over they are an admin and may leave.
    expect(await callAs(w.users.owner, actions.leaveTeamAction, { teamId: w.team.id })).toEqual({
      ok: false,
      message: m.ownerMustHandOver,
    });
    // A paid plan is billed to the owner's card: it is cancelled before the team changes hands.
    const plan = await db.plan.create({
      data: {
        id: `team-pro-${w.team.id}`,
        item: 'prod_x',
        label: 'Organizer Pro',
        kind: 'TEAM',
        costCents: 1999,
      },
    });
    await db.team.update({ where: { id: w.team.id }, data: { stripeCustomerId: `cus_${w.team.id}` } });
    const paid = await db.subscriptionRecord.create({
      data: {
        teamId: w.team.id,
        planId: plan.id,
        stripeSubscriptionId: `sub_${w.team.id}`,
        periodStart: new Date(),
        periodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    expect(
      await callAs(w.users.owner, actions.changeRoleAction, {
        teamId: w.team.id,
        entryId: adminEntry,
        role: 'owner',
      }),
    ).toEqual({ ok: false, message: m.cancelPlanBeforeHandover });
    expect((await db.team.findUniqueOrThrow({ where: { id: w.team.id } })).ownerId).toBe(w.users.owner.id);
    await db.subscriptionRecord.update({ where: { id: paid.id }, data: { status: 'CANCELED' } });

    const handed = await callAs(w.users.owner, actions.changeRoleAction, {
      teamId: w.team.id,
      entryId: adminEntry,
      role: 'owner',
    });
    expect(handed).toMatchObject({ ok: true, message: m.ownershipTransferred(w.users.admin.displayName!) });
    expect(await db.team.findUniqueOrThrow({ where: { id: w.team.id } })).toMatchObject({
      ownerId: w.users.admin.id,
      // The new owner pays through a customer of their own.
      stripeCustomerId: null,
    });
    expect((await db.rosterEntry.findUniqueOrThrow({ where: { id: ownerEntry } })).role).toBe('admin');
    expect(await callAs(w.users.owner, actions.leaveTeamAction, { teamId: w.team.id })).toMatchObject({
      ok: true,
    });
  });
});

describe('create', () => {
  it('creates the team with its owner on the roster (ROOKIE) and sends the first invitations', async () => {
    const owner = await createUser('Creator');
    const friend = await createUser('Friend');
    const result = await callAs(
      owner,
      actions.createTeamAction,
      createInput({
        description: 'Tuesdays 7pm',
        invitees: [
          { kind: 'user', userId: friend.id, label: 'Friend' },
          { kind: 'email', email: ' New.Person@Example.com ' },
        ],
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const team = await db.team.findUniqueOrThrow({
      where: { id: result.data.id },
      include: { roster: true },
    });
    expect(team).toMatchObject({
      ownerId: owner.id,
      kind: 'TEAM',
      subscriptionLevel: 'ROOKIE',
      joinPolicy: 'INVITE_ONLY',
      cityName: 'Austin, TX',
      gameTypeId: basketball,
    });
    const byKey = Object.fromEntries(team.roster.map((r) => [r.userId ?? r.email, r.role]));
    expect(byKey).toEqual({
      [owner.id]: 'owner',
      [friend.id]: 'pending-player',
      'new.person@example.com': 'pending-player',
    });
    const notice = await db.notification.findFirstOrThrow({ where: { userId: friend.id } });
    expect(notice).toMatchObject({
      type: 'TEAM_INVITATION',
      message: m.inviteNotification(owner.displayName!, 'Eastside Ballers'),
    });
    const [mail] = await db.$queryRaw<{ subject: string; text: string }[]>`
      SELECT data->>'subject' AS subject, data->>'text' AS text FROM pgboss.job
       WHERE name = 'mail-now' AND data->>'to' = 'new.person@example.com'`;
    expect(mail.subject).toBe(m.inviteMailSubject('Eastside Ballers'));
    expect(mail.text).toContain('/auth/sign-up?email=new.person%40example.com');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const owner = await createUser('Creator');
    const before = await snapshot();
    const bad = await callAs(owner, actions.createTeamAction, createInput({ name: '  ', city: null }));
    expect(bad).toMatchObject({ ok: false, fieldErrors: { name: [m.nameRequired], city: [m.cityRequired] } });
    const unknownSport = await callAs(owner, actions.createTeamAction, createInput({ gameTypeId: 'nope' }));
    expect(unknownSport).toEqual({ ok: false, fieldErrors: { gameTypeId: [m.sportUnknown] } });
    // An invitee that does not parse refuses the whole form (no team without its invitations).
    const badInvite = await callAs(
      owner,
      actions.createTeamAction,
      createInput({ invitees: [{ kind: 'email', email: 'not-an-address' }] }),
    );
    expect(badInvite.ok).toBe(false);
    expect(await snapshot()).toEqual(before);
  });
});

describe('invitations', () => {
  it('an e-mail invitation to an address without an account attaches when that address is confirmed', async () => {
    const w = await world();
    const email = `later.${Date.now()}@example.com`;
    expect(
      await callAs(w.users.manager, actions.inviteToTeamAction, {
        teamId: w.team.id,
        invitee: { kind: 'email', email: email.toUpperCase() },
        role: 'manager',
      }),
    ).toMatchObject({ ok: true, message: m.invited(email) });
    // Signing up alone attaches nothing (the address is not proven yet).
    const newcomer = await db.user.create({
      data: { email, fullName: 'New Comer', hasAdditionalInfo: true },
    });
    expect(await db.rosterEntry.count({ where: { teamId: w.team.id, userId: newcomer.id } })).toBe(0);
    const token = await issueToken(db, newcomer.id, 'VERIFY_EMAIL', email);
    expect(await confirmEmail(db, token, { newPassword: 'a-long-new-password-42' })).toMatchObject({
      status: 'confirmed',
    });
    const entry = await db.rosterEntry.findFirstOrThrow({
      where: { teamId: w.team.id, userId: newcomer.id },
    });
    expect(entry.role).toBe('pending-manager');
    expect(await db.notification.count({ where: { userId: newcomer.id, type: 'TEAM_INVITATION' } })).toBe(1);
    expect(
      await callAs(newcomer, actions.respondToInvitationAction, { teamId: w.team.id, accept: true }),
    ).toMatchObject({ ok: true, message: m.accepted('Matrix FC') });
    expect((await db.rosterEntry.findUniqueOrThrow({ where: { id: entry.id } })).role).toBe('manager');
  });

  it('an e-mail invitation answers alike for a blocked, a known and an unknown address', async () => {
    const w = await world();
    const answers = await Promise.all(
      [w.users.blocked.email, w.users.outsider.email, 'nobody.here@example.com'].map((email) =>
        callAs(w.users.owner, actions.inviteToTeamAction, {
          teamId: w.team.id,
          invitee: { kind: 'email', email },
          role: 'player',
        }),
      ),
    );
    expect(answers.map((a) => a.ok)).toEqual([true, true, true]);
    // The blocked user is not reached; the known one is invited under the address typed.
    expect(await db.rosterEntry.count({ where: { teamId: w.team.id, userId: w.users.blocked.id } })).toBe(0);
    expect(
      await db.rosterEntry.findFirstOrThrow({ where: { teamId: w.team.id, userId: w.users.outsider.id } }),
    ).toMatchObject({ email: w.users.outsider.email, role: 'pending-player' });
    // Inviting the same person twice is refused.
    expect(
      await callAs(w.users.owner, actions.inviteToTeamAction, {
        teamId: w.team.id,
        invitee: { kind: 'user', userId: w.users.outsider.id, label: '' },
        role: 'player',
      }),
    ).toEqual({ ok: false, message: m.alreadyOnRoster });
    // A user search pick of a blocked user is "User not found".
    expect(
      await callAs(w.users.owner, actions.inviteToTeamAction, {
        teamId: w.team.id,
        invitee: { kind: 'user', userId: w.users.blocked.id, label: '' },
        role: 'player',
      }),
    ).toEqual({ ok: false, message: commonMessages.userNotFound });
  });

  it('declining removes the invitation; a pending invitee is not a member', async () => {
    const w = await world();
    const page = await teamPage(w.users.invitee.id, w.team.id);
    expect(page).toMatchObject({ standing: { kind: 'invited', offered: 'player' }, role: null, members: [] });
    expect(
      await callAs(w.users.invitee, actions.respondToInvitationAction, { teamId: w.team.id, accept: false }),
    ).toMatchObject({ ok: true, message: m.declined });
    expect(await db.rosterEntry.count({ where: { teamId: w.team.id, userId: w.users.invitee.id } })).toBe(0);
    expect(await teamPage(w.users.invitee.id, w.team.id)).toBeNull();
  });
});

describe('joining', () => {
  it('open teams take anyone; by-request teams queue a request for managers; invite-only teams are not found', async () => {
    const open = await world('OPEN');
    expect(await callAs(open.users.outsider, actions.joinTeamAction, { teamId: open.team.id })).toMatchObject(
      {
        ok: true,
        message: m.joined('Matrix FC'),
      },
    );
    expect(await callAs(open.users.outsider, actions.joinTeamAction, { teamId: open.team.id })).toEqual({
      ok: false,
      message: m.alreadyMember,
    });
    expect(await callAs(open.users.blocked, actions.joinTeamAction, { teamId: open.team.id })).toEqual({
      ok: false,
      message: commonMessages.teamNotFound,
    });

    const byRequest = await world('REQUEST');
    expect(
      await callAs(byRequest.users.outsider, actions.joinTeamAction, { teamId: byRequest.team.id }),
    ).toMatchObject({ ok: true, message: m.requested });
    const request = await db.rosterEntry.findFirstOrThrow({
      where: { teamId: byRequest.team.id, userId: byRequest.users.outsider.id },
    });
    expect(request).toMatchObject({ joinRequest: true, role: 'pending' });
    expect(
      await db.notification.count({
        where: { userId: byRequest.users.manager.id, type: 'TEAM_JOIN_REQUEST' },
      }),
    ).toBe(1);
    // The requester withdraws.
    expect(
      await callAs(byRequest.users.outsider, actions.leaveTeamAction, { teamId: byRequest.team.id }),
    ).toMatchObject({ ok: true });

    const closed = await world('INVITE_ONLY');
    expect(await callAs(closed.users.outsider, actions.joinTeamAction, { teamId: closed.team.id })).toEqual({
      ok: false,
      message: commonMessages.teamNotFound,
    });
    // An invitee may join by accepting.
    expect(
      await callAs(closed.users.invitee, actions.joinTeamAction, { teamId: closed.team.id }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('team page', () => {
  it('hides invite-only teams from outsiders and every team from blocked users; members see the roster', async () => {
    const w = await world();
    expect(await teamPage(w.users.outsider.id, w.team.id)).toBeNull();
    expect(await teamPage(w.users.blocked.id, w.team.id)).toBeNull();
    const asPlayer = await teamPage(w.users.player.id, w.team.id);
    expect(asPlayer?.members.map((r) => r.role)).toEqual(['owner', 'admin', 'manager', 'player', 'player']);
    expect(asPlayer?.pending).toEqual([]);
    expect(asPlayer?.memberCount).toBe(5);
    const asManager = await teamPage(w.users.manager.id, w.team.id);
    expect(asManager?.pending.map((r) => r.state).sort()).toEqual(['invited', 'requested']);
    const open = await world('OPEN');
    const asOutsider = await teamPage(open.users.outsider.id, open.team.id);
    expect(asOutsider).toMatchObject({ standing: { kind: 'none' }, members: [], pending: [] });
  });

  it('loads in at most 5 queries, flat as the roster grows from 1 to 50', async () => {
    const owner = await createUser('Owner');
    const team = await db.team.create({
      data: { name: 'Growing', ownerId: owner.id, roster: { create: { userId: owner.id, role: 'owner' } } },
    });
    const one = await countQueries(() => teamPage(owner.id, team.id));
    const players = await Promise.all(Array.from({ length: 49 }, () => createUser()));
    await db.rosterEntry.createMany({
      data: players.map((p) => ({ teamId: team.id, userId: p.id, role: 'player' })),
    });
    const many = await countQueries(() => teamPage(owner.id, team.id));
    expect(one.count).toBeLessThanOrEqual(5);
    expect(many.count).toBe(one.count);
    expect(many.result?.members).toHaveLength(50);
  });
});

describe('discussions', () => {
  it('members post and reply, others are notified per topic or community key; non-members get not found', async () => {
    const w = await world();
    // The player turned the community's discussions off by e-mail and push; the admin turned only the topic off.
    await db.user.update({
      where: { id: w.users.player.id },
      data: { notificationSettings: { [`teamDiscussion_${w.team.id}`]: { email: false, push: false } } },
    });
    const topic = await callAs(w.users.manager, actions.createTopicAction, {
      teamId: w.team.id,
      name: 'Carpool',
    });
    expect(topic).toMatchObject({ ok: true, message: m.topicCreated('Carpool') });
    const topicId = (await db.topic.findFirstOrThrow({ where: { teamId: w.team.id } })).id;
    await db.user.update({
      where: { id: w.users.admin.id },
      data: { notificationSettings: { [topicId]: { email: false, push: false } } },
    });
    for (const who of ['player', 'invitee', 'outsider', 'blocked'] as const) {
      expect(await callAs(w.users[who], actions.createTopicAction, { teamId: w.team.id, name: 'X' })).toEqual(
        {
          ok: false,
          message: commonMessages.teamNotFound,
        },
      );
    }

    const general = await callAs(w.users.player, actions.createThreadAction, {
      teamId: w.team.id,
      topicId: '',
      title: 'Jerseys',
      body: 'Blue or white?',
    });
    if (!general.ok) throw new Error(JSON.stringify(general));
    const inTopic = await callAs(w.users.owner, actions.createThreadAction, {
      teamId: w.team.id,
      topicId,
      title: 'Rides Tuesday',
      body: 'Who needs one?',
    });
    expect(inTopic.ok).toBe(true);
    const noticed = async (userId: string) =>
      (
        await db.notification.findMany({
          where: { userId, type: 'TEAM_DISCUSSION' },
          select: { message: true },
        })
      ).map((n) => n.message);
    // A thread under a topic follows the topic's key, any other the community's: the player (community key
    // off) hears only about the topic's thread, the admin (topic off) only about the general one.
    expect(await noticed(w.users.player.id)).toEqual([
      m.discussionNotification(w.users.owner.displayName!, 'Rides Tuesday'),
    ]);
    expect(await noticed(w.users.admin.id)).toEqual([
      m.discussionNotification(w.users.player.displayName!, 'Jerseys'),
    ]);
    expect((await noticed(w.users.manager.id)).sort()).toHaveLength(2);
    // Pending invitees, outsiders and blocked users are not members: no notification, no posting, no reading.
    expect(await noticed(w.users.invitee.id)).toEqual([]);
    for (const who of ['invitee', 'outsider', 'blocked'] as const) {
      expect(
        await callAs(w.users[who], actions.createThreadAction, {
          teamId: w.team.id,
          topicId: '',
          title: 'x',
          body: 'y',
        }),
      ).toEqual({ ok: false, message: commonMessages.teamNotFound });
      expect(
        await callAs(w.users[who], actions.replyAction, {
          teamId: w.team.id,
          threadId: general.data.id,
          body: 'hi',
        }),
      ).toEqual({ ok: false, message: m.discussionNotFound });
    }
    // A topic of another team is refused.
    const other = await world();
    await callAs(other.users.owner, actions.createTopicAction, { teamId: other.team.id, name: 'Other' });
    const foreignTopic = (await db.topic.findFirstOrThrow({ where: { teamId: other.team.id } })).id;
    expect(
      await callAs(w.users.owner, actions.createThreadAction, {
        teamId: w.team.id,
        topicId: foreignTopic,
        title: 'x',
        body: 'y',
      }),
    ).toEqual({ ok: false, fieldErrors: { topicId: [m.topicUnknown] } });
    // Empty posts are refused with the form's messages.
    expect(
      await callAs(w.users.owner, actions.replyAction, {
        teamId: w.team.id,
        threadId: general.data.id,
        body: '  ',
      }),
    ).toEqual({ ok: false, fieldErrors: { body: [m.bodyRequired] } });

    expect(
      await callAs(w.users.manager, actions.replyAction, {
        teamId: w.team.id,
        threadId: general.data.id,
        body: 'Blue!',
      }),
    ).toMatchObject({ ok: true });
    const replies = await db.discussion.findMany({ where: { parentId: general.data.id } });
    expect(replies).toHaveLength(1);
    expect(
      await db.notification.count({ where: { userId: w.users.owner.id, type: 'TEAM_DISCUSSION_REPLY' } }),
    ).toBe(1);
  });
});

describe('seasons and registrations', () => {
  it('managers add seasons and open registration; players register themselves, guardians their wards only', async () => {
    const w = await world('OPEN', { withSeason: false });
    const seasonInput = {
      teamId: w.team.id,
      label: 'Spring 2027',
      startDate: '2027-03-01',
      endDate: '2027-05-31',
      registrationOpen: false,
    };
    for (const who of ['player', 'invitee', 'outsider', 'blocked'] as const) {
      expect(await callAs(w.users[who], actions.createSeasonAction, seasonInput)).toEqual({
        ok: false,
        message: commonMessages.teamNotFound,
      });
    }
    expect(
      await callAs(w.users.manager, actions.createSeasonAction, { ...seasonInput, endDate: '2027-02-01' }),
    ).toEqual({ ok: false, fieldErrors: { endDate: [m.endBeforeStart] } });
    expect(await db.season.count({ where: { teamId: w.team.id } })).toBe(0);
    expect(await callAs(w.users.manager, actions.createSeasonAction, seasonInput)).toMatchObject({
      ok: true,
    });
    const season = await db.season.findFirstOrThrow({ where: { teamId: w.team.id } });
    expect(season).toMatchObject({ label: 'Spring 2027', registrationOpen: false });

    const register = (who: { id: string }, userId: string) =>
      callAs(who, actions.registerForSeasonAction, { teamId: w.team.id, seasonId: season.id, userId });
    expect(await register(w.users.outsider, w.users.outsider.id)).toEqual({
      ok: false,
      message: m.registrationNotOpen,
    });
    expect(
      await callAs(w.users.player, actions.setRegistrationOpenAction, {
        teamId: w.team.id,
        seasonId: season.id,
        open: true,
      }),
    ).toEqual({ ok: false, message: m.seasonNotFound });
    expect(
      await callAs(w.users.admin, actions.setRegistrationOpenAction, {
        teamId: w.team.id,
        seasonId: season.id,
        open: true,
      }),
    ).toMatchObject({ ok: true, message: m.registrationOpened });

    // A parent (accepted link) registers their child; a pending link or a mere sibling does not count.
    const parent = await createUser('Parent');
    const child = await createUser('Child');
    const sibling = await createUser('Sibling');
    await db.familyConnection.create({
      data: {
        id: `fm_${child.id}`,
        requesterId: child.id,
        recipientId: parent.id,
        requesterName: 'Child',
        recipientName: 'Parent',
        requesterRelation: 'PARENT',
        recipientRelation: 'CHILD',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
    });
    await db.familyConnection.create({
      data: {
        id: `fm_${sibling.id}`,
        requesterId: sibling.id,
        recipientId: child.id,
        requesterName: 'Sibling',
        recipientName: 'Child',
        requesterRelation: 'SIBLING',
        recipientRelation: 'SIBLING',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
    });
    const before = await db.registration.count();
    expect(await register(sibling, child.id)).toEqual({ ok: false, message: m.notYourFamily });
    expect(await register(w.users.outsider, child.id)).toEqual({ ok: false, message: m.notYourFamily });
    expect(await register(w.users.blocked, w.users.blocked.id)).toEqual({
      ok: false,
      message: m.seasonNotFound,
    });
    expect(await db.registration.count()).toBe(before);

    expect(await register(parent, child.id)).toMatchObject({
      ok: true,
      message: m.registered(child.displayName!),
    });
    expect(await register(parent, child.id)).toEqual({ ok: false, message: m.alreadyRegistered });
    expect(await register(w.users.outsider, w.users.outsider.id)).toMatchObject({ ok: true });
    const childReg = await db.registration.findFirstOrThrow({
      where: { seasonId: season.id, userId: child.id },
    });
    expect(childReg).toMatchObject({ status: 'PENDING', registeredById: parent.id, teamId: w.team.id });
    expect(
      await db.notification.count({ where: { userId: w.users.manager.id, type: 'TEAM_REGISTRATION' } }),
    ).toBe(2);

    // Managers decide; players and outsiders cannot; the child and the parent are told.
    expect(
      await callAs(w.users.player, actions.decideRegistrationAction, {
        teamId: w.team.id,
        registrationId: childReg.id,
        status: 'CONFIRMED',
      }),
    ).toEqual({ ok: false, message: commonMessages.teamNotFound });
    expect(
      await callAs(w.users.manager, actions.decideRegistrationAction, {
        teamId: w.team.id,
        registrationId: childReg.id,
        status: 'WAITLISTED',
      }),
    ).toMatchObject({ ok: true });
    expect((await db.registration.findUniqueOrThrow({ where: { id: childReg.id } })).status).toBe(
      'WAITLISTED',
    );
    for (const id of [child.id, parent.id]) {
      expect(await db.notification.count({ where: { userId: id, type: 'TEAM_REGISTRATION_STATUS' } })).toBe(
        1,
      );
    }
  });
});

describe('team settings', () => {
  const details = (teamId: string, extra: Record<string, unknown> = {}) => ({
    teamId,
    name: 'Matrix FC Reloaded',
    gameTypeId: basketball,
    city: AUSTIN_CITY,
    description: 'Tuesday nights at Zilker.',
    joinPolicy: 'REQUEST',
    ...extra,
  });

  it('owners and admins change the details; everyone else gets not found and nothing changes', async () => {
    const w = await world();
    for (const who of ['manager', 'player', 'invitee', 'outsider', 'blocked'] as const) {
      const before = await snapshot();
      expect(await callAs(w.users[who], actions.updateTeamAction, details(w.team.id))).toEqual({
        ok: false,
        message: commonMessages.teamNotFound,
      });
      expect(await snapshot()).toEqual(before);
    }
    expect(await callAs(w.users.admin, actions.updateTeamAction, details(w.team.id))).toEqual({
      ok: true,
      data: { teamId: w.team.id },
      message: m.settingsSaved,
    });
    const team = await db.team.findUniqueOrThrow({ where: { id: w.team.id } });
    expect(team).toMatchObject({
      name: 'Matrix FC Reloaded',
      description: 'Tuesday nights at Zilker.',
      joinPolicy: 'REQUEST',
      cityName: 'Austin, TX',
      gameTypeId: basketball,
    });
    expect(
      await callAs(w.users.owner, actions.updateTeamAction, details(w.team.id, { joinPolicy: 'OPEN' })),
    ).toMatchObject({ ok: true });
    expect((await db.team.findUniqueOrThrow({ where: { id: w.team.id } })).joinPolicy).toBe('OPEN');
  });

  it("renaming a team of an organization expires the organization's page (on every instance); other teams do not", async () => {
    const w = await world();
    const slug = `matrix-league-${Date.now()}`;
    await db.organization.create({
      data: { slug, name: 'Matrix League', ownerId: w.users.owner.id, teams: { connect: { id: w.team.id } } },
    });
    vi.mocked(updateTag).mockClear();
    expect(await callAs(w.users.admin, actions.updateTeamAction, details(w.team.id))).toMatchObject({
      ok: true,
    });
    expect(vi.mocked(updateTag).mock.calls).toEqual([[organizationTag(slug)]]);

    const loose = await world();
    vi.mocked(updateTag).mockClear();
    expect(await callAs(loose.users.owner, actions.updateTeamAction, details(loose.team.id))).toMatchObject({
      ok: true,
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('refuses an empty name or an unknown sport under the field, and a foreign team id', async () => {
    const w = await world();
    const before = await snapshot();
    expect(
      await callAs(w.users.owner, actions.updateTeamAction, details(w.team.id, { name: ' ' })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { name: [m.nameRequired] },
    });
    expect(
      await callAs(
        w.users.owner,
        actions.updateTeamAction,
        details(w.team.id, { gameTypeId: 'no-such-sport' }),
      ),
    ).toEqual({ ok: false, fieldErrors: { gameTypeId: [m.sportUnknown] } });
    expect(await callAs(w.users.owner, actions.updateTeamAction, details('no-such-team'))).toEqual({
      ok: false,
      message: commonMessages.teamNotFound,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('season groups', () => {
  it('a manager adds groups with distinct names (any case) under the field; another season is not found', async () => {
    const w = await world();
    const other = await world();
    expect(
      await callAs(w.users.manager, actions.addSeasonGroupAction, {
        teamId: w.team.id,
        seasonId: w.season.id,
        name: ' division a ',
      }),
    ).toEqual({ ok: false, fieldErrors: { name: [m.seasonGroupExists] } });
    expect(
      await callAs(w.users.manager, actions.addSeasonGroupAction, {
        teamId: w.team.id,
        seasonId: w.season.id,
        name: '',
      }),
    ).toMatchObject({ ok: false, fieldErrors: { name: [m.seasonGroupNameRequired] } });
    // Through one's own team id, another team's season or group is not found.
    expect(
      await callAs(w.users.owner, actions.addSeasonGroupAction, {
        teamId: w.team.id,
        seasonId: other.season.id,
        name: 'Sneaky',
      }),
    ).toEqual({ ok: false, message: m.seasonNotFound });
    expect(
      await callAs(w.users.owner, actions.removeSeasonGroupAction, {
        teamId: w.team.id,
        groupId: other.group.id,
      }),
    ).toEqual({ ok: false, message: m.seasonGroupNotFound });
    expect(await db.seasonGroup.count({ where: { seasonId: { in: [w.season.id, other.season.id] } } })).toBe(
      2,
    );
  });
});
