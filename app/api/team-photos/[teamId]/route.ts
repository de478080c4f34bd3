import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { pictureUpload } from '@/lib/profile/picture-upload';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, commonMessages } from '@/lib/messages';
import { avatarVersion } from '@/lib/profile/avatar';
import { readTeamPhoto, storeTeamPhoto } from '@/lib/teams/photo';
import { sameOrigin } from '@/lib/auth/same-origin';

// Team photos. GET serves a stored photo to signed-in users who may see the team (as team/{id}: not when blocked
// either way with its owner; an invite-only team's only to those on its roster), 404 otherwise (ETag; immutable
// when ?v= matches). POST
// (multipart, field "file") replaces it, for the team's owner and admins only; anyone else gets 404.
type Context = { params: Promise<{ teamId: string }> };

const notFound = () =>
  NextResponse.json({ ok: false, message: commonMessages.teamNotFound }, { status: 404 });
const unauthorized = () =>
  NextResponse.json({ ok: false, message: authMessages.notSignedIn }, { status: 401 });

export async function GET(request: NextRequest, { params }: Context) {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return unauthorized();
  const { teamId } = await params;
  const photo = await readTeamPhoto(db, viewer.id, teamId);
  if (!photo) return notFound();
  const version = avatarVersion(photo.updatedAt);
  const etag = `"${version}"`;
  const cacheControl =
    request.nextUrl.searchParams.get('v') === version
      ? 'private, max-age=31536000, immutable'
      : 'private, no-cache';
  const headers = { ETag: etag, 'Cache-Control': cacheControl, 'Content-Type': photo.contentType };
  if (request.headers.get('if-none-match') === etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(Buffer.from(photo.bytes), {
    headers: { ...headers, 'Content-Length': String(photo.bytes.byteLength) },
  });
}

export async function POST(request: NextRequest, { params }: Context) {
  const viewer = await getActiveViewer();
  if (!viewer) return unauthorized();
  const { teamId } = await params;
  if (!sameOrigin(request)) return notFound();
  return pictureUpload(
    request,
    'team-photo',
    (upload) => storeTeamPhoto(db, viewer.id, teamId, upload),
    notFound,
  );
}
