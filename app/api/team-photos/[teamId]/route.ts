import { z } from 'zod';
import { defineRoute, refuse } from '@/lib/actions/define-route';
import { fileBytes, pictureAnswer, pictureUpload, storedImage } from '@/lib/actions/uploads';
import { db } from '@/lib/db';
import { commonMessages, profileMessages } from '@/lib/messages';
import { AVATAR_MAX_BYTES } from '@/lib/profile/rules';
import { readTeamPhoto, storeTeamPhoto } from '@/lib/teams/photo';

// Team photos. GET serves a stored photo to signed-in users who may see the team (as team/{id}: not when blocked
// either way with its owner; an invite-only team's only to those on its roster), 404 otherwise (ETag; immutable
// when ?v= matches). POST (multipart, field "file") replaces it, for the team's owner and admins only; anyone
// else (and a cross-site request) gets 404.
const notFound = refuse.notFound(commonMessages.teamNotFound);
const params = z.object({ teamId: z.string().max(64) });

export const GET = defineRoute(
  {
    name: 'team-photos.read',
    auth: { profile: false },
    input: z.object({ params }),
    invalid: notFound,
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer, request }) => {
    const photo = await readTeamPhoto(db, viewer.id, input.params.teamId);
    return photo ? storedImage(request, photo, 'private') : notFound;
  },
);

export const POST = defineRoute(
  {
    name: 'team-photos.upload',
    crossSite: notFound,
    ...pictureUpload(params, AVATAR_MAX_BYTES, notFound),
    failure: profileMessages.avatarFailed,
  },
  async ({ input, viewer }) => {
    const result = await storeTeamPhoto(db, viewer.id, input.params.teamId, await fileBytes(input.body.file));
    return pictureAnswer(result, notFound, profileMessages.avatarFailed);
  },
);
