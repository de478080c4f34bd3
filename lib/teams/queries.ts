import 'server-only';
import { db } from '@/lib/db';
import { blockedAmong } from '@/lib/privacy/blocks';
import { teamUi } from '@/lib/messages/teams';
import { visibleEventWhere } from '@/lib/events/visibility';
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

// Teams and communities the user owns or is an active member of, newest first.
export function teamsOfUser(userId: string, take = 50) {
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
};

export type TeamPage = NonNullable<Awaited<ReturnType<typeof teamPage>>>;

/**
 * Everything team/{id} shows, in two queries whatever the roster's size: the team with its whole roster,
 * then one block check over the owner and the roster. Null (team not found) when the team does not exist,
 * its owner and the viewer are blocked either way, or it is invite-only and the viewer is not on its roster.
 * Members and invitees see the header; only members see the roster (blocked users left out).
 */
export async function teamPage(viewerId: string, teamId: string) {
  const team = await db.team.findFirst({
    where: { id: teamId, isExternal: false },
    select: {
      id: true,
      name: true,
      kind: true,
      description: true,
      photoUrl: true,
      ownerId: true,
      joinPolicy: true,
      cityName: true,
      subscriptionLevel: true,
      gameType: { select: { label: true } },
      roster: {
        select: {
          id: true,
          userId: true,
          email: true,
          role: true,
          joinRequest: true,
          user: { select: { displayName: true, fullName: true, photoUrl: true } },
        },
        orderBy: { createdAt: 'asc' },
      },
    },
  });
  if (!team) return null;
  const own = team.roster.find((r) => r.userId === viewerId);
  const standing = standingOf(viewerId, team, own);
  if (team.joinPolicy === 'INVITE_ONLY' && standing.kind === 'none') return null;
  const userIds = team.roster.map((r) => r.userId).filter((id): id is string => id !== null);
  const blocked = await blockedAmong(db, viewerId, [team.ownerId, ...userIds]);
  if (blocked.has(team.ownerId)) return null;

  const role = standing.kind === 'member' ? standing.role : null;
  const rows: RosterRow[] = team.roster
    .filter((r) => !r.userId || !blocked.has(r.userId))
    .map((r) => {
      const member = r.userId === team.ownerId ? 'owner' : memberRole(r.role);
      const state = member ? 'member' : r.joinRequest ? 'requested' : 'invited';
      // An invitation by e-mail shows the address until it is accepted (it must not tell whether it has an account).
      const name =
        state === 'invited' && r.email
          ? r.email
          : r.user?.displayName || r.user?.fullName || r.email || '';
      return {
        entryId: r.id,
        userId: r.userId,
        name,
        photoUrl: state === 'member' ? (r.user?.photoUrl ?? null) : null,
        role: member,
        state,
        offered: state === 'invited' ? offeredRole(r.role) : null,
      } satisfies RosterRow;
    });
  const members = rows
    .filter((r) => r.state === 'member')
    .sort((a, b) => ROLE_ORDER[a.role!] - ROLE_ORDER[b.role!] || a.name.localeCompare(b.name));
  const memberCount = team.roster.filter((r) => r.userId === team.ownerId || memberRole(r.role)).length;
  return {
    team: {
      id: team.id,
      name: team.name,
      kind: team.kind,
      description: team.description,
      photoUrl: team.photoUrl,
      joinPolicy: team.joinPolicy,
      cityName: team.cityName,
      sport: team.gameType?.label ?? null,
      ownerId: team.ownerId,
    },
    memberCount,
    standing,
    role,
    canManage: canManage(role),
    canAdminister: canAdminister(role),
    // Members see the roster; managers also see pending invitations and requests.
    members: role ? members : [],
    pending: canManage(role) ? rows.filter((r) => r.state !== 'member') : [],
  };
}

/** The team's upcoming events the viewer may see, soonest first. */
export function teamEvents(viewerId: string, teamId: string, now: Date = new Date()) {
  return db.event.findMany({
    where: {
      hostingTeamId: teamId,
      cancelled: false,
      dateStart: { gte: new Date(now.getTime() - 6 * 3_600_000) },
      ...visibleEventWhere(viewerId, now),
    },
    select: { id: true, title: true, dateStart: true, timeZone: true, locationName: true, goingCount: true },
    orderBy: { dateStart: 'asc' },
    take: 50,
  });
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
