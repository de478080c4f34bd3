'use server';

import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { joinRefusals } from '@/lib/messages/events';
import { subsMessages as m } from '@/lib/messages/subs';
import { answerSubSchema, inviteSubsSchema, subSettingsSchema } from './schema';
import { answerSubInvitation, inviteSubs, saveSubSettings } from './service';

// Find a sub actions. A game the viewer does not manage, or an invitation that is not theirs, answers
// 'Game not found' like an unknown id, and changes nothing.

/** The host asks players to sub: now, or in tiers. */
export const inviteSubsAction = defineAction<typeof inviteSubsSchema, { sent: number; queued: number }>(
  {
    name: 'subs.invite',
    failure: m.inviteFailed,
    input: inviteSubsSchema,
    revalidate: [['/event/[id]/manage', 'page']],
  },
  async ({ input, viewer }) => {
    const result = await inviteSubs(db, viewer.id, input);
    switch (result.status) {
      case 'ok':
        return ok(
          { sent: result.sent, queued: result.queued },
          input.mode === 'tiered' ? m.tieredStarted(result.sent, result.queued) : m.invited(result.sent),
        );
      case 'not-found':
        return fail(commonMessages.gameNotFound);
      case 'full':
        return fail(m.full);
      case 'closed':
        return fail(m.ended);
      case 'none-eligible':
        return fail(m.nobodyInvited);
    }
  },
);

/** The invited player answers: Join (through the RSVP service) or Not this time. */
export const answerSubAction = defineAction<typeof answerSubSchema, { status: string }>(
  {
    name: 'subs.answer',
    failure: m.answerFailed,
    invalid: commonMessages.gameNotFound,
    input: answerSubSchema,
    revalidate: ['/notifications', '/home', ['/evt/[id]', 'page']],
  },
  async ({ input, viewer }) => {
    const result = await answerSubInvitation(db, viewer.id, input);
    switch (result.status) {
      case 'joined':
        return ok({ status: result.status }, m.joinedToast);
      case 'waitlisted':
        return ok({ status: result.status }, m.waitlistedToast);
      case 'requested':
        return ok({ status: result.status }, m.requestedToast);
      case 'declined':
        return ok({ status: result.status }, m.declinedToast);
      case 'not-found':
        return fail(m.inviteGone);
      case 'already':
      case 'full':
      case 'closed':
      case 'cancelled':
      case 'choose-group':
        return fail(joinRefusals[result.status]);
      case 'payment-required':
        // A paid game: the spot is taken with the payment, on the game's page.
        return fail(m.payOnGamePage);
    }
  },
);

/** The player's sub request settings. */
export const saveSubSettingsAction = defineAction(
  { name: 'subs.settings', failure: m.saveFailed, input: subSettingsSchema, revalidate: ['/settings'] },
  async ({ input, viewer }) => {
    await saveSubSettings(db, viewer.id, input);
    return ok(undefined, m.saved);
  },
);
