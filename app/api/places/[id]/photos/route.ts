import { NextResponse, type NextRequest } from 'next/server';
import { getActiveViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages, commonMessages } from '@/lib/messages';
import { placeUi as m } from '@/lib/messages/places';
import { addPlacePhoto } from '@/lib/places/photos';
import { MAX_PLACE_PHOTOS, PLACE_PHOTO_MAX_BYTES, placePhotoUploadSchema } from '@/lib/places/schema';
import { sameOrigin } from '@/lib/auth/same-origin';

// Adds a photo to a place (multipart, one file named "file"): the place's creator or an administrator; for
// anyone else the place is not found. The form checks the file with the same schema before sending.
export const dynamic = 'force-dynamic';

const answer = (status: number, message: string, extra: object = {}) =>
  NextResponse.json({ ok: status === 200, message, ...extra }, { status });

export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const viewer = await getActiveViewer();
  if (!viewer) return answer(401, authMessages.notSignedIn);
  const { id } = await params;
  if (!sameOrigin(request)) return answer(404, m.placeNotFound);
  // A declared length is required, so a chunked body cannot slip past the size check before formData().
  const declared = request.headers.get('content-length');
  const length = declared === null ? Number.NaN : Number(declared);
  if (!Number.isFinite(length) || length > PLACE_PHOTO_MAX_BYTES + 64 * 1024)
    return answer(413, m.photoTooLarge);
  const form = await request.formData().catch(() => null);
  const parsed = placePhotoUploadSchema.safeParse({ placeId: id, file: form?.get('file') });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A malformed id reads as an unknown place; a bad file gets its own message.
    if (issue?.path[0] !== 'file') return answer(404, m.placeNotFound);
    return answer(issue.message === m.photoTooLarge ? 413 : 400, issue.message);
  }
  try {
    const { file } = parsed.data;
    const result = await addPlacePhoto(db, viewer, parsed.data.placeId, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      type: file.type,
    });
    switch (result.status) {
      case 'added':
        return answer(200, m.photoAdded, { data: { id: result.photoId, url: result.url } });
      case 'notFound':
        return answer(404, m.placeNotFound);
      case 'type':
        return answer(400, m.photoWrongType);
      case 'size':
        return answer(413, m.photoTooLarge);
      case 'full':
        return answer(409, m.photoLimit(MAX_PLACE_PHOTOS));
      case 'limited':
        return answer(429, commonMessages.tooManyAttempts);
    }
  } catch (error) {
    console.error('[places] photo upload failed', error);
    return answer(500, m.photoFailed);
  }
}
