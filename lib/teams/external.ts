import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { notify } from '@/lib/notifications/notify';
import { ambassadorUi } from '@/lib/messages/teams';
import { teamsOfUserWhere } from './rules';
import { teamWhereRole } from './service';
import type { AmbassadorDecisionValues, AmbassadorValues } from './schema';

// External teams (opponents not on the platform, per team, managed by its owner, admins and managers) and
// ambassador applications (start/ambassador, listed to admins).

const MANAGERS = ['owner', 'admin', 'manager'] as const;
const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** The key that keeps one entry per opponent name and team ("  Westside  WOLVES " = "westside wolves"). */
export const externalNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export type AddExternalResult =
  { status: 'added'; id: string; name: string } | { status: 'already' } | { status: 'notFound' };

/** A manager of `teamId` adds an opponent by name. Anyone else: not found, nothing written. */
export async function addExternalTeam(
  db: Db,
  viewerId: string,
  input: { teamId: string; name: string },
): Promise<AddExternalResult> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  try {
    return await db.$transaction(async (tx) => {
      const team = await tx.team.findFirst({
        where: teamWhereRole(input.teamId, viewerId, MANAGERS),
        select: { id: true },
      });
      if (!team) return { status: 'notFound' } as const;
      const created = await tx.externalTeam.create({
        data: { teamId: team.id, name, nameKey: externalNameKey(name), createdById: viewerId },
        select: { id: true, name: true },
      });
      return { status: 'added', id: created.id, name: created.name } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'already' };
    throw error;
  }
}

/** A manager of `teamId` removes one of its opponents. A foreign id (or team) is not found. */
export async function removeExternalTeam(
  db: Db,
  viewerId: string,
  input: { teamId: string; externalTeamId: string },
): Promise<{ status: 'removed'; name: string } | { status: 'notFound' }> {
  return db.$transaction(async (tx) => {
    const entry = await tx.externalTeam.findFirst({
      where: { id: input.externalTeamId, team: teamWhereRole(input.teamId, viewerId, MANAGERS) },
      select: { id: true, name: true },
    });
    if (!entry) return { status: 'notFound' } as const;
    await tx.externalTeam.delete({ where: { id: entry.id } });
    return { status: 'removed', name: entry.name } as const;
  });
}

/** The teams the viewer manages, each with its opponents by name (the external-teams page). */
export function externalTeamsOfManager(db: Db, viewerId: string) {
  return db.team.findMany({
    where: {
      isExternal: false,
      OR: [
        { ownerId: viewerId },
        {
          roster: {
            some: {
              userId: viewerId,
              OR: MANAGERS.map((role) => ({ role: { equals: role, mode: 'insensitive' as const } })),
            },
          },
        },
      ],
    },
    select: {
      id: true,
      name: true,
      photoUrl: true,
      externalTeams: { select: { id: true, name: true }, orderBy: { nameKey: 'asc' } },
    },
    orderBy: { name: 'asc' },
  });
}

/** A team's opponents by name, for its members (the games issue offers them as opponents). */
export function externalTeamsOf(db: Db, viewerId: string, teamId: string) {
  return db.externalTeam.findMany({
    where: {
      teamId,
      team: teamsOfUserWhere(viewerId),
    },
    select: { id: true, name: true },
    orderBy: { nameKey: 'asc' },
  });
}

// ───────────────────────────── Ambassadors ─────────────────────────────

export type ApplyResult = { status: 'applied' } | { status: 'already' } | { status: 'unknownSport' };

/** Stores the viewer's ambassador application (one per user) with the chosen sports' labels. */
export async function applyAsAmbassador(
  db: Db,
  userId: string,
  input: AmbassadorValues,
): Promise<ApplyResult> {
  const ids = [...new Set(input.sports)];
  try {
    return await db.$transaction(async (tx) => {
      const types = await tx.gameType.findMany({
        where: { id: { in: ids } },
        select: { id: true, label: true },
      });
      if (types.length !== ids.length) return { status: 'unknownSport' } as const;
      const labels = ids.map((id) => types.find((t) => t.id === id)!.label);
      await tx.ambassadorApplication.create({
        data: {
          userId,
          cityName: input.city.name,
          lat: input.city.lat,
          lng: input.city.lng,
          sports: labels,
          why: input.why,
        },
      });
      return { status: 'applied' } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'already' };
    throw error;
  }
}

/** The viewer's own application, if any (start/ambassador shows it instead of the form). */
export const ownApplication = (db: Db, userId: string) =>
  db.ambassadorApplication.findUnique({
    where: { userId },
    select: { createdAt: true, status: true, decisionMessage: true, decidedAt: true },
  });

export const AMBASSADOR_DECISION_TYPE = 'AMBASSADOR_DECISION';

/**
 * An admin approves or declines a pending application; the applicant is notified (in the app and by mail) with
 * the admin's message, in the same transaction. A decided or unknown application: not found, nothing written.
 */
export async function decideAmbassadorApplication(
  db: Db,
  adminId: string,
  input: AmbassadorDecisionValues,
): Promise<{ status: 'decided' | 'notFound' }> {
  return db.$transaction(async (tx) => {
    const [application] = await tx.ambassadorApplication.updateManyAndReturn({
      where: { id: input.applicationId, status: 'pending' },
      data: {
        status: input.decision,
        decisionMessage: input.message,
        decidedAt: new Date(),
        decidedById: adminId,
      },
      select: { userId: true },
    });
    if (!application) return { status: 'notFound' } as const;
    const approved = input.decision === 'approved';
    await notify(tx, application.userId, {
      type: AMBASSADOR_DECISION_TYPE,
      title: approved ? ambassadorUi.approvedTitle : ambassadorUi.declinedTitle,
      message: input.message,
      data: { decision: input.decision },
      url: '/start/ambassador',
    });
    return { status: 'decided' } as const;
  });
}

/** Every application, newest first, with the applicant — for administrators only (null otherwise). */
export async function ambassadorApplications(db: Db, viewer: { isAdmin: boolean }, take = 200) {
  if (!viewer.isAdmin) return null;
  return db.ambassadorApplication.findMany({
    select: {
      id: true,
      cityName: true,
      sports: true,
      why: true,
      createdAt: true,
      status: true,
      decisionMessage: true,
      decidedAt: true,
      user: { select: { id: true, displayName: true, fullName: true, email: true } },
      decidedBy: { select: { displayName: true, fullName: true, email: true } },
    },
    // Pending first ('pending' sorts after 'declined' and 'approved'), then newest.
    orderBy: [{ status: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
}
