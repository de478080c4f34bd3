import 'server-only';
import type { Db } from '@/lib/db';
import { reencodeImage } from '@/lib/images';
import { limits, takeAll } from '@/lib/rate-limit';
import { MAX_PLACE_PHOTOS, PLACE_PHOTO_MAX_BYTES, PLACE_PHOTO_MAX_PX, PLACE_PHOTO_TYPES } from './schema';

// Photos of a place. The creator of the place (or an administrator) adds and removes them. The upload is
// checked like a profile picture (declared type, size, the bytes' own type, at most 24 megapixels), then
// re-encoded as WebP (which drops metadata such as GPS tags) no larger than PLACE_PHOTO_MAX_PX and kept in
// PostgreSQL (place_photos); places.photoUrls lists the served URLs in upload order, kept in step in the
// same transaction.

export const placePhotoUrl = (photoId: string) => `/api/places/photos/${photoId}`;

type Viewer = { id: string; isAdmin: boolean };
const editableWhere = (viewer: Viewer, placeId: string) => ({
  id: placeId,
  ...(viewer.isAdmin ? {} : { createdById: viewer.id }),
});

export type PhotoUpload = { bytes: Uint8Array; type: string };

/** The stored form of an upload, or why it is refused (checked like a profile picture). */
export function encodePlacePhoto(upload: PhotoUpload): Promise<Buffer | 'type' | 'size'> {
  return reencodeImage(upload, { types: PLACE_PHOTO_TYPES, maxBytes: PLACE_PHOTO_MAX_BYTES }, (image) =>
    image
      .resize(PLACE_PHOTO_MAX_PX, PLACE_PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 }),
  );
}

export type AddPhotoResult =
  | { status: 'added'; photoId: string; url: string }
  | { status: 'notFound' | 'type' | 'size' | 'full' | 'limited' };

/**
 * Adds a photo to a place the viewer may edit (anyone else, or an unknown id: 'notFound', checked before the
 * file is looked at). Refusals write nothing but the per-account upload count, which counts every upload
 * that gets as far as being decoded (a bad file too).
 */
export async function addPlacePhoto(
  db: Db,
  viewer: Viewer,
  placeId: string,
  upload: PhotoUpload,
): Promise<AddPhotoResult> {
  const place = await db.place.findFirst({
    where: editableWhere(viewer, placeId),
    select: { id: true, _count: { select: { photos: true } } },
  });
  if (!place) return { status: 'notFound' };
  if (place._count.photos >= MAX_PLACE_PHOTOS) return { status: 'full' };
  // Counted before the image is decoded and re-encoded (the costly part, up to 24 megapixels): the limit
  // bounds that work per account, refused files included.
  if (!(await takeAll(db, limits.placePhotos(viewer.id)))) return { status: 'limited' };
  const encoded = await encodePlacePhoto(upload);
  if (encoded === 'type' || encoded === 'size') return { status: encoded };
  return db.$transaction(async (tx) => {
    // The place's row is locked so two uploads at once cannot pass the limit together; the creator check is
    // repeated under the lock.
    const [locked] = await tx.$queryRaw<{ photos: number }[]>`
      SELECT (SELECT count(*)::int FROM "place_photos" f WHERE f."placeId" = p."id") AS "photos"
        FROM "places" p
       WHERE p."id" = ${place.id} AND (${viewer.isAdmin} OR p."createdById" = ${viewer.id})
         FOR UPDATE`;
    if (!locked) return { status: 'notFound' } as const;
    if (locked.photos >= MAX_PLACE_PHOTOS) return { status: 'full' } as const;
    const photo = await tx.placePhoto.create({
      data: {
        placeId: place.id,
        uploaderId: viewer.id,
        contentType: 'image/webp',
        bytes: new Uint8Array(encoded),
      },
      select: { id: true },
    });
    const url = placePhotoUrl(photo.id);
    await tx.$executeRaw`
      UPDATE "places" SET "photoUrls" = array_append("photoUrls", ${url}), "updatedAt" = now() WHERE "id" = ${place.id}`;
    return { status: 'added', photoId: photo.id, url } as const;
  });
}

/** Removes a photo from a place the viewer may edit; anyone else (or unknown ids) gets 'notFound'. */
export async function removePlacePhoto(
  db: Db,
  viewer: Viewer,
  input: { placeId: string; photoId: string },
): Promise<'removed' | 'notFound'> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.placePhoto.deleteMany({
      where: { id: input.photoId, place: editableWhere(viewer, input.placeId) },
    });
    if (count !== 1) return 'notFound';
    await tx.$executeRaw`
      UPDATE "places" SET "photoUrls" = array_remove("photoUrls", ${placePhotoUrl(input.photoId)}), "updatedAt" = now()
       WHERE "id" = ${input.placeId}`;
    return 'removed';
  });
}

/** A stored photo for GET /api/places/photos/{id}. */
export const readPlacePhoto = (db: Pick<Db, 'placePhoto'>, photoId: string) =>
  photoId.length > 64
    ? Promise.resolve(null)
    : db.placePhoto.findUnique({ where: { id: photoId }, select: { bytes: true, contentType: true } });

/** The photos of a place for its edit page, in upload order. */
export const placePhotos = (db: Pick<Db, 'placePhoto'>, placeId: string) =>
  db.placePhoto
    .findMany({ where: { placeId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true } })
    .then((rows) => rows.map((r) => ({ id: r.id, url: placePhotoUrl(r.id) })));
