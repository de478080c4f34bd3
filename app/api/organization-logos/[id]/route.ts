import { z } from 'zod';
import { defineRoute, refuse } from '@/lib/actions/define-route';
import { fileBytes, pictureAnswer, pictureUpload, storedImage } from '@/lib/actions/uploads';
import { db } from '@/lib/db';
import { profileMessages } from '@/lib/messages';
import { organizationManageUi as m } from '@/lib/messages/organizations';
import { readOrganizationLogo, storeOrganizationLogo } from '@/lib/organizations/logo';
import { revalidateOrganization } from '@/lib/organizations/queries';
import { AVATAR_MAX_BYTES } from '@/lib/profile/rules';

// Organization logos. GET serves a stored logo to anyone (org/{slug} is public; ETag, immutable when ?v=
// matches). POST (multipart, field "file", same origin, declared size) replaces it, for the organization's owner
// and admins only; anyone else gets 404.
const notFound = refuse.notFound(m.notFound);
const params = z.object({ id: z.string().max(64) });

export const GET = defineRoute(
  {
    name: 'organization-logos.read',
    auth: 'public',
    input: z.object({ params }),
    invalid: notFound,
    failure: m.failed,
  },
  async ({ input, request }) => {
    const logo = await readOrganizationLogo(db, input.params.id);
    return logo ? storedImage(request, logo, 'public', { 'X-Content-Type-Options': 'nosniff' }) : notFound;
  },
);

export const POST = defineRoute(
  {
    name: 'organization-logos.upload',
    crossSite: notFound,
    ...pictureUpload(params, AVATAR_MAX_BYTES, notFound),
    failure: profileMessages.avatarFailed,
  },
  async ({ input, viewer }) => {
    const result = await storeOrganizationLogo(
      db,
      viewer.id,
      input.params.id,
      await fileBytes(input.body.file),
    );
    if (result?.ok) revalidateOrganization(result.data.slug);
    return pictureAnswer(result, notFound, profileMessages.avatarFailed);
  },
);
