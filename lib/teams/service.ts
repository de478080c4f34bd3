import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { encodeGeohash } from '@/lib/geo/geohash';
import { teamInvitationMail } from '@/emails/team-invitation';
import { enqueueMails } from '@/lib/notifications/queue';
import { notify, notifyMany } from '@/lib/notifications/notify';
import { env } from '@/lib/env';
import { isBlockedBetween } from '@/lib/access/blocks';
import { teamUi as m } from '@/lib/messages/teams';
import { limits, takeAllIn, type Limit } from '@/lib/rate-limit';
import { optedOut, optOutUrl } from './opt-out';
import {
  activeRosterWhere,
  canManage,
  mayChangeRole,
  mayRemove,
  memberRole,
  offeredRole,
  pendingRole,
  rolesToOffer,
  standingOf,
  TEAM_INVITE_TYPE,
  teamsOfUserWhere,
  type AssignableRole,
  type TeamRole,
} from './rules';
export { TEAM_INVITE_TYPE } from './rules';
import type { CreateTeamValues, EditTeamValues, Invitee } from './schema';
import { checkRosterRoom, rosterOnCreateRefusal, type PlanLimit } from '@/lib/billing/limits';

// Teams, communities and leagues: use cases taking parsed input and the viewer's id. Authorization is part of
// each query (a team the viewer may not act on is "not found", never an error), and what belongs together
// is written in one transaction with its notifications and mail.

type Tx = Prisma.TransactionClient;
type Person = { displayName: string | null; fullName: string | null; email?: string | null };

const CATEGORY = 'teamJoin';
const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

export const personName = (p: Person | null | undefined) =>
  p?.displayName || p?.fullName || p?.email || m.someone;
const teamUrl = (teamId: string) => `/team/${teamId}`;

/** Where-filter: the team, when `userId` is its owner or holds one of `roles` on its roster. */
export const teamWhereRole = (teamId: string, userId: string, roles: readonly TeamRole[]) =>
  ({
    id: teamId,
    isExternal: false,
    OR: [
      { ownerId: userId },
      {
        roster: {
          some: {
            userId,
            OR: roles.map((role) => ({ role: { equals: role, mode: 'insensitive' as const } })),
          },
        },
      },
    ],
  }) satisfies Prisma.TeamWhereInput;

const MANAGERS: readonly TeamRole[] = ['owner', 'admin', 'manager'];
const ADMINS: readonly TeamRole[] = ['owner', 'admin'];

/** The ids of a team's owner, admins and managers (who hear about requests and new members). */
async function managerIds(tx: Tx, teamId: string, ownerId: string): Promise<string[]> {
  const rows = await tx.rosterEntry.findMany({
    where: {
      teamId,
      userId: { not: null },
      OR: MANAGERS.map((role) => ({ role: { equals: role, mode: 'insensitive' as const } })),
    },
    select: { userId: true },
  });
  return [...new Set([ownerId, ...rows.map((r) => r.userId!)])];
}

// ───────────────────────────── Create ─────────────────────────────

export type CreateTeamResult =
  | { status: 'created'; team: { id: string; name: string } }
  | { status: 'unknownGameType' }
  | InviteLimited
  | { status: 'teamLimit' }
  | { status: 'plan-limit'; refusal: PlanLimit };

/** A team invitation refused by a daily limit (per inviter, or per invited address). */
export type InviteLimited = { status: 'inviteLimit' } | { status: 'inviteAddressLimit'; email: string };

const inviteLimited = (refused: Limit): InviteLimited =>
  refused.bucket === 'teaminvite:email'
    ? { status: 'inviteAddressLimit', email: refused.key }
    : { status: 'inviteLimit' };

/** The limits `invitees` take: one hit each for the inviter, and one per invited address. */
const inviteLimits = (inviterId: string, invitees: readonly Invitee[]): Limit[] => [
  ...invitees.flatMap(() => limits.teamInvites(inviterId)),
  ...[...new Set(invitees.flatMap((i) => (i.kind === 'email' ? [i.email.toLowerCase()] : [])))].flatMap(
    limits.teamInviteAddress,
  ),
];

/**
 * Creates a team, community or league owned by `ownerId` (on the roster as owner; subscription level
 * ROOKIE) and sends its first invitations, all in one transaction.
 */
export async function createTeam(
  db: Db,
  ownerId: string,
  input: CreateTeamValues,
): Promise<CreateTeamResult> {
  return db.$transaction(async (tx) => {
    const gameType = await tx.gameType.findUnique({ where: { id: input.gameTypeId }, select: { id: true } });
    if (!gameType) return { status: 'unknownGameType' } as const;
    // Daily limits, before anything is written or any mail queued: teams per account, and invitations per
    // account and per invited address (each mails or notifies someone). The hits commit with the team.
    const refused = await takeAllIn(tx, [...limits.teams(ownerId), ...inviteLimits(ownerId, input.invitees)]);
    if (refused) return refused.bucket === 'team:user' ? { status: 'teamLimit' } : inviteLimited(refused);
    // A new team is on the free level: the owner and the first invitations must fit its roster.
    const tooMany = rosterOnCreateRefusal(1 + input.invitees.length);
    if (tooMany) return { status: 'plan-limit', refusal: tooMany } as const;
    const { city } = input;
    const team = await tx.team.create({
      data: {
        name: input.name,
        kind: input.kind,
        description: input.description || null,
        ownerId,
        gameTypeId: gameType.id,
        joinPolicy: input.joinPolicy,
        subscriptionLevel: 'ROOKIE',
        cityName: city.name,
        lat: city.lat,
        lng: city.lng,
        geohash: encodeGeohash(city.lat, city.lng),
        roster: { create: { userId: ownerId, role: 'owner' } },
      },
      select: { id: true, name: true, ownerId: true },
    });
    const inviter = await tx.user.findUniqueOrThrow({
      where: { id: ownerId },
      select: { id: true, displayName: true, fullName: true },
    });
    for (const invitee of input.invitees) await invite(tx, team, inviter, invitee, 'player');
    return { status: 'created', team: { id: team.id, name: team.name } } as const;
  });
}

// ───────────────────────────── Invitations ─────────────────────────────

type InviteOutcome = 'invited' | 'already' | 'userNotFound' | PlanLimit;

/**
 * One invitation: a platform user (by id, or by an e-mail address that is theirs) gets a pending roster
 * entry and a notification; an address without an account gets a pending entry under that address and a
 * sign-up mail (the entry attaches when the address is confirmed, see attachInvitations). Someone blocked
 * either way with the inviter is not reached, and an e-mail invitation answers alike whether or not the
 * address has an account (the roster shows the address, not the account, until they accept).
 */
async function invite(
  tx: Tx,
  team: { id: string; name: string; ownerId: string },
  inviter: { id: string } & Person,
  invitee: Invitee,
  role: AssignableRole,
): Promise<InviteOutcome> {
  let userId: string | null = null;
  let email: string | null = null;
  if (invitee.kind === 'user') {
    const user = await tx.user.findFirst({
      where: { id: invitee.userId, emailVerified: { not: null } },
      select: { id: true },
    });
    if (!user || (await isBlockedBetween(tx, inviter.id, user.id))) return 'userNotFound';
    userId = user.id;
  } else {
    email = invitee.email;
    const user = await tx.user.findFirst({
      where: {
        OR: [
          { email: { equals: email, mode: 'insensitive' } },
          { alternateEmails: { some: { email, verifiedAt: { not: null } } } },
        ],
      },
      select: { id: true },
    });
    if (user) {
      if (await isBlockedBetween(tx, inviter.id, user.id)) return 'invited';
      userId = user.id;
    }
  }
  const existing = await tx.rosterEntry.findFirst({
    where: { teamId: team.id, OR: [...(userId ? [{ userId }] : []), ...(email ? [{ email }] : [])] },
    select: { id: true },
  });
  if (existing || userId === team.ownerId) return 'already';
  // The team's plan limits its roster (members and pending invitations alike).
  const full = await checkRosterRoom(tx, team.id, 1);
  if (full) return full;
  await tx.rosterEntry.create({
    data: { teamId: team.id, userId, email, role: pendingRole(role), invitedById: inviter.id },
  });
  const inviterName = personName(inviter);
  if (userId) {
    await notify(tx, userId, {
      type: TEAM_INVITE_TYPE,
      title: m.inviteNotificationTitle,
      message: m.inviteNotification(inviterName, team.name),
      data: { teamId: team.id },
      actorId: inviter.id,
      // One unread invitation per team (re-inviting updates it); invitations to two teams stay two, each answerable.
      collapseKey: `team-invite:${team.id}`,
      category: CATEGORY,
      url: teamUrl(team.id),
      mailNow: true,
    });
  } else if (!(await optedOut(tx, email!))) {
    // An address that asked for no invitation mail keeps the invitation (it attaches if they sign up), unmailed.
    const signUp = new URL('/auth/sign-up', env().APP_URL);
    signUp.searchParams.set('email', email!);
    await enqueueMails(
      tx,
      [
        {
          to: email!,
          template: 'team-invitation',
          ...(await teamInvitationMail({
            inviterName,
            teamName: team.name,
            signUpUrl: signUp.toString(),
            optOutUrl: optOutUrl(email!),
          })),
        },
      ],
      { now: true },
    );
  }
  return 'invited';
}

export type InviteResult =
  | { status: Exclude<InviteOutcome, PlanLimit> | 'notFound' | 'roleNotOffered' }
  | InviteLimited
  | { status: 'plan-limit'; refusal: PlanLimit };

/** Owners, admins and managers invite one person from the team page; only owners and admins offer admin. */
export async function inviteToTeam(
  db: Db,
  viewerId: string,
  input: { teamId: string; invitee: Invitee; role: AssignableRole },
): Promise<InviteResult> {
  try {
    return await db.$transaction(async (tx) => {
      const team = await tx.team.findFirst({
        where: teamWhereRole(input.teamId, viewerId, MANAGERS),
        select: {
          id: true,
          name: true,
          ownerId: true,
          roster: { where: { userId: viewerId }, select: { role: true } },
        },
      });
      if (!team) return { status: 'notFound' } as const;
      const role = team.ownerId === viewerId ? 'owner' : memberRole(team.roster[0]?.role);
      if (!rolesToOffer(role).includes(input.role)) return { status: 'roleNotOffered' } as const;
      const refused = await takeAllIn(tx, inviteLimits(viewerId, [input.invitee]));
      if (refused) return inviteLimited(refused);
      const inviter = await tx.user.findUniqueOrThrow({
        where: { id: viewerId },
        select: { id: true, displayName: true, fullName: true },
      });
      const outcome = await invite(tx, team, inviter, input.invitee, input.role);
      return typeof outcome === 'string' ? { status: outcome } : { status: 'plan-limit', refusal: outcome };
    });
  } catch (error) {
    // Two invitations of the same person at once: the second meets the unique key and rolls back whole.
    if (isUniqueViolation(error)) return { status: 'already' };
    throw error;
  }
}

/**
 * Attaches the invitations sent to `email` before it had an account to the user who confirmed it (called in
 * the e-mail confirmation's transaction) and notifies them. Teams they are already on keep that entry.
 */
export async function attachInvitations(tx: Tx, userId: string, email: string): Promise<string[]> {
  const attached = await tx.$queryRaw<{ teamId: string }[]>`
    UPDATE "roster_entries" r SET "userId" = ${userId}
     WHERE lower(r."email") = ${email.toLowerCase()} AND r."userId" IS NULL
       AND NOT EXISTS (SELECT 1 FROM "roster_entries" o WHERE o."teamId" = r."teamId" AND o."userId" = ${userId})
    RETURNING r."teamId"`;
  await tx.$executeRaw`
    DELETE FROM "roster_entries" WHERE lower("email") = ${email.toLowerCase()} AND "userId" IS NULL`;
  return notifyInvitations(
    tx,
    userId,
    attached.map((a) => a.teamId),
  );
}

/** Tells the user of their pending invitations to these teams (by whoever invited them), as an invitation
 * does when it is sent. Returns the team ids. */
export async function notifyInvitations(tx: Tx, userId: string, teamIds: string[]): Promise<string[]> {
  if (teamIds.length === 0) return [];
  const teams = await tx.team.findMany({
    where: { id: { in: teamIds } },
    select: { id: true, name: true, roster: { where: { userId }, select: { invitedById: true } } },
  });
  const inviterIds = teams.flatMap((t) => t.roster.map((r) => r.invitedById)).filter((id) => id !== null);
  const inviters = await tx.user.findMany({
    where: { id: { in: inviterIds } },
    select: { id: true, displayName: true, fullName: true },
  });
  for (const team of teams) {
    const inviter = inviters.find((i) => i.id === team.roster[0]?.invitedById);
    await notify(tx, userId, {
      type: TEAM_INVITE_TYPE,
      title: m.inviteNotificationTitle,
      message: m.inviteNotification(personName(inviter), team.name),
      data: { teamId: team.id },
      category: CATEGORY,
      url: teamUrl(team.id),
    });
  }
  return teams.map((t) => t.id);
}

const pendingInvitationWhere = (teamId: string, userId: string) =>
  ({
    teamId,
    userId,
    joinRequest: false,
    OR: [{ role: null }, { role: '' }, { role: { contains: 'pending', mode: 'insensitive' as const } }],
  }) satisfies Prisma.RosterEntryWhereInput;

export type RespondResult = { status: 'accepted' | 'declined'; teamName: string } | { status: 'notFound' };

/** The invitee accepts (taking the role offered) or declines (the entry goes) their pending invitation. */
export async function respondToInvitation(
  db: Db,
  userId: string,
  input: { teamId: string; accept: boolean },
): Promise<RespondResult> {
  return db.$transaction(async (tx) => {
    const entry = await tx.rosterEntry.findFirst({
      where: pendingInvitationWhere(input.teamId, userId),
      select: { id: true, role: true, invitedById: true, team: { select: { name: true, ownerId: true } } },
    });
    if (!entry) return { status: 'notFound' } as const;
    const teamName = entry.team.name;
    if (!input.accept) {
      await tx.rosterEntry.delete({ where: { id: entry.id } });
      return { status: 'declined', teamName } as const;
    }
    await tx.rosterEntry.update({ where: { id: entry.id }, data: { role: offeredRole(entry.role) } });
    const me = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { displayName: true, fullName: true },
    });
    await notify(tx, entry.invitedById ?? entry.team.ownerId, {
      type: 'TEAM_INVITATION_ACCEPTED',
      title: m.acceptedNotificationTitle,
      message: m.acceptedNotification(personName(me), teamName),
      data: { teamId: input.teamId },
      category: CATEGORY,
      url: teamUrl(input.teamId),
    });
    return { status: 'accepted', teamName } as const;
  });
}

// ───────────────────────────── Joining ─────────────────────────────

export type JoinResult =
  | { status: 'joined' | 'requested'; teamName: string }
  | { status: 'notFound' | 'already' | 'alreadyRequested' | 'requestLimit' }
  | { status: 'plan-limit'; refusal: PlanLimit };

/**
 * The viewer joins an open team, asks to join a "by request" one (managers are told), or accepts a pending
 * invitation by joining. An invite-only team without an invitation, or one whose owner is blocked either way
 * with the viewer, is not found.
 */
export async function joinTeam(db: Db, userId: string, input: { teamId: string }): Promise<JoinResult> {
  try {
    return await db.$transaction(async (tx): Promise<JoinResult> => {
      const team = await tx.team.findFirst({
        where: {
          id: input.teamId,
          isExternal: false,
          OR: [{ joinPolicy: { in: ['OPEN', 'REQUEST'] } }, { roster: { some: { userId } } }],
        },
        select: {
          id: true,
          name: true,
          ownerId: true,
          joinPolicy: true,
          roster: { where: { userId }, select: { id: true, role: true, joinRequest: true } },
        },
      });
      if (!team || (await isBlockedBetween(tx, userId, team.ownerId))) return { status: 'notFound' };
      const entry = team.roster[0];
      const standing = standingOf(userId, team, entry);
      if (standing.kind === 'member') return { status: 'already' };
      if (standing.kind === 'requested') return { status: 'alreadyRequested' };
      const me = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { displayName: true, fullName: true },
      });
      const who = personName(me);
      const managers = (await managerIds(tx, team.id, team.ownerId)).filter((id) => id !== userId);
      // A new entry (joining an open team, or a request) needs room on the roster; an invitation already has it.
      if (!entry) {
        const full = await checkRosterRoom(tx, team.id, 1, false);
        if (full) return { status: 'plan-limit', refusal: full };
      }
      if (standing.kind === 'invited' || team.joinPolicy === 'OPEN') {
        if (entry)
          await tx.rosterEntry.update({ where: { id: entry.id }, data: { role: offeredRole(entry.role) } });
        else await tx.rosterEntry.create({ data: { teamId: team.id, userId, role: 'player' } });
        await notifyMany(tx, managers, {
          type: 'TEAM_MEMBER_JOINED',
          title: m.joinedNotificationTitle,
          message: m.joinedNotification(who, team.name),
          data: { teamId: team.id },
          category: CATEGORY,
          url: teamUrl(team.id),
        });
        return { status: 'joined', teamName: team.name };
      }
      // A request (each notifies every manager) at most once per team a day: asking, withdrawing and asking
      // again cannot flood them.
      if (await takeAllIn(tx, limits.joinRequest(userId, team.id))) return { status: 'requestLimit' };
      await tx.rosterEntry.create({ data: { teamId: team.id, userId, role: 'pending', joinRequest: true } });
      await notifyMany(tx, managers, {
        type: 'TEAM_JOIN_REQUEST',
        title: m.requestNotificationTitle,
        message: m.requestNotification(who, team.name),
        data: { teamId: team.id },
        actorId: userId,
        // Per team and asker: asking two teams that share a manager gives that manager two requests to answer.
        collapseKey: `team-join:${team.id}:${userId}`,
        category: CATEGORY,
        url: teamUrl(team.id),
      });
      return { status: 'requested', teamName: team.name };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'already' };
    throw error;
  }
}

export type RequestAnswerResult = { status: 'approved' | 'declined'; name: string } | { status: 'notFound' };

/** Owners, admins and managers approve (the requester becomes a player) or decline a join request. */
export async function respondToJoinRequest(
  db: Db,
  viewerId: string,
  input: { teamId: string; entryId: string; approve: boolean },
): Promise<RequestAnswerResult> {
  return db.$transaction(async (tx) => {
    const team = await tx.team.findFirst({
      where: teamWhereRole(input.teamId, viewerId, MANAGERS),
      select: { id: true, name: true },
    });
    if (!team) return { status: 'notFound' } as const;
    const entry = await tx.rosterEntry.findFirst({
      where: { id: input.entryId, teamId: team.id, joinRequest: true, userId: { not: null } },
      select: { id: true, userId: true, user: { select: { displayName: true, fullName: true } } },
    });
    if (!entry) return { status: 'notFound' } as const;
    const name = personName(entry.user);
    if (!input.approve) {
      await tx.rosterEntry.delete({ where: { id: entry.id } });
      return { status: 'declined', name } as const;
    }
    await tx.rosterEntry.update({ where: { id: entry.id }, data: { role: 'player', joinRequest: false } });
    await notify(tx, entry.userId!, {
      type: 'TEAM_JOIN_APPROVED',
      title: m.approvedNotificationTitle,
      message: m.approvedNotification(team.name),
      data: { teamId: team.id },
      category: CATEGORY,
      url: teamUrl(team.id),
    });
    return { status: 'approved', name } as const;
  });
}

// ───────────────────────────── Roles, removal, leaving ─────────────────────────────

/** The actor's role on a team they own or administer, with the team; null when neither. */
async function loadAdminTeam(tx: Tx, teamId: string, viewerId: string, roles: readonly TeamRole[]) {
  const team = await tx.team.findFirst({
    where: teamWhereRole(teamId, viewerId, roles),
    select: {
      id: true,
      name: true,
      ownerId: true,
      roster: { where: { userId: viewerId }, select: { id: true, role: true, joinRequest: true } },
    },
  });
  if (!team) return null;
  const standing = standingOf(viewerId, team, team.roster[0]);
  return { team, actor: standing.kind === 'member' ? standing.role : null };
}

export type UpdateTeamResult =
  { status: 'saved'; organizationSlug: string | null } | { status: 'notFound' | 'unknownGameType' };

/** Owners and admins change the team's name, sport, city, description and join policy. */
export async function updateTeam(db: Db, viewerId: string, input: EditTeamValues): Promise<UpdateTeamResult> {
  return db.$transaction(async (tx) => {
    const loaded = await loadAdminTeam(tx, input.teamId, viewerId, ADMINS);
    if (!loaded) return { status: 'notFound' } as const;
    const gameType = await tx.gameType.findUnique({ where: { id: input.gameTypeId }, select: { id: true } });
    if (!gameType) return { status: 'unknownGameType' } as const;
    const { city } = input;
    const saved = await tx.team.update({
      where: { id: loaded.team.id },
      select: { organization: { select: { slug: true } } },
      data: {
        name: input.name,
        description: input.description || null,
        gameTypeId: gameType.id,
        joinPolicy: input.joinPolicy,
        cityName: city.name,
        lat: city.lat,
        lng: city.lng,
        geohash: encodeGeohash(city.lat, city.lng),
      },
    });
    // The organization's page lists its teams (name, sport, city): the caller expires it.
    return { status: 'saved', organizationSlug: saved.organization?.slug ?? null } as const;
  });
}

export type ChangeRoleResult =
  | { status: 'changed' | 'transferred'; name: string; role: TeamRole }
  | { status: 'notFound' | 'forbidden' | 'paidPlan' };

/**
 * Owners and admins set a member's role (admin, manager, player). Only the owner hands the team over
 * (role owner): the member becomes owner and the former owner an admin, in one transaction. Nobody changes
 * the owner's role, and admins do not change each other's.
 */
export async function changeRole(
  db: Db,
  viewerId: string,
  input: { teamId: string; entryId: string; role: TeamRole },
): Promise<ChangeRoleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await loadAdminTeam(tx, input.teamId, viewerId, ADMINS);
    if (!loaded) return { status: 'notFound' } as const;
    const { team, actor } = loaded;
    const entry = await tx.rosterEntry.findFirst({
      where: { id: input.entryId, teamId: team.id, userId: { not: null }, ...activeRosterWhere },
      select: { id: true, userId: true, role: true, user: { select: { displayName: true, fullName: true } } },
    });
    if (!entry) return { status: 'notFound' } as const;
    const target: TeamRole = entry.userId === team.ownerId ? 'owner' : (memberRole(entry.role) ?? 'player');
    if (!mayChangeRole(actor, target, input.role)) return { status: 'forbidden' } as const;
    const name = personName(entry.user);
    if (input.role === 'owner') {
      // A paid plan is billed to the owner's card (the team's Stripe customer): the new owner would keep
      // changing a plan someone else pays for. The plan is cancelled first, and the new owner starts their own.
      const paid = await tx.subscriptionRecord.count({
        where: {
          teamId: team.id,
          stripeSubscriptionId: { not: null },
          status: { in: ['ACTIVE', 'TRIALING', 'PAST_DUE', 'INCOMPLETE'] },
        },
      });
      if (paid > 0) return { status: 'paidPlan' } as const;
      await tx.team.update({
        where: { id: team.id },
        data: { ownerId: entry.userId!, stripeCustomerId: null },
      });
      await tx.rosterEntry.update({ where: { id: entry.id }, data: { role: 'owner' } });
      await tx.rosterEntry.upsert({
        where: { teamId_userId: { teamId: team.id, userId: viewerId } },
        create: { teamId: team.id, userId: viewerId, role: 'admin' },
        update: { role: 'admin', joinRequest: false },
      });
      return { status: 'transferred', name, role: 'owner' } as const;
    }
    await tx.rosterEntry.update({ where: { id: entry.id }, data: { role: input.role } });
    return { status: 'changed', name, role: input.role } as const;
  });
}

export type RemoveResult =
  { status: 'removed' | 'cancelled'; name: string } | { status: 'notFound' | 'forbidden' };

/**
 * Removes a roster entry: managers cancel pending invitations and requests; owners and admins also remove
 * members (never the owner; admins not other admins). Leaving oneself goes through leaveTeam.
 */
export async function removeFromTeam(
  db: Db,
  viewerId: string,
  input: { teamId: string; entryId: string },
): Promise<RemoveResult> {
  return db.$transaction(async (tx) => {
    const loaded = await loadAdminTeam(tx, input.teamId, viewerId, MANAGERS);
    if (!loaded) return { status: 'notFound' } as const;
    const { team, actor } = loaded;
    const entry = await tx.rosterEntry.findFirst({
      where: { id: input.entryId, teamId: team.id },
      select: {
        id: true,
        userId: true,
        email: true,
        role: true,
        user: { select: { displayName: true, fullName: true } },
        guestUser: { select: { name: true } },
      },
    });
    if (!entry || entry.userId === viewerId) return { status: 'notFound' } as const;
    const target = entry.userId === team.ownerId ? 'owner' : memberRole(entry.role);
    const name =
      entry.email && !memberRole(entry.role)
        ? entry.email
        : (entry.guestUser?.name ?? personName(entry.user));
    // Whoever may add a guest without an account (owners, admins, managers) may take them off again.
    const allowed = entry.guestUser ? canManage(actor) : target && mayRemove(actor, target);
    if (target && !allowed) return { status: 'forbidden' } as const;
    await tx.rosterEntry.delete({ where: { id: entry.id } });
    return { status: target ? 'removed' : 'cancelled', name } as const;
  });
}

export type LeaveTeamResult =
  { status: 'left'; teamName: string } | { status: 'notFound' } | { status: 'owner' };

/**
 * Removes the user's own roster entry: a membership, or a join request they withdraw. An owner cannot leave
 * (the team would lose its owner): they hand it over first.
 */
export async function leaveTeam(db: Db, userId: string, teamId: string): Promise<LeaveTeamResult> {
  return db.$transaction(async (tx) => {
    const team = await tx.team.findFirst({
      where: {
        id: teamId,
        OR: [...teamsOfUserWhere(userId).OR, { roster: { some: { userId, joinRequest: true } } }],
      },
      select: { name: true, ownerId: true },
    });
    if (!team) return { status: 'notFound' };
    if (team.ownerId === userId) return { status: 'owner' };
    await tx.rosterEntry.deleteMany({ where: { teamId, userId } });
    return { status: 'left', teamName: team.name };
  });
}
