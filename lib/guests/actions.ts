'use server';

import { db } from '@/lib/db';
import { fail, ok, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages } from '@/lib/messages';
import { teamUi } from '@/lib/messages/teams';
import { guestUi as m } from '@/lib/messages/places';
import { addGuestSchema, addRosterGuestSchema, deleteGuestSchema, removeGuestSchema } from './schema';
import { addGuestToEvent, addGuestToRoster, deleteGuest, removeGuestFromEvent } from './service';

/** A host adds a guest without an account to their game (event/{id}/manage). */
export const addGuestAction = defineAction(
  {
    name: 'guests.add',
    input: addGuestSchema,
    failure: m.failed,
    revalidate: (data: { eventId: string }) => [`/event/${data.eventId}/manage`, `/evt/${data.eventId}`],
  },
  async ({ input, viewer }) => {
    const result = await addGuestToEvent(db, viewer.id, input);
    switch (result.status) {
      case 'added':
        return ok({ eventId: input.eventId }, m.added);
      case 'notFound':
        return fail(commonMessages.gameNotFound);
      case 'hasAccount':
        return fieldError('email', m.hasAccount);
      case 'already':
        return fieldError('email', m.already);
      case 'limited':
        return fail(commonMessages.tooManyAttempts);
      default:
        return fail(m.full);
    }
  },
);

/** A host removes a guest from their game. */
export const removeGuestAction = defineAction(
  {
    name: 'guests.remove',
    input: removeGuestSchema,
    invalid: m.guestNotFound,
    failure: m.failed,
    revalidate: (data: { eventId: string }) => [`/event/${data.eventId}/manage`, `/evt/${data.eventId}`],
  },
  async ({ input, viewer }) =>
    (await removeGuestFromEvent(db, viewer.id, input)) === 'removed'
      ? ok({ eventId: input.eventId }, m.removed)
      : fail(m.guestNotFound),
);

/** Deletes a guest's record on request (whoever added it). */
export const deleteGuestAction = defineAction(
  { name: 'guests.delete', input: deleteGuestSchema, invalid: m.guestNotFound, failure: m.failed },
  async ({ input, viewer }) =>
    (await deleteGuest(db, viewer.id, input.guestUserId)) === 'deleted'
      ? ok(undefined, m.deleted)
      : fail(m.guestNotFound),
);

/** A team's owner, admin or manager adds a guest without an account to the roster (team/{id}). Removing
 * one is the roster's ordinary Remove (teams.removeFromTeam). */
export const addRosterGuestAction = defineAction(
  {
    name: 'guests.addToRoster',
    input: addRosterGuestSchema,
    failure: m.failed,
    revalidate: (data: { teamId: string }) => [`/team/${data.teamId}`],
  },
  async ({ input, viewer }) => {
    const result = await addGuestToRoster(db, viewer.id, input);
    switch (result.status) {
      case 'added':
        return ok({ teamId: input.teamId }, m.rosterAdded(input.name));
      case 'notFound':
        return fail(teamUi.teamNotFound);
      case 'hasAccount':
        return fieldError('email', m.rosterHasAccount);
      case 'already':
        return fieldError('email', m.rosterAlready);
      case 'plan-limit':
        return fail(result.refusal.message, result.refusal.link);
      default:
        return fail(commonMessages.tooManyAttempts);
    }
  },
);
