'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages, eventMessages as m } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events-ui';
import { createEventSchema, eventIdSchema } from './schema';
import { createEvent, joinEvent, leaveEvent } from './service';

/** Create a game (route create); alerts subscribers around it. The form goes to evt/{id} on success. */
export const createEventAction = defineAction(
  {
    name: 'events.create',
    failure: m.createFailed,
    input: createEventSchema,
    revalidate: ['/home'],
  },
  async ({ input, viewer }) => {
    const result = await createEvent(db, viewer.id, input);
    if (!result.ok) {
      return result.reason === 'unknown-game-type'
        ? { ok: false, fieldErrors: { gameTypeId: [m.gameTypeUnknown] } }
        : { ok: false, fieldErrors: { hostingTeamId: [ui.hostingTeamInvalid] } };
    }
    return ok({ id: result.event.id }, ui.created);
  },
);

/** RSVP: join, join the waitlist, or request to join. */
export const joinEventAction = defineAction<typeof eventIdSchema, { eventId: string }>(
  {
    name: 'events.join',
    failure: ui.rsvpFailed,
    invalid: commonMessages.gameNotFound,
    input: eventIdSchema,
    revalidate: (data) => [`/evt/${data.eventId}`, '/home'],
  },
  async ({ input, viewer }) => {
    const result = await joinEvent(db, viewer.id, input.eventId);
    switch (result.status) {
      case 'joined':
        return ok({ eventId: input.eventId }, ui.joined);
      case 'waitlisted':
        return ok({ eventId: input.eventId }, ui.waitlisted);
      case 'requested':
        return ok({ eventId: input.eventId }, ui.requested);
      case 'not-found':
        return fail(commonMessages.gameNotFound);
      case 'already':
        return fail(ui.alreadyJoined);
      case 'full':
        return fail(ui.full);
      case 'closed':
        return fail(ui.closed);
      case 'cancelled':
        return fail(ui.cancelled);
    }
  },
);

/** Leave the game, the waitlist, or withdraw a pending request. */
export const leaveEventAction = defineAction<typeof eventIdSchema, { eventId: string }>(
  {
    name: 'events.leave',
    failure: ui.rsvpFailed,
    invalid: commonMessages.gameNotFound,
    input: eventIdSchema,
    revalidate: (data) => [`/evt/${data.eventId}`, '/home'],
  },
  async ({ input, viewer }) => {
    const result = await leaveEvent(db, viewer.id, input.eventId);
    switch (result.status) {
      case 'left':
        return ok(
          { eventId: input.eventId },
          result.was === 'GOING'
            ? ui.left
            : result.was === 'WAITLIST'
              ? ui.leftWaitlist
              : ui.requestCancelled,
        );
      case 'not-joined':
        return fail(ui.notJoined);
      case 'closed':
        return fail(ui.closed);
      case 'too-late':
        return fail(ui.tooLateToLeave(result.hours));
    }
  },
);
