'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { defineAction } from '@/lib/actions/define-action';
import { familyMessages } from '@/lib/messages';
import * as service from './service';

// Family actions: the signed-in user's own connections only. The services still parse their input with
// the card's schemas (issue 9 moves that parsing here), so the pipeline passes it through unparsed.
const passThrough = z.unknown();
const auth = { signedOut: familyMessages.userNotLoaded };
const familyPages: (string | [string, 'layout'])[] = ['/settings', ['/profile', 'layout']];

export const searchFamilyUserAction = defineAction(
  { name: 'family.search', input: passThrough, auth, failure: familyMessages.searchError },
  ({ input, viewer }) => service.searchFamilyUser(db, viewer.id, input),
);

export const saveFamilyMembersAction = defineAction(
  {
    name: 'family.save',
    input: passThrough,
    auth,
    failure: familyMessages.updateFailed,
    revalidate: familyPages,
  },
  ({ input, viewer }) => service.addFamilyMembers(db, viewer.id, input),
);

export const removeFamilyConnectionAction = defineAction(
  {
    name: 'family.remove',
    input: passThrough,
    auth,
    failure: familyMessages.removeFailed,
    revalidate: familyPages,
  },
  ({ input, viewer }) => service.removeFamilyConnection(db, viewer.id, input),
);

export const respondFamilyRequestAction = defineAction(
  {
    name: 'family.respond',
    input: passThrough,
    auth,
    failure: familyMessages.request.respondFailed,
    revalidate: ['/notifications', ...familyPages],
  },
  ({ input, viewer }) => service.respondToFamilyRequest(db, viewer.id, input),
);
