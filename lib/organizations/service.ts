import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { ORGANIZATIONS_PER_OWNER, organizationManageUi as m } from '@/lib/messages/organizations';
import { notifyMany } from '@/lib/notifications/notify';
import { notBlockedSql } from '@/lib/access/blocks';
import { limits, takeAll, takeAllIn } from '@/lib/rate-limit';
import { teamWhereRole } from '@/lib/teams/service';
import type { OrganizationValues } from './schema';
import { runsOrganization } from './where';

// Organizations: an owner (who created it) and admins run it; its teams join with their owners' consent. Every
// rule is inside the query: a foreign or unknown id reads as not found. Callers refresh org/{slug} afterwards
// (lib/organizations/cache.ts) with the slugs these functions return.

type Tx = Prisma.TransactionClient;
const TEAM_ADMINS = ['owner', 'admin'] as const;
const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** Where-filter: the organization, when `userId` owns it or is one of its admins. */
export const organizationWhereAdmin = (organizationId: string, userId: string) =>
  ({ id: organizationId, ...runsOrganization(userId) }) satisfies Prisma.OrganizationWhereInput;

const data = (values: OrganizationValues) => ({
  name: values.name,
  slug: values.slug,
  description: values.description || null,
  links: values.links,
});

export type CreateOrganizationResult =
  { status: 'created'; id: string; slug: string } | { status: 'tooMany' } | { status: 'slugTaken' };

/** Creates an organization owned by the viewer (at most ORGANIZATIONS_PER_OWNER each). */
export async function createOrganization(
  db: Db,
  viewerId: string,
  values: OrganizationValues,
): Promise<CreateOrganizationResult> {
  try {
    return await db.$transaction(async (tx) => {
      // One creation at a time per owner, so two parallel requests cannot both pass the count.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`org-owner:${viewerId}`}, 0))`;
      const owned = await tx.organization.count({ where: { ownerId: viewerId } });
      if (owned >= ORGANIZATIONS_PER_OWNER) return { status: 'tooMany' } as const;
      const org = await tx.organization.create({
        data: { ...data(values), ownerId: viewerId },
        select: { id: true, slug: true },
      });
      return { status: 'created', ...org } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'slugTaken' };
    throw error;
  }
}

export type UpdateOrganizationResult =
  { status: 'saved'; slugs: string[] } | { status: 'notFound' } | { status: 'slugTaken' };

/** Owner and admins edit name, address (slug), description and links. Returns the old and new slugs. */
export async function updateOrganization(
  db: Db,
  viewerId: string,
  organizationId: string,
  values: OrganizationValues,
): Promise<UpdateOrganizationResult> {
  try {
    return await db.$transaction(async (tx) => {
      const org = await tx.organization.findFirst({
        where: organizationWhereAdmin(organizationId, viewerId),
        select: { id: true, slug: true },
      });
      if (!org) return { status: 'notFound' } as const;
      await tx.organization.update({ where: { id: org.id }, data: data(values) });
      return { status: 'saved', slugs: [...new Set([org.slug, values.slug])] } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'slugTaken' };
    throw error;
  }
}

/** Only the owner deletes; its teams stay, no longer grouped (teams.organizationId is set to null). */
export async function deleteOrganization(db: Db, viewerId: string, organizationId: string) {
  return db.$transaction(async (tx) => {
    const org = await tx.organization.findFirst({
      where: { id: organizationId, ownerId: viewerId },
      select: { id: true, slug: true },
    });
    if (!org) return null;
    await tx.organization.delete({ where: { id: org.id } });
    return { slug: org.slug };
  });
}

async function adminOrganization(tx: Tx, organizationId: string, viewerId: string) {
  return tx.organization.findFirst({
    where: organizationWhereAdmin(organizationId, viewerId),
    select: { id: true, slug: true, name: true },
  });
}

export type AddTeamResult =
  | { status: 'added' | 'requested'; slug: string }
  | { status: 'notFound' }
  | { status: 'already' }
  | { status: 'limited' };

/**
 * An organization admin adds a team. A team the admin owns or administers joins at once; any other team the
 * admin may see (not invite-only unless on its roster, not blocked either way with its owner) gets a request that
 * its owner and admins accept or decline. A team already in an organization is refused.
 */
export async function addTeam(
  db: Db,
  viewerId: string,
  organizationId: string,
  teamId: string,
): Promise<AddTeamResult> {
  return db.$transaction(async (tx) => {
    const org = await adminOrganization(tx, organizationId, viewerId);
    if (!org) return { status: 'notFound' } as const;
    const own = await tx.team.findFirst({
      where: teamWhereRole(teamId, viewerId, TEAM_ADMINS),
      select: { id: true, organizationId: true },
    });
    if (own) {
      if (own.organizationId) return { status: 'already' } as const;
      // Conditional on still being free, so a parallel accept elsewhere cannot be overwritten.
      const moved = await tx.team.updateMany({
        where: { id: own.id, organizationId: null },
        data: { organizationId: org.id },
      });
      if (moved.count === 0) return { status: 'already' } as const;
      await tx.organizationTeamRequest.deleteMany({ where: { teamId: own.id } });
      return { status: 'added', slug: org.slug } as const;
    }
    const [team] = await tx.$queryRaw<
      { id: string; name: string; ownerId: string; organizationId: string | null }[]
    >`
      SELECT t."id", t."name", t."ownerId", t."organizationId"
        FROM "teams" t
       WHERE t."id" = ${teamId} AND NOT t."isExternal"
         AND (t."joinPolicy" <> 'INVITE_ONLY'
              OR EXISTS (SELECT 1 FROM "roster_entries" r WHERE r."teamId" = t."id" AND r."userId" = ${viewerId}))
         AND ${notBlockedSql(viewerId, Prisma.sql`t."ownerId"`)}`;
    if (!team) return { status: 'notFound' } as const;
    if (team.organizationId) return { status: 'already' } as const;
    const pending = await tx.organizationTeamRequest.findFirst({
      where: { organizationId: org.id, teamId: team.id },
      select: { teamId: true },
    });
    if (pending) return { status: 'requested', slug: org.slug } as const;
    // Each request mails the team's owner and admins: per account a day, and the same team once per 7 days (so
    // ask, cancel, ask again is refused). Taken in this transaction, so a failed request keeps no hit.
    if (await takeAllIn(tx, limits.organizationTeamRequests(viewerId, team.id))) {
      return { status: 'limited' } as const;
    }
    const created = await tx.organizationTeamRequest.createMany({
      data: [{ organizationId: org.id, teamId: team.id, requestedById: viewerId }],
      skipDuplicates: true,
    });
    if (created.count > 0) {
      const admins = await tx.rosterEntry.findMany({
        where: { teamId: team.id, userId: { not: null }, role: { equals: 'admin', mode: 'insensitive' } },
        select: { userId: true },
      });
      const recipients = [team.ownerId, ...admins.map((a) => a.userId!)];
      await notifyMany(tx, recipients, {
        type: 'ORGANIZATION_TEAM_REQUEST',
        title: m.requestNotificationTitle,
        message: m.requestNotification(org.name, team.name),
        data: { organizationId: org.id, teamId: team.id },
        category: 'teamJoin',
        url: '/organizations',
        actorId: viewerId,
      });
    }
    return { status: 'requested', slug: org.slug } as const;
  });
}

/** An organization admin withdraws a pending request. */
export async function cancelTeamRequest(db: Db, viewerId: string, organizationId: string, teamId: string) {
  const deleted = await db.organizationTeamRequest.deleteMany({
    where: { teamId, organization: organizationWhereAdmin(organizationId, viewerId) },
  });
  return deleted.count > 0;
}

export type RespondTeamRequestResult =
  | { status: 'accepted'; slug: string }
  | { status: 'declined' }
  | { status: 'notFound' }
  | { status: 'already' };

/** The team's owner or an admin accepts (the team joins the organization) or declines a request. */
export async function respondTeamRequest(
  db: Db,
  viewerId: string,
  input: { organizationId: string; teamId: string; accept: boolean },
): Promise<RespondTeamRequestResult> {
  return db.$transaction(async (tx) => {
    const request = await tx.organizationTeamRequest.findFirst({
      where: {
        organizationId: input.organizationId,
        teamId: input.teamId,
        team: teamWhereRole(input.teamId, viewerId, TEAM_ADMINS),
      },
      select: { organization: { select: { id: true, slug: true } } },
    });
    if (!request) return { status: 'notFound' } as const;
    await tx.organizationTeamRequest.delete({
      where: { organizationId_teamId: { organizationId: input.organizationId, teamId: input.teamId } },
    });
    if (!input.accept) return { status: 'declined' } as const;
    const moved = await tx.team.updateMany({
      where: { id: input.teamId, organizationId: null },
      data: { organizationId: request.organization.id },
    });
    if (moved.count === 0) return { status: 'already' } as const;
    await tx.organizationTeamRequest.deleteMany({ where: { teamId: input.teamId } });
    return { status: 'accepted', slug: request.organization.slug } as const;
  });
}

/** An organization admin, or the team's owner or an admin, takes a team out of the organization. */
export async function removeTeam(db: Db, viewerId: string, organizationId: string, teamId: string) {
  return db.$transaction(async (tx) => {
    const team = await tx.team.findFirst({
      where: {
        id: teamId,
        organizationId,
        OR: [
          { organization: organizationWhereAdmin(organizationId, viewerId) },
          teamWhereRole(teamId, viewerId, TEAM_ADMINS),
        ],
      },
      select: { id: true, organization: { select: { slug: true } } },
    });
    if (!team?.organization) return null;
    await tx.team.update({ where: { id: team.id }, data: { organizationId: null } });
    return { slug: team.organization.slug };
  });
}

export type AddAdminResult =
  { status: 'added'; name: string } | { status: 'notFound' } | { status: 'noUser' } | { status: 'already' };

/**
 * The owner adds an admin by e-mail address (primary or confirmed alternate). Exact-address lookups take the
 * account's e-mail lookup limit; past it an address reads as unknown, as in user search.
 */
export async function addAdmin(
  db: Db,
  viewerId: string,
  organizationId: string,
  email: string,
): Promise<AddAdminResult> {
  const org = await db.organization.findFirst({
    where: { id: organizationId, ownerId: viewerId },
    select: { id: true, ownerId: true },
  });
  if (!org) return { status: 'notFound' };
  if (!(await takeAll(db, limits.emailLookup(viewerId)))) return { status: 'noUser' };
  const [user] = await db.$queryRaw<{ id: string; displayName: string | null; fullName: string | null }[]>`
    SELECT u."id", u."displayName", u."fullName" FROM "users" u
     WHERE (u."email" = ${email} OR EXISTS (
             SELECT 1 FROM "alternate_emails" a
              WHERE a."userId" = u."id" AND a."email" = ${email} AND a."verifiedAt" IS NOT NULL))
       AND u."emailVerified" IS NOT NULL
       AND ${notBlockedSql(viewerId, Prisma.sql`u."id"`)}
     LIMIT 1`;
  if (!user) return { status: 'noUser' };
  if (user.id === org.ownerId) return { status: 'already' };
  const created = await db.organizationAdmin.createMany({
    data: [{ organizationId: org.id, userId: user.id }],
    skipDuplicates: true,
  });
  if (created.count === 0) return { status: 'already' };
  return { status: 'added', name: user.displayName || user.fullName || email };
}

/** The owner removes an admin; an admin may remove themselves (leave). */
export async function removeAdmin(db: Db, viewerId: string, organizationId: string, userId: string) {
  const deleted = await db.organizationAdmin.deleteMany({
    where: {
      organizationId,
      userId,
      OR: [{ organization: { ownerId: viewerId } }, ...(userId === viewerId ? [{ userId: viewerId }] : [])],
    },
  });
  return deleted.count > 0;
}
