import 'server-only';
import { getThread as getDiscussionThread, listDiscussions } from './discussions';
import { seasonsTab } from './seasons';
import { teamWhereRole } from './service';
import { findTeams } from './directory';
import { ambassadorApplications, externalTeamsOfManager, ownApplication } from './external';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { blockedBetweenSql } from '@/lib/access/blocks';
import { teamUi } from '@/lib/messages/teams';
import { visibleEventWhere } from '@/lib/access/event-visibility';
import { cardExtras } from '@/lib/events/cards';
import { savedCity, type PickedCity } from '@/lib/geo/city';
import {
  activeRosterWhere,
  canAdminister,
  canManage,
  memberRole,
  offeredRole,
  ROLE_ORDER,
  standingOf,
  teamsOfUserWhere,
  type TeamRole,
} from './rules';

// Teams and communities the user owns or is an active member of, newest first (one query: home uses it).
export function teamsOfUser(userId: string, take = 50) {
  return db.team.findMany({
    where: teamsOfUserWhere(userId),
    select: {
      id: true,
      name: true,
      kind: true,
      photoUrl: true,
      ownerId: true,
      _count: { select: { roster: { where: activeRosterWhere } } },
    },
    orderBy: { createdAt: 'desc' },
    take,
  });
}

/** The teams page's list: teamsOfUser with each team's sport and city. */
export function myTeams(userId: string, take = 100) {
  return db.team.findMany({
    where: teamsOfUserWhere(userId),
    select: {
      id: true,
      name: true,
      kind: true,
      photoUrl: true,
      ownerId: true,
      cityName: true,
      gameType: { select: { label: true } },
      _count: { select: { roster: { where: activeRosterWhere } } },
    },
    orderBy: { createdAt: 'desc' },
    take,
  });
}

/** Teams that invited the viewer and wait for an answer (the teams page lists them first). */
export function pendingInvitationsOf(userId: string) {
  return db.team.findMany({
    where: {
      isExternal: false,
      roster: {
        some: {
          userId,
          joinRequest: false,
          OR: [{ role: null }, { role: '' }, { role: { contains: 'pending', mode: 'insensitive' } }],
        },
      },
    },
    select: { id: true, name: true, kind: true, photoUrl: true, cityName: true },
    orderBy: { createdAt: 'desc' },
  });
}

export type RosterRow = {
  entryId: string;
  userId: string | null;
  name: string;
  photoUrl: string | null;
  /** A member's role; null for a pending invitation or request. */
  role: TeamRole | null;
  state: 'member' | 'invited' | 'requested';
  /** The role an invitation offers. */
  offered: TeamRole | null;
  /** A guest without an account (lib/guests): shown with a Guest badge, no role to change. */
  guest: boolean;
  /** The guest's record, for the team's managers only (they may delete it: lib/guests deleteGuest). */
  guestUserId: string | null;
};

export type TeamPage = NonNullable<Awaited<ReturnType<typeof teamPage>>>;

/**
 * Everything team/{id} shows, in two queries whatever the roster's size: the team (with its sport and a block
 * check against its owner), then the whole roster with names and a block flag per person. Null (team not found) when the team does not exist,
 * its owner and the viewer are blocked either way, or it is invite-only and the viewer is not on its roster.
 * Members and invitees see the header; only members see the roster (blocked users left out).
 */
export async function teamPage(viewerId: string, teamId: string) {
  const viewer = Prisma.sql`${viewerId}`;
  const [team] = await db.$queryRaw<
    {
      id: string;
      name: string;
      kind: 'TEAM' | 'COMMUNITY' | 'LEAGUE';
      description: string | null;
      photoUrl: string | null;
      ownerId: string;
      joinPolicy: 'OPEN' | 'REQUEST' | 'INVITE_ONLY';
      cityName: string | null;
      lat: number | null;
      lng: number | null;
      sport: string | null;
      ownerBlocked: boolean;
      following: boolean;
    }[]
  >`
    SELECT t."id", t."name", t."kind"::text AS "kind", t."description", t."photoUrl", t."ownerId",
           t."joinPolicy"::text AS "joinPolicy", t."cityName", t."lat", t."lng", g."label" AS "sport",
           ${blockedBetweenSql(viewer, Prisma.sql`t."ownerId"`)} AS "ownerBlocked",
           EXISTS (SELECT 1 FROM "team_follows" f WHERE f."teamId" = t."id" AND f."followerId" = ${viewerId}) AS "following"
      FROM "teams" t LEFT JOIN "game_types" g ON g."id" = t."gameTypeId"
     WHERE t."id" = ${teamId} AND NOT t."isExternal"`;
  if (!team || team.ownerBlocked) return null;
  // The whole roster with each person's name and whether they and the viewer are blocked either way.
  const roster = await db.$queryRaw<
    {
      id: string;
      userId: string | null;
      email: string | null;
      role: string | null;
      joinRequest: boolean;
      displayName: string | null;
      fullName: string | null;
      photoUrl: string | null;
      guestName: string | null;
      guestUserId: string | null;
      blocked: boolean;
    }[]
  >`
    SELECT r."id", r."userId", r."email", r."role", r."joinRequest", r."guestUserId",
           u."displayName", u."fullName", u."photoUrl", gu."name" AS "guestName",
           (u."id" IS NOT NULL AND u."id" <> ${viewerId} AND ${blockedBetweenSql(viewer, Prisma.sql`u."id"`)}) AS "blocked"
      FROM "roster_entries" r LEFT JOIN "users" u ON u."id" = r."userId"
      LEFT JOIN "guest_users" gu ON gu."id" = r."guestUserId"
     WHERE r."teamId" = ${teamId}
     ORDER BY r."createdAt", r."id"`;
  const own = roster.find((r) => r.userId === viewerId);
  const standing = standingOf(viewerId, team, own);
  if (team.joinPolicy === 'INVITE_ONLY' && standing.kind === 'none') return null;

  const role = standing.kind === 'member' ? standing.role : null;
  const rows: RosterRow[] = roster
    .filter((r) => !r.blocked)
    .map((r) => {
      const member = r.userId === team.ownerId ? 'owner' : memberRole(r.role);
      const state = member ? 'member' : r.joinRequest ? 'requested' : 'invited';
      // An invitation by e-mail shows the address until it is accepted (it must not tell whether it has an account).
      const name =
        state === 'invited' && r.email
          ? r.email
          : r.guestName || r.displayName || r.fullName || r.email || '';
      return {
        entryId: r.id,
        userId: r.userId,
        name,
        photoUrl: state === 'member' ? r.photoUrl : null,
        role: member,
        state,
        offered: state === 'invited' ? offeredRole(r.role) : null,
        guest: r.guestName !== null,
        guestUserId: r.guestName !== null && canManage(role) ? r.guestUserId : null,
      } satisfies RosterRow;
    });
  const members = rows
    .filter((r) => r.state === 'member')
    .sort((a, b) => ROLE_ORDER[a.role!] - ROLE_ORDER[b.role!] || a.name.localeCompare(b.name));
  const memberCount = roster.filter((r) => r.userId === team.ownerId || memberRole(r.role)).length;
  return {
    team: {
      id: team.id,
      name: team.name,
      kind: team.kind,
      description: team.description,
      photoUrl: team.photoUrl,
      joinPolicy: team.joinPolicy,
      cityName: team.cityName,
      /** Where it plays (its home city's pin), for the small map. */
      home: team.lat !== null && team.lng !== null ? { lat: team.lat, lng: team.lng } : null,
      sport: team.sport,
      ownerId: team.ownerId,
    },
    memberCount,
    following: team.following,
    standing,
    role,
    canManage: canManage(role),
    canAdminister: canAdminister(role),
    // Members see the roster; managers also see pending invitations and requests.
    members: role ? members : [],
    pending: canManage(role) ? rows.filter((r) => r.state !== 'member') : [],
  };
}

/**
 * The team's upcoming events the viewer may see, soonest first, as game cards (the Events tab, issue 35): each
 * with what a card shows (sport, spots, level, price) and its extras (friends going, the host's record). Two
 * statements whatever the number of events: the list, then the extras of all of them (lib/events/cards).
 */
export async function teamEvents(viewerId: string, teamId: string, now: Date = new Date()) {
  const rows = await db.event.findMany({
    where: {
      hostingTeamId: teamId,
      cancelled: false,
      dateStart: { gte: new Date(now.getTime() - 6 * 3_600_000) },
      ...visibleEventWhere(viewerId, now),
    },
    select: {
      id: true,
      title: true,
      dateStart: true,
      timeZone: true,
      locationName: true,
      address: true,
      capacity: true,
      goingCount: true,
      levelMin: true,
      levelMax: true,
    },
    orderBy: { dateStart: 'asc' },
    take: 50,
  });
  const extras = await cardExtras(
    viewerId,
    rows.map((e) => e.id),
    now,
  );
  // The sport and the price come with the extras.
  return rows.map(({ dateStart, ...e }) => ({ ...e, startsAt: dateStart, extras: extras.get(e.id) }));
}

/** The settings form of a team the viewer owns or administers (or null): its current details. */
export async function teamSettingsForm(viewerId: string, teamId: string) {
  const team = await db.team.findFirst({
    where: teamWhereRole(teamId, viewerId, ['owner', 'admin']),
    select: {
      id: true,
      name: true,
      gameTypeId: true,
      cityName: true,
      lat: true,
      lng: true,
      description: true,
      joinPolicy: true,
    },
  });
  if (!team) return null;
  return {
    teamId: team.id,
    name: team.name,
    gameTypeId: team.gameTypeId ?? '',
    city:
      team.cityName && team.lat !== null && team.lng !== null
        ? savedCity(team.cityName, team.lat, team.lng)
        : null,
    description: team.description ?? '',
    joinPolicy: team.joinPolicy,
  };
}

/** Game types for the create form, 'Other' first (02 §2), then by sort order and label. */
export async function sportOptions() {
  const types = await db.gameType.findMany({
    select: { id: true, label: true },
    orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }],
  });
  const isOther = (t: { label: string }) => t.label === teamUi.otherGameType;
  return [...types.filter(isOther), ...types.filter((t) => !isOther(t))];
}

/** The team wizard's starting home city: the owner's go-to city (settings), or none. */
export async function wizardHomeCity(viewerId: string): Promise<PickedCity | null> {
  const user = await db.user.findUnique({
    where: { id: viewerId },
    select: { cityName: true, cityLat: true, cityLng: true },
  });
  if (!user?.cityName || user.cityLat === null || user.cityLng === null) return null;
  return savedCity(user.cityName, user.cityLat, user.cityLng);
}

/** A discussion thread, the discussions list and the seasons tab of a team, as the viewer may see them. */
export const discussionThread = (viewerId: string, teamId: string, threadId: string) =>
  getDiscussionThread(db, viewerId, teamId, threadId);
export const discussionsOf = (viewerId: string, teamId: string, topicId?: string) =>
  listDiscussions(db, viewerId, teamId, topicId);
export const seasonsOf = (viewerId: string, teamId: string, canManage: boolean) =>
  seasonsTab(db, viewerId, teamId, canManage);

// ───────────────────────────── Finding teams ─────────────────────────────

/** One page of the directory (teams-v3) or of the leagues near a point: see findTeams. */
export const directoryPage = (
  viewerId: string,
  at: { lat: number; lng: number } | null,
  filters: Parameters<typeof findTeams>[3],
) => findTeams(db, viewerId, at, filters);

/** Communities the viewer owns or actively belongs to (my-communities). */
export function myCommunities(userId: string) {
  return db.team.findMany({
    where: { kind: 'COMMUNITY', isExternal: false, ...teamsOfUserWhere(userId) },
    select: {
      id: true,
      name: true,
      kind: true,
      photoUrl: true,
      ownerId: true,
      cityName: true,
      gameType: { select: { label: true } },
      _count: { select: { roster: { where: activeRosterWhere } } },
    },
    orderBy: { name: 'asc' },
  });
}

/** The teams the viewer manages with their external opponents (external-teams). */
export const managedExternalTeams = (viewerId: string) => externalTeamsOfManager(db, viewerId);

/** The viewer's ambassador application (start/ambassador) and, for admins, all of them (admin). */
export const myAmbassadorApplication = (userId: string) => ownApplication(db, userId);
export const adminAmbassadorApplications = (viewer: { isAdmin: boolean }) =>
  ambassadorApplications(db, viewer);
