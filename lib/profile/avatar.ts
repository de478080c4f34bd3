import 'server-only';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { profileMessages } from '@/lib/messages';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, AVATAR_TYPES, avatarUrl } from './rules';

// Profile pictures: checked (declared type, size, and the decoded format), cropped to a 512px square,
// re-encoded as WebP (which also drops metadata such as GPS tags) and kept in PostgreSQL, so every app
// instance serves the same picture. users.photoUrl carries a version so browsers may cache forever.

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
// A 24-megapixel photo decodes to ~100 MB; larger inputs are refused before any decoding.
export const MAX_INPUT_PIXELS = 24_000_000;

/** The image type the bytes themselves announce (magic numbers), or null. Nothing is decoded. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type AvatarUpload = { bytes: Uint8Array; type: string };

/** An uploaded image checked — declared type, size, the type its bytes announce, the decoded format, at most
 * 24 megapixels — then turned upright and re-encoded by `encode` (as WebP, which also drops metadata such as
 * GPS tags); or why it is refused. Nothing is decoded before the cheap checks pass. */
export async function reencodeImage(
  upload: { bytes: Uint8Array; type: string },
  rule: { types: readonly string[]; maxBytes: number },
  encode: (image: Sharp) => Sharp,
): Promise<Buffer | 'type' | 'size'> {
  if (!rule.types.includes(upload.type)) return 'type';
  if (upload.bytes.byteLength === 0 || upload.bytes.byteLength > rule.maxBytes) return 'size';
  // The declared type must be what the bytes are, before sharp sees them.
  if (sniffImageType(upload.bytes) !== upload.type) return 'type';
  try {
    const image = sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !FORMATS.has(format)) return 'type';
    return await encode(image.rotate()).toBuffer();
  } catch {
    return 'type';
  }
}

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

/** The version token of a stored picture (also its ETag). */
export const avatarVersion = (updatedAt: Date) => updatedAt.getTime().toString(36);
