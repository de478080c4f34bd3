import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { pictureUpload } from '@/lib/profile/picture-upload';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, commonMessages } from '@/lib/messages';
import { avatarVersion, readAvatar, removeAvatar, storeAvatar } from '@/lib/profile/avatar';
import { isBlockedBetween } from '@/lib/access/blocks';
import { sameOrigin } from '@/lib/auth/same-origin';

// Profile pictures. GET serves a stored picture to signed-in users (ETag; cached for good when the
// ?v= version matches, revalidated otherwise). POST (multipart, field "file") and DELETE change the
// signed-in user's own picture only: another user's id answers 404.
type Context = { params: Promise<{ userId: string }> };

const notFound = () => NextResponse.json({ message: commonMessages.userNotFound }, { status: 404 });
const unauthorized = () => NextResponse.json({ message: authMessages.notSignedIn }, { status: 401 });

export async function GET(request: NextRequest, { params }: Context) {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return unauthorized();
  const { userId } = await params;
  // Like the profile itself, the picture is not found for users blocked either way.
  if (userId !== viewer.id && (await isBlockedBetween(db, viewer.id, userId))) return notFound();
  const avatar = await readAvatar(db, userId);
  if (!avatar) return notFound();
  const version = avatarVersion(avatar.updatedAt);
  const etag = `"${version}"`;
  const cacheControl =
    request.nextUrl.searchParams.get('v') === version
      ? 'private, max-age=31536000, immutable'
      : 'private, no-cache';
  const headers = { ETag: etag, 'Cache-Control': cacheControl, 'Content-Type': avatar.contentType };
  if (request.headers.get('if-none-match') === etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(Buffer.from(avatar.bytes), {
    headers: { ...headers, 'Content-Length': String(avatar.bytes.byteLength) },
  });
}

async function ownPicture(request: NextRequest, params: Context['params']) {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return { response: unauthorized() };
  const { userId } = await params;
  if (userId !== viewer.id || !sameOrigin(request)) return { response: notFound() };
  return { viewer };
}

export async function POST(request: NextRequest, { params }: Context) {
  const { viewer, response } = await ownPicture(request, params);
  if (!viewer) return response;
  return pictureUpload(request, 'avatar', (upload) => storeAvatar(db, viewer.id, upload), notFound);
}

export async function DELETE(request: NextRequest, { params }: Context) {
  const { viewer, response } = await ownPicture(request, params);
  if (!viewer) return response;
  return NextResponse.json(await removeAvatar(db, viewer.id));
}
