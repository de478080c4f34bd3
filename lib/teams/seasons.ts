import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { notifyMany } from '@/lib/notifications/notify';
import { isBlockedBetween } from '@/lib/access/blocks';
import { teamUi as m } from '@/lib/messages/teams';
import { teamsOfUserWhere } from './rules';
import { personName, teamWhereRole } from './service';

// Seasons of a team and registrations for them. Managers add seasons and open or close registration; a
// user registers themself or a family member they are guardian of (an accepted family link naming them as
// that member's parent or guardian); managers approve, waitlist or decline, and the player (and the guardian
// who registered them) are told.

type Tx = Prisma.TransactionClient;
const MANAGERS = ['owner', 'admin', 'manager'] as const;
const dateOnly = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export async function createSeason(
  db: Db,
  viewerId: string,
  input: { teamId: string; label: string; startDate: string; endDate: string; registrationOpen: boolean },
): Promise<{ status: 'created'; id: string } | { status: 'notFound' }> {
  const team = await db.team.findFirst({
    where: teamWhereRole(input.teamId, viewerId, MANAGERS),
    select: { id: true },
  });
  if (!team) return { status: 'notFound' };
  const season = await db.season.create({
    data: {
      teamId: team.id,
      label: input.label,
      startDate: dateOnly(input.startDate),
      endDate: dateOnly(input.endDate),
      registrationOpen: input.registrationOpen,
    },
    select: { id: true },
  });
  return { status: 'created', id: season.id };
}

export async function setRegistrationOpen(
  db: Db,
  viewerId: string,
  input: { teamId: string; seasonId: string; open: boolean },
): Promise<{ status: 'updated' | 'notFound' }> {
  const { count } = await db.season.updateMany({
    where: { id: input.seasonId, team: teamWhereRole(input.teamId, viewerId, MANAGERS) },
    data: { registrationOpen: input.open },
  });
  return { status: count === 1 ? 'updated' : 'notFound' };
}

export type AddGroupResult =
  { status: 'added'; name: string } | { status: 'exists' } | { status: 'notFound' };

/** Owners, admins and managers add a group (division, age group) to one of the team's seasons. */
export async function addSeasonGroup(
  db: Db,
  viewerId: string,
  input: { teamId: string; seasonId: string; name: string },
): Promise<AddGroupResult> {
  return db.$transaction(async (tx) => {
    const season = await tx.season.findFirst({
      where: { id: input.seasonId, team: teamWhereRole(input.teamId, viewerId, MANAGERS) },
      select: { id: true },
    });
    if (!season) return { status: 'notFound' } as const;
    // Serialise additions to this season so two equal names cannot both pass the check below.
    await tx.$executeRaw`SELECT 1 FROM "seasons" WHERE "id" = ${season.id} FOR UPDATE`;
    const same = await tx.seasonGroup.findFirst({
      where: { seasonId: season.id, name: { equals: input.name, mode: 'insensitive' } },
      select: { id: true },
    });
    if (same) return { status: 'exists' } as const;
    await tx.seasonGroup.create({ data: { seasonId: season.id, name: input.name } });
    return { status: 'added', name: input.name } as const;
  });
}

/** Owners, admins and managers remove a group of one of the team's seasons. */
export async function removeSeasonGroup(
  db: Db,
  viewerId: string,
  input: { teamId: string; groupId: string },
): Promise<{ status: 'removed'; name: string } | { status: 'notFound' }> {
  return db.$transaction(async (tx) => {
    const group = await tx.seasonGroup.findFirst({
      where: { id: input.groupId, season: { team: teamWhereRole(input.teamId, viewerId, MANAGERS) } },
      select: { id: true, name: true },
    });
    if (!group) return { status: 'notFound' } as const;
    await tx.seasonGroup.delete({ where: { id: group.id } });
    return { status: 'removed', name: group.name } as const;
  });
}

/** Where-filter: accepted family links that make `guardianId` a parent or guardian of `childId`. */
export const guardianOfWhere = (guardianId: string, childId: string) =>
  ({
    status: 'ACCEPTED',
    OR: [
      { requesterId: childId, recipientId: guardianId, requesterRelation: { in: ['PARENT', 'GUARDIAN'] } },
      { recipientId: childId, requesterId: guardianId, recipientRelation: { in: ['PARENT', 'GUARDIAN'] } },
    ],
  }) satisfies Prisma.FamilyConnectionWhereInput;

/** The platform users the viewer is parent or guardian of (whom they may register). */
export async function wardsOf(db: Pick<Db, 'familyConnection'>, guardianId: string) {
  const links = await db.familyConnection.findMany({
    where: {
      status: 'ACCEPTED',
      OR: [
        { recipientId: guardianId, requesterRelation: { in: ['PARENT', 'GUARDIAN'] } },
        {
          requesterId: guardianId,
          recipientRelation: { in: ['PARENT', 'GUARDIAN'] },
          recipientId: { not: null },
        },
      ],
    },
    select: {
      requesterId: true,
      recipientId: true,
      requester: { select: { displayName: true, fullName: true } },
      recipient: { select: { displayName: true, fullName: true } },
    },
  });
  return links.map((l) =>
    l.requesterId === guardianId
      ? { id: l.recipientId!, name: personName(l.recipient) }
      : { id: l.requesterId, name: personName(l.requester) },
  );
}

export type RegisterResult =
  { status: 'registered'; name: string } | { status: 'notFound' | 'closed' | 'notGuardian' | 'already' };

/**
 * Registers `input.userId` for an open season: the viewer themself, or someone they are guardian of. The team
 * must be one the viewer may see (not invite-only unless they are on it; no block with its owner).
 */
export async function registerForSeason(
  db: Db,
  viewerId: string,
  input: { teamId: string; seasonId: string; userId: string },
): Promise<RegisterResult> {
  try {
    return await db.$transaction(async (tx): Promise<RegisterResult> => {
      const season = await tx.season.findFirst({
        where: {
          id: input.seasonId,
          team: {
            id: input.teamId,
            isExternal: false,
            OR: [
              { joinPolicy: { in: ['OPEN', 'REQUEST'] } },
              ...teamsOfUserWhere(viewerId).OR,
              { roster: { some: { userId: viewerId } } },
            ],
          },
        },
        select: {
          id: true,
          label: true,
          registrationOpen: true,
          team: { select: { id: true, name: true, ownerId: true } },
        },
      });
      if (!season || (await isBlockedBetween(tx, viewerId, season.team.ownerId)))
        return { status: 'notFound' };
      if (!season.registrationOpen) return { status: 'closed' };
      if (input.userId !== viewerId) {
        const link = await tx.familyConnection.findFirst({
          where: guardianOfWhere(viewerId, input.userId),
          select: { id: true },
        });
        if (!link) return { status: 'notGuardian' };
      }
      const existing = await tx.registration.findUnique({
        where: { seasonId_userId: { seasonId: season.id, userId: input.userId } },
        select: { id: true },
      });
      if (existing) return { status: 'already' };
      await tx.registration.create({
        data: {
          seasonId: season.id,
          teamId: season.team.id,
          userId: input.userId,
          registeredById: viewerId,
          status: 'PENDING',
        },
      });
      const player = await tx.user.findUniqueOrThrow({
        where: { id: input.userId },
        select: { displayName: true, fullName: true },
      });
      const name = personName(player);
      await notifyMany(tx, await managers(tx, season.team), {
        type: 'TEAM_REGISTRATION',
        title: m.registrationNotificationTitle,
        message: m.registrationNotification(name, season.label, season.team.name),
        data: { teamId: season.team.id, seasonId: season.id },
        category: 'teamJoin',
        url: `/team/${season.team.id}?tab=seasons`,
      });
      return { status: 'registered', name };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return { status: 'already' };
    throw error;
  }
}

async function managers(tx: Tx, team: { id: string; ownerId: string }) {
  const rows = await tx.rosterEntry.findMany({
    where: {
      teamId: team.id,
      userId: { not: null },
      OR: MANAGERS.map((role) => ({ role: { equals: role, mode: 'insensitive' as const } })),
    },
    select: { userId: true },
  });
  return [...new Set([team.ownerId, ...rows.map((r) => r.userId!)])];
}

export type DecideResult = { status: 'decided'; name: string } | { status: 'notFound' };

/** Managers approve, waitlist or decline a registration; the player and the guardian who registered them hear. */
export async function decideRegistration(
  db: Db,
  viewerId: string,
  input: { teamId: string; registrationId: string; status: 'CONFIRMED' | 'DECLINED' | 'WAITLISTED' },
): Promise<DecideResult> {
  return db.$transaction(async (tx) => {
    const registration = await tx.registration.findFirst({
      where: { id: input.registrationId, team: teamWhereRole(input.teamId, viewerId, MANAGERS) },
      select: {
        id: true,
        userId: true,
        registeredById: true,
        user: { select: { displayName: true, fullName: true } },
        season: { select: { label: true } },
        team: { select: { id: true, name: true } },
      },
    });
    if (!registration) return { status: 'notFound' } as const;
    await tx.registration.update({ where: { id: registration.id }, data: { status: input.status } });
    const name = personName(registration.user);
    const recipients = [registration.userId, registration.registeredById].filter((id): id is string => !!id);
    await notifyMany(tx, recipients, {
      type: 'TEAM_REGISTRATION_STATUS',
      title: m.registrationStatusTitle,
      message: m.registrationStatusNotification(
        name,
        registration.season.label,
        registration.team.name,
        m.statusLabels[input.status],
      ),
      data: { teamId: registration.team.id },
      category: 'teamJoin',
      url: `/team/${registration.team.id}?tab=seasons`,
    });
    return { status: 'decided', name } as const;
  });
}

/**
 * The Seasons tab: the team's seasons (newest first) with, for managers, every registration, and for
 * everyone else only those of themself and their wards; plus whom the viewer may register.
 */
export async function seasonsTab(db: Db, viewerId: string, teamId: string, canManage: boolean) {
  const wards = await wardsOf(db, viewerId);
  const mine = [viewerId, ...wards.map((w) => w.id)];
  const seasons = await db.season.findMany({
    where: { teamId },
    select: {
      id: true,
      label: true,
      startDate: true,
      endDate: true,
      registrationOpen: true,
      groups: { select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] },
      registrations: {
        where: canManage ? {} : { userId: { in: mine } },
        select: {
          id: true,
          userId: true,
          status: true,
          user: { select: { displayName: true, fullName: true } },
          registeredBy: { select: { id: true, displayName: true, fullName: true } },
        },
        orderBy: { createdAt: 'asc' },
      },
    },
    orderBy: [{ startDate: 'desc' }, { id: 'asc' }],
  });
  return { seasons, wards };
}
