'use server';

import { db } from '@/lib/db';
import { fail, ok, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages } from '@/lib/messages';
import { eventMessages as m, eventUiMessages as ui, joinRefusals } from '@/lib/messages/events';
import { z } from 'zod';
import { env } from '@/lib/env';
import { HOST_MESSAGES_PER_DAY, limits, takeAllIn } from '@/lib/rate-limit';
import { currentFeedToken, feedPath, rotateFeedToken } from './calendar-feed';
import { setFavorite } from './favorites';
import * as manage from './manage';
import { editEvent } from './edit';
import { answerNoShow, markNoShow, rateEvent } from './after';
import { declineTeamEvent, nudgeNonResponders } from './nudge';
import { formatWhen } from '@/lib/time';
import { nudgeMessages, teamAnswerMessages } from '@/lib/messages/reminders';
import {
  answerRequestSchema,
  cancelEventSchema,
  createEventSchema,
  editEventSchema,
  eventIdSchema,
  favoriteSchema,
  guestsSchema,
  joinEventSchema,
  joinWithPassSchema,
  noShowAnswerSchema,
  noShowSchema,
  rateEventSchema,
  messageJoinersSchema,
  moveDateSchema,
  participantActionSchema,
} from './schema';
import { acceptOffer, createEvent, leaveEvent, setGuests } from './service';
import { joinOrCheckout, refundCancelledNow, refundGivenUpSpots } from './payments';
import { joinWithPunch } from './punches';
import { passMessages } from '@/lib/messages/passes';
import { billingMessages } from '@/lib/messages/billing';
import { levelsMessages as levels } from '@/lib/messages/levels';
import { noShowMessages as nsm } from '@/lib/messages/reliability';

/** Create a game (route create); alerts subscribers around it. The form goes to evt/{id} on success. */
export const createEventAction = defineAction(
  {
    name: 'events.create',
    failure: m.createFailed,
    input: createEventSchema,
    revalidate: ['/home'],
  },
  async ({ input, viewer }) => {
    // A public game alerts subscribers around it and the host's followers: a daily limit per creator, taken in
    // the game's transaction once the input is known good (createEvent itself runs outside Next too).
    const result = await createEvent(
      db,
      viewer.id,
      input,
      new Date(),
      async (tx) => (await takeAllIn(tx, limits.publicEvents(viewer.id))) === null,
    );
    if (!result.ok) {
      if (result.reason === 'limited') return fail(ui.publicGameLimit);
      if (result.reason === 'plan-limit') return fail(result.refusal.message, result.refusal.link);
      if (result.reason === 'unknown-place') return fail(commonMessages.placeNotFound);
      if (result.reason === 'payouts-needed') return fieldError('price', ui.priceNeedsPayouts);
      if (result.reason === 'default-going-team') return fieldError('defaultGoing', ui.defaultGoingNeedsTeam);
      if (result.reason === 'level-off-scale') return fieldError('levelMin', levels.offScale);
      if (result.reason === 'times') return fieldError(result.field, result.message);
      return result.reason === 'unknown-game-type'
        ? fieldError('gameTypeId', m.gameTypeUnknown)
        : fieldError('hostingTeamId', ui.hostingTeamInvalid);
    }
    return ok({ id: result.event.id }, ui.created);
  },
);

/** RSVP: join, join the waitlist, or request to join. */
export const joinEventAction = defineAction<
  typeof joinEventSchema,
  { eventId: string; checkoutUrl?: string }
>(
  {
    name: 'events.join',
    failure: ui.rsvpFailed,
    invalid: commonMessages.gameNotFound,
    input: joinEventSchema,
    revalidate: (data) => [`/evt/${data.eventId}`, '/home'],
  },
  async ({ input, viewer }) => {
    // A paid game: the spot is held and Checkout opens (the page goes there).
    const result = await joinOrCheckout(db, viewer.id, {
      eventId: input.eventId,
      slotGroupId: input.slotGroupId ?? null,
      guestNames: input.guestNames ?? [],
    });
    switch (result.status) {
      case 'checkout':
        return ok({ eventId: input.eventId, checkoutUrl: result.url });
      case 'free':
      case 'payments-unavailable':
        return fail(ui.paymentsUnavailable);
      case 'joined':
        return ok({ eventId: input.eventId }, ui.joined);
      case 'waitlisted':
        return ok({ eventId: input.eventId }, ui.waitlisted);
      case 'requested':
        return ok({ eventId: input.eventId }, ui.requested);
      case 'not-found':
        return fail(commonMessages.gameNotFound);
      case 'guests-not-allowed':
        return fail(ui.guestsNotAllowed);
      case 'too-many-guests':
        return fail(ui.guestsTooMany(result.limit));
      case 'no-room-for-guests':
        return fail(ui.guestsNoRoom);
      case 'already':
      case 'full':
      case 'closed':
      case 'cancelled':
      case 'choose-group':
        return fail(joinRefusals[result.status]);
    }
  },
);

/** Join a covered paid game with one punch of a punch card instead of paying (issue 34 §1). */
export const joinWithPassAction = defineAction<
  typeof joinWithPassSchema,
  { eventId: string; remaining: number }
>(
  {
    name: 'events.joinWithPass',
    failure: ui.rsvpFailed,
    invalid: commonMessages.gameNotFound,
    input: joinWithPassSchema,
    revalidate: (data) => [`/evt/${data.eventId}`, '/home', '/billing'],
  },
  async ({ input, viewer }) => {
    const result = await joinWithPunch(db, viewer.id, input);
    switch (result.status) {
      case 'joined':
        return ok(
          { eventId: input.eventId, remaining: result.remaining },
          result.kind === 'MEMBERSHIP'
            ? passMessages.joinedWithMembership
            : result.season
              ? passMessages.joinedWithSeason
              : passMessages.joinedWithPunch(result.remaining),
        );
      case 'not-found':
        return fail(commonMessages.gameNotFound);
      case 'already':
      case 'full':
      case 'closed':
      case 'cancelled':
      case 'choose-group':
        return fail(joinRefusals[result.status]);
      case 'free':
      case 'approval':
      case 'no-punch':
        return fail(passMessages.noPunchLeft);
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
        if (result.refunds) {
          await refundGivenUpSpots(db, result.refunds);
          return ok(
            { eventId: input.eventId },
            ui.leftRefunded(billingMessages.formatCents(result.refunds.cents, result.refunds.currency)),
          );
        }
        return ok(
          { eventId: input.eventId },
          result.punchReturned
            ? passMessages.punchReturned
            : result.was === 'GOING'
              ? ui.left
              : result.was === 'WAITLIST'
                ? ui.leftWaitlist
                : result.was === 'OFFERED'
                  ? ui.offerDeclined
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

/** Take the spot held for the viewer (fair waitlist). */
export const acceptOfferAction = defineAction<typeof eventIdSchema, { eventId: string }>(
  {
    name: 'events.acceptOffer',
    failure: ui.rsvpFailed,
    invalid: commonMessages.gameNotFound,
    input: eventIdSchema,
    revalidate: (data) => [`/evt/${data.eventId}`, '/home'],
  },
  async ({ input, viewer }) => {
    const result = await acceptOffer(db, viewer.id, input.eventId);
    if (result.status === 'accepted') return ok({ eventId: input.eventId }, ui.offerAccepted);
    if (result.status === 'expired') return fail(ui.offerExpired);
    return fail(ui.notOffered);
  },
);

// ───────────────────────────── Manage (host and co-hosts) ─────────────────────────────

const manageCommon = {
  failure: commonMessages.somethingWentWrong,
  invalid: commonMessages.gameNotFound,
  revalidate: (data: { eventId: string }) => [`/event/${data.eventId}/manage`, `/evt/${data.eventId}`],
};

/** Approve or decline a request to join. */
export const answerRequestAction = defineAction<typeof answerRequestSchema, { eventId: string }>(
  { ...manageCommon, name: 'events.answerRequest', input: answerRequestSchema },
  async ({ input, viewer }) => {
    const result = await manage.answerRequest(db, viewer.id, input);
    const done = { eventId: input.eventId };
    switch (result.status) {
      case 'approved':
        return ok(done, ui.manage.approved);
      case 'approved-waitlisted':
        return ok(done, ui.manage.approvedToWaitlist);
      case 'declined':
        return ok(done, ui.manage.declined);
      case 'not-pending':
        return fail(ui.manage.requestGone);
      case 'full':
        return fail(ui.manage.noSpot);
      case 'not-found':
        return fail(commonMessages.gameNotFound);
    }
  },
);

/** Remove someone's RSVP (going, waitlisted or pending). */
export const removeParticipantAction = defineAction<typeof participantActionSchema, { eventId: string }>(
  { ...manageCommon, name: 'events.removeParticipant', input: participantActionSchema },
  async ({ input, viewer }) => {
    const result = await manage.removeParticipant(db, viewer.id, input);
    if (result.status === 'creator-only') return fail(ui.manage.creatorOnlyRefund);
    if (result.status !== 'removed') return fail(commonMessages.gameNotFound);
    if (!result.refunds) return ok({ eventId: input.eventId }, ui.manage.removed);
    await refundGivenUpSpots(db, result.refunds);
    const amount = billingMessages.formatCents(result.refunds.cents, result.refunds.currency);
    return ok({ eventId: input.eventId }, ui.manage.removedRefunded(amount));
  },
);

/** Move one waitlisted player into a free spot. */
export const moveOffWaitlistAction = defineAction<typeof participantActionSchema, { eventId: string }>(
  { ...manageCommon, name: 'events.moveOffWaitlist', input: participantActionSchema },
  async ({ input, viewer }) => {
    const { status } = await manage.moveOffWaitlist(db, viewer.id, input);
    if (status === 'promoted') return ok({ eventId: input.eventId }, ui.manage.promoted);
    if (status === 'full') return fail(ui.manage.noSpot);
    if (status === 'not-waitlisted') return fail(ui.manage.notOnWaitlist);
    return fail(commonMessages.gameNotFound);
  },
);

/** Cancel the game; everyone holding an RSVP is told. */
export const cancelEventAction = defineAction<typeof cancelEventSchema, { eventId: string }>(
  { ...manageCommon, name: 'events.cancel', input: cancelEventSchema },
  async ({ input, viewer }) => {
    const result = await manage.cancelEvent(db, viewer.id, input);
    // Refund now; the queued job repeats it (once) if this fails.
    if (result.status === 'cancelled') await refundCancelledNow(db, result.refundIds);
    if (result.status === 'cancelled')
      return ok({ eventId: input.eventId }, ui.manage.cancelledDates(result.dates));
    if (result.status === 'already') return fail(ui.manage.alreadyCancelled);
    if (result.status === 'creator-only') return fail(ui.manage.creatorOnlyCancel);
    return fail(commonMessages.gameNotFound);
  },
);

/** Move one date of a series (docs/series-dates.md); everyone holding a spot is told. */
export const moveSeriesDateAction = defineAction<typeof moveDateSchema, { eventId: string }>(
  // A wrong date or time answers on its field (the dialog's labelled inputs), not as "not found".
  {
    failure: commonMessages.somethingWentWrong,
    revalidate: manageCommon.revalidate,
    name: 'events.moveDate',
    input: moveDateSchema,
  },
  async ({ input, viewer }) => {
    const result = await manage.moveSeriesDate(db, viewer.id, input);
    switch (result.status) {
      case 'moved':
        return ok({ eventId: input.eventId }, ui.manage.movedDate);
      case 'not-series':
        return fail(ui.manage.moveNotSeries);
      case 'cancelled':
        return fail(ui.manage.alreadyCancelled);
      case 'unchanged':
        return fail(ui.manage.moveUnchanged);
      case 'in-past':
        return fail(ui.manage.moveInPast);
      case 'taken':
        return fail(ui.manage.moveTaken);
      case 'not-found':
        return fail(commonMessages.gameNotFound);
    }
  },
);

/** Message everyone holding an RSVP. */
export const messageJoinersAction = defineAction<typeof messageJoinersSchema, { eventId: string }>(
  {
    failure: commonMessages.somethingWentWrong,
    name: 'events.messageJoiners',
    input: messageJoinersSchema,
  },
  async ({ input, viewer }) => {
    const result = await manage.messageJoiners(db, viewer.id, input);
    if (result.status === 'sent') return ok({ eventId: input.eventId }, ui.manage.sent(result.count));
    if (result.status === 'nobody') return fail(ui.manage.nobodyToMessage);
    if (result.status === 'limited') return fail(ui.manage.messageLimit(HOST_MESSAGES_PER_DAY));
    return fail(commonMessages.gameNotFound);
  },
);

/** The heart: add or remove a favorite (optimistic in the browser). */
export const setFavoriteAction = defineAction<typeof favoriteSchema, { favorite: boolean }>(
  {
    name: 'events.favorite',
    failure: ui.favoriteFailed,
    invalid: commonMessages.gameNotFound,
    input: favoriteSchema,
    revalidate: ['/discover'],
  },
  async ({ input, viewer }) =>
    (await setFavorite(db, viewer.id, input)) === 'saved'
      ? ok({ favorite: input.favorite }, input.favorite ? ui.favoriteAdded : ui.favoriteRemoved)
      : fail(commonMessages.gameNotFound),
);

const noInput = z.object({}).optional();

/** The calendar feed: make a link (or a new one, which kills the old). */
export const rotateCalendarFeedAction = defineAction<typeof noInput, { url: string }>(
  { name: 'events.calendarFeed', failure: ui.feedFailed, input: noInput, revalidate: ['/settings'] },
  async ({ viewer }) => {
    const hadOne = (await currentFeedToken(db, viewer.id)) !== null;
    const token = await rotateFeedToken(db, viewer.id);
    return ok(
      { url: new URL(feedPath(token), env().APP_URL).toString() },
      hadOne ? ui.feedRotated : ui.feedCreated,
    );
  },
);

/** The viewer's guests for a game they joined (or wait for). */
export const setGuestsAction = defineAction<typeof guestsSchema, { eventId: string; count: number }>(
  {
    failure: ui.rsvpFailed,
    name: 'events.guests',
    input: guestsSchema,
    revalidate: (data) => [`/evt/${data.eventId}`],
  },
  async ({ input, viewer }) => {
    const result = await setGuests(db, viewer.id, input);
    switch (result.status) {
      case 'saved':
        return ok({ eventId: input.eventId, count: result.count }, ui.guestsSaved(result.count));
      case 'not-allowed':
        return fail(ui.guestsNotAllowed);
      case 'paid-guests':
        return fail(ui.paidGuestsUnavailable);
      case 'too-many':
        return fail(ui.guestsTooMany(result.limit));
      case 'no-room':
        return fail(ui.guestsNoRoom);
      case 'closed':
        return fail(ui.closed);
      case 'not-joined':
        return fail(ui.notJoined);
      default:
        return fail(commonMessages.gameNotFound);
    }
  },
);

/** Edit a game from its manage page (host and co-hosts); a repeating one for this date or this and later. */
export const editEventAction = defineAction<typeof editEventSchema, { eventId: string }>(
  {
    failure: ui.manage.editFailed,
    name: 'events.edit',
    input: editEventSchema, // a refused field is shown under it (no `invalid` override)
    revalidate: manageCommon.revalidate,
  },
  async ({ input, viewer }) => {
    const result = await editEvent(db, viewer.id, input);
    switch (result.status) {
      case 'saved':
        return ok({ eventId: input.eventId }, ui.manage.saved(result.dates));
      case 'unknown-game-type':
        return fieldError('gameTypeId', m.gameTypeUnknown);
      case 'unknown-team':
        return fieldError('hostingTeamId', ui.hostingTeamInvalid);
      case 'level-off-scale':
        return fieldError('levelMin', levels.offScale);
      case 'capacity-below-going':
        return fieldError('capacity', ui.manage.capacityBelowGoing(result.going));
      case 'payouts-needed':
        return fieldError('price', ui.priceNeedsPayouts);
      case 'creator-only':
        return fieldError('price', ui.manage.creatorOnlyPrice);
      case 'creator-not-on-team':
        return fieldError('hostingTeamId', ui.manage.creatorNotOnTeam);
      case 'default-going-team':
        return fieldError('defaultGoing', ui.defaultGoingNeedsTeam);
      case 'default-going-limit':
        return fieldError('defaultGoing', ui.defaultGoingNoLimit);
      case 'cancelled':
        return fail(ui.cancelled);
      case 'times':
        return fieldError(result.field, result.message);
      default:
        return fail(commonMessages.gameNotFound);
    }
  },
);

/** The host marks a player as a no-show (or not) after the game. */
export const markNoShowAction = defineAction<typeof noShowSchema, { eventId: string }>(
  { ...manageCommon, name: 'events.noShow', input: noShowSchema },
  async ({ input, viewer }) => {
    const result = await markNoShow(db, viewer.id, input);
    if (result.status === 'saved') return ok({ eventId: input.eventId }, ui.manage.noShowSaved);
    if (result.status === 'confirmed') return ok({ eventId: input.eventId }, nsm.confirmedSaved);
    if (result.status === 'not-ended') return fail(ui.manage.notEnded);
    if (result.status === 'window-closed') return fail(nsm.windowClosed);
    return fail(commonMessages.gameNotFound);
  },
);

/** The player answers a no-show mark, once (docs/no-shows.md): a disputed mark counts only once confirmed. */
export const answerNoShowAction = defineAction<typeof noShowAnswerSchema, { eventId: string }>(
  {
    failure: commonMessages.somethingWentWrong,
    name: 'events.answerNoShow',
    input: noShowAnswerSchema,
    revalidate: (data) => [`/evt/${data.eventId}`, `/event/${data.eventId}/manage`],
  },
  async ({ input, viewer }) => {
    const result = await answerNoShow(db, viewer.id, input);
    if (result.status === 'answered') return ok({ eventId: input.eventId }, nsm.answerSaved);
    if (result.status === 'already') return fail(nsm.answerAlready);
    if (result.status === 'too-late') return fail(nsm.answerTooLate);
    return fail(nsm.answerNotFound);
  },
);

/** A player who went rates the game (1–5, optional comment); again replaces it. */
export const rateEventAction = defineAction<typeof rateEventSchema, { eventId: string }>(
  {
    failure: commonMessages.somethingWentWrong,
    name: 'events.rate',
    input: rateEventSchema,
    revalidate: (data) => [`/evt/${data.eventId}`],
  },
  async ({ input, viewer }) => {
    const result = await rateEvent(db, viewer.id, input);
    switch (result.status) {
      case 'rated':
        return ok({ eventId: input.eventId }, ui.rated);
      case 'updated':
        return ok({ eventId: input.eventId }, ui.ratingUpdated);
      case 'not-ended':
        return fail(ui.rateNotEnded);
      case 'not-going':
        return fail(ui.rateNotGoing);
      case 'own-game':
        return fail(ui.rateOwnGame);
      default:
        return fail(commonMessages.gameNotFound);
    }
  },
);

/** "N players have not answered": the host nudges a team game's non-responders (once per 12 hours). */
export const nudgeNonRespondersAction = defineAction<typeof eventIdSchema, { count: number }>(
  {
    failure: commonMessages.somethingWentWrong,
    name: 'events.nudgeNonResponders',
    input: eventIdSchema,
  },
  async ({ input, viewer }) => {
    const result = await nudgeNonResponders(db, viewer.id, input);
    if (result.status === 'sent') return ok({ count: result.count }, nudgeMessages.sent(result.count));
    if (result.status === 'too-soon')
      return fail(nudgeMessages.tooSoon(formatWhen(result.nextNudgeAt, viewer.timeZone)));
    if (result.status === 'nobody') return fail(nudgeMessages.nobody);
    if (result.status === 'closed') return fail(nudgeMessages.closed);
    if (result.status === 'not-team') return fail(nudgeMessages.notTeamGame);
    return fail(commonMessages.gameNotFound);
  },
);

/** A team member says they cannot come to a team game (stops the host's nudges). */
export const declineTeamEventAction = defineAction<typeof eventIdSchema, { eventId: string }>(
  {
    failure: commonMessages.somethingWentWrong,
    name: 'events.declineTeamEvent',
    input: eventIdSchema,
  },
  async ({ input, viewer }) => {
    const result = await declineTeamEvent(db, viewer.id, input);
    if (result.status === 'declined') return ok({ eventId: input.eventId }, teamAnswerMessages.saved);
    if (result.status === 'holding') return fail(teamAnswerMessages.holding);
    return fail(commonMessages.gameNotFound);
  },
);
