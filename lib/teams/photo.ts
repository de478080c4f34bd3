import 'server-only';
import type { Db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { profileMessages } from '@/lib/messages';
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

export const readTeamPhoto = (db: Db, teamId: string) =>
  db.teamPhoto.findUnique({ where: { teamId }, select: { bytes: true, contentType: true, updatedAt: true } });
