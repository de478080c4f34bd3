import 'server-only';
import type { Db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { profileMessages } from '@/lib/messages';
import { reencodeImage } from '@/lib/images';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, AVATAR_TYPES, avatarUrl } from './rules';

// Profile pictures: checked (declared type, size, and the decoded format), cropped to a 512px square,
// re-encoded as WebP (which also drops metadata such as GPS tags) and kept in PostgreSQL, so every app
// instance serves the same picture. users.photoUrl carries a version so browsers may cache forever.

export type AvatarUpload = { bytes: Uint8Array; type: string };

export function resizeAvatar(upload: AvatarUpload): Promise<Buffer | 'type' | 'size'> {
  return reencodeImage(upload, { types: AVATAR_TYPES, maxBytes: AVATAR_MAX_BYTES }, (image) =>
    image
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 }),
  );
}

export async function storeAvatar(
  db: Db,
  userId: string,
  upload: AvatarUpload,
): Promise<ActionResult<{ photoUrl: string }>> {
  const resized = await resizeAvatar(upload);
  if (resized === 'type') return fail(profileMessages.avatarTypeError);
  if (resized === 'size') return fail(profileMessages.avatarSizeError);
  const photoUrl = await db.$transaction(async (tx) => {
    const saved = await tx.userAvatar.upsert({
      where: { userId },
      create: { userId, contentType: 'image/webp', bytes: new Uint8Array(resized) },
      update: { contentType: 'image/webp', bytes: new Uint8Array(resized) },
      select: { updatedAt: true },
    });
    const url = avatarUrl(userId, saved.updatedAt);
    await tx.user.update({ where: { id: userId }, data: { photoUrl: url } });
    return url;
  });
  return ok({ photoUrl }, profileMessages.avatarUpdated);
}

export async function removeAvatar(db: Db, userId: string): Promise<ActionResult> {
  await db.$transaction([
    db.userAvatar.deleteMany({ where: { userId } }),
    db.user.update({ where: { id: userId }, data: { photoUrl: null } }),
  ]);
  return ok(undefined, profileMessages.avatarRemoved);
}

export async function readAvatar(db: Db, userId: string) {
  return db.userAvatar.findUnique({
    where: { userId },
    select: { bytes: true, contentType: true, updatedAt: true },
  });
}

export { avatarVersion } from '@/lib/images';
