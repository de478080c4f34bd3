import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { pictureUpload } from '@/lib/profile/picture-upload';
import { getActiveViewer } from '@/lib/auth/viewer';
import { sameOrigin } from '@/lib/auth/same-origin';
import { authMessages } from '@/lib/messages';
import { organizationManageUi as m } from '@/lib/messages/organizations';
import { readOrganizationLogo, storeOrganizationLogo } from '@/lib/organizations/logo';
import { revalidateOrganization } from '@/lib/organizations/queries';
import { avatarVersion } from '@/lib/profile/avatar';

// Organization logos. GET serves a stored logo to anyone (org/{slug} is public; ETag, immutable when ?v=
// matches). POST (multipart, field "file", same origin, declared size) replaces it, for the organization's owner
// and admins only; anyone else gets 404.
type Context = { params: Promise<{ id: string }> };

const notFound = () => NextResponse.json({ ok: false, message: m.notFound }, { status: 404 });

export async function GET(request: NextRequest, { params }: Context) {
  const { id } = await params;
  if (id.length > 64) return notFound();
  const logo = await readOrganizationLogo(db, id);
  if (!logo) return notFound();
  const version = avatarVersion(logo.updatedAt);
  const etag = `"${version}"`;
  const cacheControl =
    request.nextUrl.searchParams.get('v') === version
      ? 'public, max-age=31536000, immutable'
      : 'public, no-cache';
  const headers = {
    ETag: etag,
    'Cache-Control': cacheControl,
    'Content-Type': logo.contentType,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(Buffer.from(logo.bytes), {
    headers: { ...headers, 'Content-Length': String(logo.bytes.byteLength) },
  });
}

export async function POST(request: NextRequest, { params }: Context) {
  const viewer = await getActiveViewer();
  if (!viewer) return NextResponse.json({ ok: false, message: authMessages.notSignedIn }, { status: 401 });
  const { id } = await params;
  if (id.length > 64 || !sameOrigin(request)) return notFound();
  return pictureUpload(
    request,
    'organization-logo',
    async (upload) => {
      const result = await storeOrganizationLogo(db, viewer.id, id, upload);
      if (result?.ok) revalidateOrganization(result.data.slug);
      return result;
    },
    notFound,
  );
}
