'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages, familyMessages as m } from '@/lib/messages';
import { connectionIdSchema, respondSchema, saveFamilySchema, userSearchSchema } from './schema';
import * as service from './service';

// Family actions: the signed-in user's own connections only. Input is parsed with the card's schemas; the
// service answers with a status, turned here into the spec's messages.
const auth = { signedOut: m.userNotLoaded };
const familyPages: (string | [string, 'layout'])[] = ['/settings', ['/profile', 'layout']];

const rowMessages: Record<service.FamilyRowProblem, string> = {
  self: m.validation.selfNotAllowed,
  duplicate: m.validation.duplicateRow,
  notFound: m.noUserFound,
  alreadyConnected: m.validation.alreadyConnected,
};

export const searchFamilyUserAction = defineAction(
  { name: 'family.search', input: userSearchSchema, auth, failure: m.searchError },
  async ({ input, viewer }) => ok(await service.searchFamilyUser(db, viewer.id, input)),
);

export const saveFamilyMembersAction = defineAction(
  { name: 'family.save', input: saveFamilySchema, auth, failure: m.updateFailed, revalidate: familyPages },
  async ({ input, viewer }) => {
    const result = await service.addFamilyMembers(db, viewer.id, input);
    switch (result.status) {
      case 'saved':
        return ok(
          { requests: result.requests, created: result.created },
          result.requests > 0 ? m.requestSent : m.updated,
        );
      case 'userMissing':
        return fail(m.userNotLoaded);
      case 'limited':
        return fail(commonMessages.tooManyAttempts);
      case 'invalidRows': {
        const fieldErrors = Object.fromEntries(
          Object.entries(result.rows).map(([key, problem]) => [key, [rowMessages[problem]]]),
        );
        return { ok: false, message: result.requestsSent ? m.requestFailed : m.updateFailed, fieldErrors };
      }
    }
  },
);

export const removeFamilyConnectionAction = defineAction(
  {
    name: 'family.remove',
    input: connectionIdSchema,
    invalid: m.removeFailed,
    auth,
    failure: m.removeFailed,
    revalidate: familyPages,
  },
  async ({ input, viewer }) =>
    (await service.removeFamilyConnection(db, viewer.id, input)) === 'removed'
      ? ok(undefined, m.removed)
      : fail(m.removeFailed),
);

export const respondFamilyRequestAction = defineAction(
  {
    name: 'family.respond',
    input: respondSchema,
    invalid: m.request.alreadyAnswered,
    auth,
    failure: m.request.respondFailed,
    revalidate: ['/notifications', ...familyPages],
  },
  async ({ input, viewer }) => {
    const result = await service.respondToFamilyRequest(db, viewer.id, input);
    if (result.status === 'userMissing') return fail(m.userNotLoaded);
    if (result.status === 'alreadyAnswered') return fail(m.request.alreadyAnswered);
    return ok(
      { accepted: result.accepted },
      result.accepted ? m.request.acceptedTitle : m.request.rejectedTitle,
    );
  },
);
