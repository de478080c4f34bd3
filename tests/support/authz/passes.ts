import { expect } from 'vitest';
import { db } from '@/lib/db';
import * as events from '@/lib/events/actions';
import { passMessages } from '@/lib/messages/passes';
import * as passes from '@/lib/passes/actions';
import { makeEvent } from '@/tests/support/events';
import { uniqueTag } from '@/tests/support/factories';
import { TEAM_MANAGERS, UNBLOCKED, type Actor, type Row, type World } from './matrix';

// Authorization matrix rows of punch cards (issue 34 §1, docs/passes.md): creating one (a team's organizers),
// buying one (anyone signed in but its seller and the blocked), refunding and withdrawing one (its seller and the
// team's owner), cancelling
// and resuming a membership (its holder only) and joining a team's paid game with one. The world's users have no
// payout account, so creating and buying stop at the payouts check (allowedMessage); tests/integration/passes.test.ts
// and memberships.test.ts cover the paths through Stripe.

const user = (w: World, a: Actor) => w.users[a as Exclude<Actor, 'anonymous'>];

/** A punch card of a new team of the owner, sold by the owner. */
async function ownerCard(w: World) {
  const team = await w.team();
  const card = await db.punchCard.create({
    data: { teamId: team.id, sellerId: w.users.owner.id, name: '5 drop-ins', games: 5, priceCents: 4500 },
  });
  return { team, card };
}

/** A punch card of a new team of the owner, sold by the team's manager (docs/passes.md: the seller or the team's
 * owner refund and withdraw it; an admin of the team does not). */
async function managerCard(w: World) {
  const team = await w.team();
  const card = await db.punchCard.create({
    data: { teamId: team.id, sellerId: w.users.manager.id, name: '5 drop-ins', games: 5, priceCents: 4500 },
  });
  return { team, card };
}
const SELLER_OR_OWNER: Actor[] = ['owner', 'manager'];

/** An active pass of `userId` on a card of the owner's team (as if bought). */
async function activePass(cardId: string, userId: string) {
  return db.punchCardPass.create({
    data: {
      cardId,
      userId,
      games: 5,
      remaining: 5,
      priceCents: 4500,
      feeCents: 255,
      hostAccountId: 'acct_matrix',
      status: 'ACTIVE',
      paidAt: new Date(),
    },
  });
}

/** The owner's active membership of another seller's team (as if subscribed; no subscription at Stripe). */
async function ownerMembership(w: World) {
  const seller = await w.fresh('Seller');
  const team = await db.team.create({
    data: { name: `Members club ${uniqueTag()}`, ownerId: seller.id },
  });
  const card = await db.punchCard.create({
    data: {
      teamId: team.id,
      sellerId: seller.id,
      name: 'Club membership',
      kind: 'MEMBERSHIP',
      interval: 'MONTH',
      games: 0,
      priceCents: 2000,
    },
  });
  return db.punchCardPass.create({
    data: {
      cardId: card.id,
      userId: w.users.owner.id,
      games: 0,
      remaining: 0,
      priceCents: 2000,
      feeCents: 130,
      hostAccountId: 'acct_matrix',
      status: 'ACTIVE',
      paidAt: new Date(),
    },
  });
}

export const passRows: Row[] = [
  {
    action: passes.createPunchCardAction,
    what: 'a punch card of the owner’s team (no payouts in the world: told to connect them)',
    setup: async (w) => ({
      teamId: (await w.team()).id,
      name: '10 drop-ins',
      games: '10',
      price: '80',
      expiryDays: '',
      maxGamePrice: '',
    }),
    allowed: TEAM_MANAGERS,
    allowedMessage: passMessages.payoutsNeeded,
  },
  {
    action: passes.buyPunchCardAction,
    what: 'buy the owner’s punch card (the owner has no payouts: told the team cannot take payments)',
    setup: async (w) => ({ cardId: (await ownerCard(w)).card.id }),
    allowed: UNBLOCKED.filter((a) => a !== 'owner'), // the seller is told they sell it
    allowedMessage: passMessages.sellerUnavailable,
  },
  {
    action: passes.refundPassAction,
    what: 'refund a card the manager sells on the owner’s team (not paid through Stripe here: nothing to refund)',
    setup: async (w) => {
      const { card } = await managerCard(w);
      return { passId: (await activePass(card.id, (await w.fresh('Holder')).id)).id };
    },
    allowed: SELLER_OR_OWNER,
    allowedMessage: passMessages.nothingToRefund,
  },
  {
    action: passes.withdrawPunchCardAction,
    what: 'withdraw a card the manager sells on the owner’s team',
    setup: async (w) => ({ cardId: (await managerCard(w)).card.id }),
    allowed: SELLER_OR_OWNER,
    effect: async (_w, input) => {
      const { cardId } = input as { cardId: string };
      expect((await db.punchCard.findUniqueOrThrow({ where: { id: cardId } })).archived).toBe(true);
    },
  },
  {
    action: passes.cancelMembershipAction,
    what: 'cancel the owner’s membership (no subscription at Stripe here: nothing to cancel)',
    setup: async (w) => ({ passId: (await ownerMembership(w)).id }),
    allowed: ['owner'], // only the holder
    allowedMessage: passMessages.nothingToCancel,
  },
  {
    action: passes.resumeMembershipAction,
    what: 'resume the owner’s membership (no subscription at Stripe here: nothing to resume)',
    setup: async (w) => ({ passId: (await ownerMembership(w)).id }),
    allowed: ['owner'], // only the holder
    allowedMessage: passMessages.nothingToResume,
  },
  {
    action: events.joinWithPassAction,
    what: 'join the owner’s team’s paid game with the caller’s punch card',
    setup: async (w, who) => {
      const { team, card } = await ownerCard(w);
      if (who !== 'anonymous' && who !== 'owner') await activePass(card.id, user(w, who).id);
      const game = await makeEvent(w.users.owner.id, {
        hostingTeamId: team.id,
        priceCents: 1000,
        capacity: 10,
      });
      return { eventId: game.id };
    },
    allowed: UNBLOCKED.filter((a) => a !== 'owner'), // the host is already at their own game
    effect: async (w, input, actor) => {
      const { eventId } = input as { eventId: string };
      expect(
        await db.eventParticipant.findFirst({
          where: { eventId, userId: user(w, actor).id, status: 'GOING' },
        }),
      ).not.toBeNull();
    },
  },
];
