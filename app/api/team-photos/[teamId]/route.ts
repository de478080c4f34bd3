import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, commonMessages, profileMessages } from '@/lib/messages';
import { avatarVersion } from '@/lib/profile/avatar';
import { AVATAR_MAX_BYTES } from '@/lib/profile/rules';
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
  const declared = request.headers.get('content-length');
  const length = declared === null ? Number.NaN : Number(declared);
  if (!Number.isFinite(length) || length > AVATAR_MAX_BYTES + 64 * 1024) {
    return NextResponse.json({ ok: false, message: profileMessages.avatarSizeError }, { status: 413 });
  }
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) {
    return NextResponse.json({ ok: false, message: profileMessages.avatarTypeError }, { status: 400 });
  }
  try {
    const result = await storeTeamPhoto(db, viewer.id, teamId, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      type: file.type,
    });
    if (!result) return notFound();
    return NextResponse.json(result, { status: result.ok ? 200 : 400 });
  } catch (error) {
    console.error('[team-photo] upload failed', error);
    return NextResponse.json({ ok: false, message: profileMessages.avatarFailed }, { status: 500 });
  }
}
