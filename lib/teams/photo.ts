import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { profileMessages } from '@/lib/messages';
import { notBlockedSql } from '@/lib/access/blocks';
import { resizeAvatar, avatarVersion, type AvatarUpload } from '@/lib/profile/avatar';
import { teamWhereRole } from './service';

// Team photos go the avatars' way (lib/profile/avatar.ts): type checked against the bytes, cropped to a
// 512px square WebP, kept in PostgreSQL and served with a versioned URL. Only owners and admins change it.

export const teamPhotoUrl = (teamId: string, updatedAt: Date) =>
  `/api/team-photos/${encodeURIComponent(teamId)}?v=${avatarVersion(updatedAt)}`;

export async function storeTeamPhoto(
  db: Db,
  viewerId: string,
  teamId: string,
  upload: AvatarUpload,
): Promise<ActionResult<{ photoUrl: string }> | null> {
  const team = await db.team.findFirst({
    where: teamWhereRole(teamId, viewerId, ['owner', 'admin']),
    select: { id: true },
  });
  if (!team) return null;
  const resized = await resizeAvatar(upload);
  if (resized === 'type') return fail(profileMessages.avatarTypeError);
  if (resized === 'size') return fail(profileMessages.avatarSizeError);
  const photoUrl = await db.$transaction(async (tx) => {
    const saved = await tx.teamPhoto.upsert({
      where: { teamId },
      create: { teamId, contentType: 'image/webp', bytes: new Uint8Array(resized) },
      update: { contentType: 'image/webp', bytes: new Uint8Array(resized) },
      select: { updatedAt: true },
    });
    const url = teamPhotoUrl(teamId, saved.updatedAt);
    await tx.team.update({ where: { id: teamId }, data: { photoUrl: url } });
    return url;
  });
  return ok({ photoUrl });
}

/**
 * The photo of a team the viewer may see, as on team/{id}: not if its owner and the viewer are blocked either
 * way, and an invite-only team's only to those on its roster (members, invitees, requests) or registered for one
 * of its seasons (the player card shows it); anyone else gets null ("not found"), as for an unknown team.
 */
export async function readTeamPhoto(db: Db, viewerId: string, teamId: string) {
  const [photo] = await db.$queryRaw<{ bytes: Uint8Array; contentType: string; updatedAt: Date }[]>`
    SELECT p."bytes", p."contentType", p."updatedAt"
      FROM "team_photos" p JOIN "teams" t ON t."id" = p."teamId"
     WHERE p."teamId" = ${teamId} AND NOT t."isExternal"
       AND (t."joinPolicy" <> 'INVITE_ONLY' OR t."ownerId" = ${viewerId}
            OR EXISTS (SELECT 1 FROM "roster_entries" r WHERE r."teamId" = t."id" AND r."userId" = ${viewerId})
            OR EXISTS (SELECT 1 FROM "registrations" g
                        WHERE g."teamId" = t."id" AND (g."userId" = ${viewerId} OR g."registeredById" = ${viewerId})))
       AND ${notBlockedSql(viewerId, Prisma.sql`t."ownerId"`)}`;
  return photo ?? null;
}
