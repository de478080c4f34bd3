import { z } from 'zod';
import { defineRoute, refuse } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { placeUi as m } from '@/lib/messages/places';
import { readPlacePhoto } from '@/lib/places/photos';

// A photo of a place, for signed-in users (places are shown only in the signed-in area). A photo never
// changes (a new one gets a new id), so browsers keep it for good.
const notFound = refuse.notFound(m.photoNotFound);

export const GET = defineRoute(
  {
    name: 'places.photos.read',
    input: z.object({ params: z.object({ photoId: z.string().max(64) }) }),
    invalid: notFound,
    failure: m.photoFailed,
  },
  async ({ input }) => {
    const photo = await readPlacePhoto(db, input.params.photoId);
    if (!photo) return notFound;
    return new Response(Buffer.from(photo.bytes), {
      headers: {
        'Content-Type': photo.contentType,
        'Content-Length': String(photo.bytes.byteLength),
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    });
  },
);
