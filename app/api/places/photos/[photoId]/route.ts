import { NextResponse } from 'next/server';
import { getActiveViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages } from '@/lib/messages';
import { placeUi as m } from '@/lib/messages/places';
import { readPlacePhoto } from '@/lib/places/photos';

// A photo of a place, for signed-in users (places are shown only in the signed-in area). A photo never
// changes (a new one gets a new id), so browsers keep it for good.
export async function GET(_request: Request, { params }: { params: Promise<{ photoId: string }> }) {
  const viewer = await getActiveViewer();
  if (!viewer) return NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });
  const photo = await readPlacePhoto(db, (await params).photoId);
  if (!photo) return NextResponse.json({ message: m.photoNotFound }, { status: 404 });
  return new NextResponse(Buffer.from(photo.bytes), {
    headers: {
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.bytes.byteLength),
      'Cache-Control': 'private, max-age=31536000, immutable',
    },
  });
}
