'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { env } from '@/lib/env';
import { passMessages as m } from '@/lib/messages/passes';
import { cancelMembership, resumeMembership, startMembershipPurchase } from './membership';
import { createPunchCardSchema, passIdSchema, punchCardIdSchema } from './schema';
import { createPunchCard, refundPass, startPassPurchase, withdrawPunchCard } from './service';

// Passes' actions (docs/passes.md): create (a team's organizer with Active payouts), buy (Checkout), refund (pro
// rata, by the card's seller or the team's owner), withdraw (the seller or the team's owner). Authorization is in
// each query: a card or team out of reach is "not found".

/** An organizer creates a pass of their team: a punch card or a season pass, and what it covers. */
export const createPunchCardAction = defineAction<
  typeof createPunchCardSchema,
  { id: string; teamId: string }
>(
  {
    name: 'passes.createCard',
    failure: m.createFailed,
    input: createPunchCardSchema,
    revalidate: (data) => [`/team/${data.teamId}`],
  },
  async ({ input, viewer }) => {
    const result = await createPunchCard(db, viewer.id, input);
    switch (result.status) {
      case 'created':
        return ok(
          { id: result.id, teamId: input.teamId },
          input.kind === 'MEMBERSHIP'
            ? m.createdMembership
            : input.kind === 'SEASON'
              ? m.createdSeason
              : m.created,
        );
      case 'not-found':
        return fail(m.teamNotFound);
      case 'payouts-needed':
        return fail(m.payoutsNeeded, { href: '/billing#payouts', label: m.setUpPayouts });
      case 'covers-not-found':
        return fail(m.coversNotFound);
      case 'season-end-invalid':
        return fail(m.seasonEndsInvalid);
    }
  },
);

/** A player buys a punch card: Checkout opens (the page goes there). */
export const buyPunchCardAction = defineAction<typeof punchCardIdSchema, { checkoutUrl: string }>(
  {
    name: 'passes.buy',
    failure: m.buyFailed,
    invalid: m.cardNotFound,
    input: punchCardIdSchema,
  },
  async ({ input, viewer }) => {
    if (stripeMode() === 'off') return fail(m.paymentsOff);
    const { APP_URL, PLATFORM_FEE_BPS, PLATFORM_FEE_FIXED_CENTS } = env();
    const config = { appUrl: APP_URL, fee: { bps: PLATFORM_FEE_BPS, fixedCents: PLATFORM_FEE_FIXED_CENTS } };
    // A membership subscribes (Checkout in subscription mode); any other pass is paid once.
    const result =
      (await startMembershipPurchase(db, stripeClient(), viewer.id, input.cardId, config)) ??
      (await startPassPurchase(db, stripeClient(), viewer.id, input.cardId, config));
    switch (result.status) {
      case 'already-member':
        return fail(m.alreadyMember);
      case 'checkout':
        return ok({ checkoutUrl: result.url });
      case 'not-found':
        return fail(m.cardNotFound);
      case 'own-card':
        return fail(m.ownCard);
      case 'payments-unavailable':
        return fail(m.sellerUnavailable);
    }
  },
);

/** The card's seller (or the team's owner) refunds a holder's unused games (pro rata) and ends the card. */
export const refundPassAction = defineAction<typeof passIdSchema, { passId: string }>(
  {
    name: 'passes.refund',
    failure: m.refundFailed,
    invalid: m.passNotFound,
    input: passIdSchema,
    revalidate: ['/billing'],
  },
  async ({ input, viewer }) => {
    if (stripeMode() === 'off') return fail(m.paymentsOff);
    const result = await refundPass(db, stripeClient(), viewer.id, input.passId);
    switch (result.status) {
      case 'refunded':
        return ok(
          { passId: input.passId },
          result.amountCents > 0
            ? m.refunded(m.money(result.amountCents, result.currency))
            : m.refundedAlready,
        );
      case 'not-found':
        return fail(m.passNotFound);
      case 'nothing':
        return fail(m.nothingToRefund);
      case 'failed':
        return fail(m.refundFailed);
    }
  },
);

/** The card's seller or the team's owner withdraws a card: no new sales; holders keep what they bought. */
export const withdrawPunchCardAction = defineAction<typeof punchCardIdSchema, { cardId: string }>(
  {
    name: 'passes.withdraw',
    failure: m.withdrawFailed,
    invalid: m.withdrawNotFound,
    input: punchCardIdSchema,
  },
  async ({ input, viewer }) => {
    const result = await withdrawPunchCard(db, viewer.id, input.cardId);
    switch (result.status) {
      case 'withdrawn':
        return ok({ cardId: input.cardId }, m.withdrawn);
      case 'already':
        return ok({ cardId: input.cardId }, m.withdrawnAlready);
      case 'not-found':
        return fail(m.withdrawNotFound);
    }
  },
);

/** The holder cancels their membership: it ends at the end of the paid period (Stripe's cancel_at_period_end). */
export const cancelMembershipAction = defineAction<typeof passIdSchema, { passId: string }>(
  {
    name: 'passes.cancelMembership',
    failure: m.cancelFailed,
    invalid: m.membershipNotFound,
    input: passIdSchema,
    revalidate: ['/billing'],
  },
  async ({ input, viewer }) => {
    if (stripeMode() === 'off') return fail(m.paymentsOff);
    const result = await cancelMembership(db, stripeClient(), viewer.id, input.passId);
    switch (result.status) {
      case 'cancelled':
        return ok({ passId: input.passId }, m.membershipCancelled(m.day(result.endsAt)));
      case 'not-found':
        return fail(m.membershipNotFound);
      case 'nothing':
        return fail(m.nothingToCancel);
    }
  },
);

/** The holder resumes a membership they cancelled, before its paid period ends: it renews again. */
export const resumeMembershipAction = defineAction<typeof passIdSchema, { passId: string }>(
  {
    name: 'passes.resumeMembership',
    failure: m.resumeFailed,
    invalid: m.membershipNotFound,
    input: passIdSchema,
    revalidate: ['/billing'],
  },
  async ({ input, viewer }) => {
    if (stripeMode() === 'off') return fail(m.paymentsOff);
    const result = await resumeMembership(db, stripeClient(), viewer.id, input.passId);
    switch (result.status) {
      case 'resumed':
        return ok({ passId: input.passId }, m.membershipResumed(m.day(result.renewsAt)));
      case 'not-found':
        return fail(m.membershipNotFound);
      case 'nothing':
        return fail(m.nothingToResume);
    }
  },
);
