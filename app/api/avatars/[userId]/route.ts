import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { fileBytes, pictureAnswer, pictureUpload, storedImage } from '@/lib/actions/uploads';
import { db } from '@/lib/db';
import { commonMessages, profileMessages } from '@/lib/messages';
import { readAvatar, removeAvatar, storeAvatar } from '@/lib/profile/avatar';
import { AVATAR_MAX_BYTES } from '@/lib/profile/rules';
import { isBlockedBetween } from '@/lib/access/blocks';

// Profile pictures. GET serves a stored picture to signed-in users (ETag; cached for good when the
// ?v= version matches, revalidated otherwise). POST (multipart, field "file") and DELETE change the
// signed-in user's own picture only: another user's id (or a cross-site request) answers 404.
const notFound = refuse.notFound(commonMessages.userNotFound);
const userId = z.string().max(64);
const own = {
  name: 'avatars',
  auth: { profile: false },
  crossSite: notFound,
  failure: profileMessages.avatarFailed,
};

export const GET = defineRoute(
  { ...own, name: 'avatars.read', input: z.object({ params: z.object({ userId }) }), invalid: notFound },
  async ({ input, viewer, request }) => {
    const id = input.params.userId;
    // Like the profile itself, the picture is not found for users blocked either way.
    if (id !== viewer.id && (await isBlockedBetween(db, viewer.id, id))) return notFound;
    const avatar = await readAvatar(db, id);
    return avatar ? storedImage(request, avatar, 'private') : notFound;
  },
);

export const POST = defineRoute(
  {
    ...own,
    name: 'avatars.upload',
    ...pictureUpload(z.object({ userId }), AVATAR_MAX_BYTES, notFound),
  },
  async ({ input, viewer }) => {
    if (input.params.userId !== viewer.id) return notFound;
    const result = await storeAvatar(db, viewer.id, await fileBytes(input.body.file));
    return pictureAnswer(result, notFound, profileMessages.avatarFailed);
  },
);

export const DELETE = defineRoute(
  { ...own, name: 'avatars.remove', input: z.object({ params: z.object({ userId }) }), invalid: notFound },
  async ({ input, viewer }) => {
    if (input.params.userId !== viewer.id) return notFound;
    const result = await removeAvatar(db, viewer.id);
    return ok(result.ok ? result.data : undefined, { message: result.message });
  },
);
