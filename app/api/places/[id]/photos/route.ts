import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { fileBytes, uploadBody, uploadInvalid } from '@/lib/actions/uploads';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { placeUi as m } from '@/lib/messages/places';
import { addPlacePhoto } from '@/lib/places/photos';
import { MAX_PLACE_PHOTOS, PLACE_PHOTO_MAX_BYTES, placePhotoUploadSchema } from '@/lib/places/schema';
import { limits } from '@/lib/rate-limit';

// Adds a photo to a place (multipart, one file named "file"): the place's creator or an administrator; for
// anyone else (and a cross-site request) the place is not found. The form checks the file with the same schema
// before sending.
export const dynamic = 'force-dynamic';

const notFound = refuse.notFound(m.placeNotFound);

export const POST = defineRoute(
  {
    name: 'places.photos.add',
    crossSite: notFound,
    ...uploadBody(PLACE_PHOTO_MAX_BYTES),
    tooLarge: refuse.tooLarge(m.photoTooLarge),
    input: z.object({
      params: z.object({ id: placePhotoUploadSchema.shape.placeId }),
      body: z.object({ file: placePhotoUploadSchema.shape.file }),
    }),
    invalid: uploadInvalid(notFound, m.photoTooLarge),
    failure: m.photoFailed,
  },
  async ({ input, viewer }) => {
    const result = await addPlacePhoto(db, viewer, input.params.id, await fileBytes(input.body.file));
    switch (result.status) {
      case 'added':
        return ok({ id: result.photoId, url: result.url }, { message: m.photoAdded });
      case 'notFound':
        return notFound;
      case 'type':
        return refuse.invalid(m.photoWrongType);
      case 'size':
        return refuse.tooLarge(m.photoTooLarge);
      case 'full':
        return refuse.conflict(m.photoLimit(MAX_PLACE_PHOTOS));
      case 'limited':
        return refuse.limited(commonMessages.tooManyAttempts, windowSeconds(limits.placePhotos(viewer.id)));
    }
  },
);

const windowSeconds = (list: { windowMs: number }[]) => Math.max(...list.map((l) => l.windowMs)) / 1000;
