import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Money between the organizers of one team (docs/passes.md "Coverage", "Withdrawing a pass", "Refund rule";
// docs/payments.md "One spot per player"), against the local Stripe stand-in: a pass pays only for its seller's
// games; the seller or the team's owner withdraws it; a seller who leaves the team sells no more; only the seller
// (or the owner, the seller told) refunds it, and a pass that ends refunded gives up its holder's spots in games
// not started; a pass join and a card payment of one player never take two spots; deleting an account cancels
// its memberships at Stripe.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({
    webhookSecret: 'whsec_passorg_platform',
    connectWebhookSecret: 'whsec_passorg_connect',
    delivery: 'manual',
  });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_passorg_platform';
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_passorg_connect';
  process.env.APP_URL = 'http://localhost:3995';
  process.env.PLATFORM_FEE_BPS = '500';
  process.env.PLATFORM_FEE_FIXED_CENTS = '30';
  return s;
});

const { db } = await import('@/lib/db');
const { POST: platformPost } = await import('@/app/api/stripe/webhook/route');
const { POST: connectPost } = await import('@/app/api/stripe/connect/webhook/route');
const { editEventAction, joinWithPassAction } = await import('@/lib/events/actions');
const { buyPunchCardAction, createPunchCardAction, refundPassAction, withdrawPunchCardAction } =
  await import('@/lib/passes/actions');
const { teamPasses } = await import('@/lib/passes/queries');
const { joinWithPunch } = await import('@/lib/events/punches');
const { startEventPayment } = await import('@/lib/events/payments');
const { editEventForm } = await import('@/lib/events/queries');
const { deleteAccount } = await import('@/lib/account/service');
const { stripeSubscriptionBilling } = await import('@/lib/billing/subscriptions');
const { stripeClient } = await import('@/lib/billing/stripe');
const { passMessages: pm } = await import('@/lib/messages/passes');
const { eventUiMessages: ui } = await import('@/lib/messages/events');
const { makeTeam, makeUser } = await import('@/tests/support/factories');
const { callAs } = await import('@/tests/support/act-as');
const { makeEvent } = await import('@/tests/support/events');

standin.setDeliver((request) =>
  new URL(request.url).pathname.includes('/connect/') ? connectPost(request) : platformPost(request),
);
afterAll(() => standin.stop());
beforeEach(async () => {
  if (standin.pending().length) await standin.deliverPending();
});

/** A user whose payout account is Active (linked through the stand-in's OAuth). */
async function payee(label: string) {
  const { account } = standin.authorizeOAuth({ complete: true });
  return makeUser(label, {
    stripeAccountId: account.id,
    stripeChargesEnabled: true,
    stripeDetailsSubmitted: true,
    stripeConnectMethod: 'OAUTH',
  });
}

/** A team's owner and a manager, both with Active payouts. */
async function teamWithManager() {
  const owner = await payee('Owner');
  const team = await makeTeam(owner.id);
  const manager = await payee('Manager');
  await db.rosterEntry.create({ data: { teamId: team.id, userId: manager.id, role: 'manager' } });
  return { owner, manager, team };
}

async function createCard(seller: { id: string }, teamId: string, over: Record<string, unknown> = {}) {
  const created = await callAs(seller, createPunchCardAction, {
    teamId,
    name: '5 drop-ins',
    games: '5',
    price: '45',
    expiryDays: '',
    maxGamePrice: '',
    ...over,
  });
  expect(created).toMatchObject({ ok: true });
  return (created as { data: { id: string } }).data.id;
}

/** Buys (or subscribes to) the card through the local Checkout and delivers the webhooks; answers the pass. */
async function buy(player: { id: string }, cardId: string) {
  const started = await callAs(player, buyPunchCardAction, { cardId });
  expect(started).toMatchObject({ ok: true });
  const sessionId = (started as { data: { checkoutUrl: string } }).data.checkoutUrl.split('/').pop()!;
  standin.payCheckout(sessionId);
  expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
  return db.punchCardPass.findUniqueOrThrow({ where: { checkoutSessionId: sessionId } });
}

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const going = async (eventId: string) =>
  (await db.event.findUniqueOrThrow({ where: { id: eventId } })).goingCount;
const rowOf = (eventId: string, userId: string) =>
  db.eventParticipant.findUnique({ where: { eventId_userId: { eventId, userId } } });
const noticesOf = (userId: string, type: string) =>
  db.notification.findMany({ where: { userId, type }, select: { message: true } });

describe('M1: a pass covers only its seller’s games', () => {
  it('a manager’s $1 membership does not pay for the owner’s games; it pays for the manager’s own', async () => {
    const { owner, manager, team } = await teamWithManager();
    const cardId = await createCard(manager, team.id, {
      kind: 'MEMBERSHIP',
      interval: 'MONTH',
      name: 'Tigers unlimited',
      price: '1',
    });
    const friend = await makeUser('Friend');
    await buy(friend, cardId);
    const ownersGame = await makeEvent(owner.id, { priceCents: 2500, hostingTeamId: team.id });
    const managersGame = await makeEvent(manager.id, { priceCents: 2500, hostingTeamId: team.id });
    expect(await callAs(friend, joinWithPassAction, { eventId: ownersGame.id })).toEqual({
      ok: false,
      message: pm.noPunchLeft,
    });
    expect(await going(ownersGame.id)).toBe(0);
    expect(await callAs(friend, joinWithPassAction, { eventId: managersGame.id })).toMatchObject({
      ok: true,
    });
  });

  it('a season pass’s refund counts only its seller’s dated games', async () => {
    const { owner, manager, team } = await teamWithManager();
    const cardId = await createCard(owner, team.id, {
      kind: 'SEASON',
      games: '',
      price: '60',
      seasonEnds: dayIn(30),
    });
    const ann = await makeUser('Ann', { displayName: 'Ann' });
    const pass = await buy(ann, cardId);
    // Two of the owner's games and three of the manager's in the season: the owner's pass counts its own two.
    for (const days of [5, 12])
      await makeEvent(owner.id, {
        priceCents: 1000,
        hostingTeamId: team.id,
        dateStart: new Date(Date.now() + days * 86_400_000),
      });
    for (const days of [6, 7, 8])
      await makeEvent(manager.id, {
        priceCents: 1000,
        hostingTeamId: team.id,
        dateStart: new Date(Date.now() + days * 86_400_000),
      });
    const view = await teamPasses(owner.id, team.id);
    const holder = view.cards.find((c) => c.id === cardId)!.organizer!.passes.find((p) => p.id === pass.id)!;
    expect({ left: holder.refundLeft, total: holder.refundTotal }).toEqual({ left: 2, total: 2 });
  });
});

describe('M1: withdrawing a pass, and a seller who left the team', () => {
  it('the seller or the team’s owner withdraws it: no new sales, holders keep what they bought', async () => {
    const { owner, manager, team } = await teamWithManager();
    const cardId = await createCard(manager, team.id);
    const ann = await makeUser('Ann');
    const pass = await buy(ann, cardId);
    // Another organizer of the team (an admin) is neither the seller nor the owner: not found, nothing changed.
    const admin = await makeUser('Admin');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: admin.id, role: 'admin' } });
    expect(await callAs(admin, withdrawPunchCardAction, { cardId })).toEqual({
      ok: false,
      message: pm.withdrawNotFound,
    });
    expect((await db.punchCard.findUniqueOrThrow({ where: { id: cardId } })).archived).toBe(false);
    // The owner withdraws the manager's card.
    expect(await callAs(owner, withdrawPunchCardAction, { cardId })).toEqual({
      ok: true,
      data: { cardId },
      message: pm.withdrawn,
    });
    expect(await callAs(manager, withdrawPunchCardAction, { cardId })).toMatchObject({
      ok: true,
      message: pm.withdrawnAlready,
    });
    // No new sale; players no longer see it; organizers still do (its holders), marked withdrawn.
    const bob = await makeUser('Bob');
    expect(await callAs(bob, buyPunchCardAction, { cardId })).toEqual({
      ok: false,
      message: pm.cardNotFound,
    });
    expect((await teamPasses(bob.id, team.id)).cards).toEqual([]);
    const organizerView = (await teamPasses(manager.id, team.id)).cards;
    expect(organizerView).toMatchObject([
      { id: cardId, withdrawn: true, canWithdraw: false, canRefund: true },
    ]);
    // Ann keeps her card: it still pays for the seller's games.
    const game = await makeEvent(manager.id, { priceCents: 1000, hostingTeamId: team.id });
    expect(await callAs(ann, joinWithPassAction, { eventId: game.id })).toMatchObject({ ok: true });
    expect((await db.punchCardPass.findUniqueOrThrow({ where: { id: pass.id } })).remaining).toBe(4);
  });

  it('the seller withdraws their own card; a seller no longer an organizer of the team sells nothing', async () => {
    const { manager, team } = await teamWithManager();
    const own = await createCard(manager, team.id, { name: 'Mine' });
    expect(await callAs(manager, withdrawPunchCardAction, { cardId: own })).toMatchObject({ ok: true });
    const other = await createCard(manager, team.id, {
      kind: 'MEMBERSHIP',
      interval: 'MONTH',
      name: 'Club',
      price: '20',
    });
    const bob = await makeUser('Bob');
    expect((await teamPasses(bob.id, team.id)).cards.map((c) => c.id)).toEqual([other]);
    // The manager is removed from the team: neither card is sold, nor shown to players.
    await db.rosterEntry.deleteMany({ where: { teamId: team.id, userId: manager.id } });
    expect(await callAs(bob, buyPunchCardAction, { cardId: other })).toEqual({
      ok: false,
      message: pm.cardNotFound,
    });
    expect((await teamPasses(bob.id, team.id)).cards).toEqual([]);
    expect(await db.punchCardPass.count({ where: { cardId: other } })).toBe(0);
  });

  it('a co-host cannot move the creator’s game to a team the creator does not host for', async () => {
    const { owner, manager, team } = await teamWithManager();
    const managersTeam = await makeTeam(manager.id);
    const sport = await db.gameType.create({ data: { label: `Futsal ${Date.now()}` } });
    const game = await makeEvent(owner.id, {
      priceCents: 2500,
      hostingTeamId: team.id,
      gameTypeId: sport.id,
    });
    const form = await editEventForm(manager.id, game.id);
    expect(form).not.toBeNull();
    expect(
      await callAs(manager, editEventAction, { ...form!.defaults, hostingTeamId: managersTeam.id }),
    ).toEqual({ ok: false, fieldErrors: { hostingTeamId: [ui.manage.creatorNotOnTeam] } });
    expect((await db.event.findUniqueOrThrow({ where: { id: game.id } })).hostingTeamId).toBe(team.id);
  });
});

describe('M2: who refunds a pass, and the spots of a pass that ends refunded', () => {
  it('another organizer cannot refund; the owner can, and the seller is told', async () => {
    const { owner, manager, team } = await teamWithManager();
    const cardId = await createCard(manager, team.id, { name: '4 games', games: '4', price: '40' });
    const ann = await makeUser('Ann', { displayName: 'Ann' });
    const pass = await buy(ann, cardId);
    const admin = await makeUser('Admin');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: admin.id, role: 'admin' } });
    // An admin (not the seller, not the owner) and the holder herself: not found, no refund at Stripe.
    for (const who of [admin, ann])
      expect(await callAs(who, refundPassAction, { passId: pass.id })).toEqual({
        ok: false,
        message: pm.passNotFound,
      });
    expect(standin.refunds().filter((r) => r.payment_intent === pass.paymentIntentId)).toEqual([]);
    // The owner refunds it: the seller (whose payouts pay it back) is told once.
    expect(await callAs(owner, refundPassAction, { passId: pass.id })).toMatchObject({
      ok: true,
      message: pm.refunded('$40.00'),
    });
    expect(await noticesOf(manager.id, 'PASS_REFUNDED_BY_OWNER')).toEqual([
      { message: pm.refundedByOwner('Owner', 'Ann', '4 games', '$40.00') },
    ]);
  });

  it('a season pass refunded by its seller releases the holder’s spots in games not started', async () => {
    const { owner, team } = await teamWithManager();
    const cardId = await createCard(owner, team.id, {
      kind: 'SEASON',
      name: 'Fall',
      games: '',
      price: '120',
      seasonEnds: dayIn(30),
    });
    const mgr = await makeUser('Manager buyer');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: mgr.id, role: 'manager' } });
    const pass = await buy(mgr, cardId);
    const games = [];
    for (const days of [3, 10, 17])
      games.push(
        await makeEvent(owner.id, {
          priceCents: 2500,
          hostingTeamId: team.id,
          dateStart: new Date(Date.now() + days * 86_400_000),
        }),
      );
    for (const g of games)
      expect(await callAs(mgr, joinWithPassAction, { eventId: g.id })).toMatchObject({ ok: true });
    // The buyer (a manager, not the seller) cannot refund their own pass.
    expect(await callAs(mgr, refundPassAction, { passId: pass.id })).toMatchObject({ ok: false });
    expect(await callAs(owner, refundPassAction, { passId: pass.id })).toMatchObject({
      ok: true,
      message: pm.refunded('$120.00'),
    });
    for (const g of games) {
      expect(await rowOf(g.id, mgr.id)).toBeNull();
      expect(await going(g.id)).toBe(0);
    }
    expect(await noticesOf(mgr.id, 'PASS_SPOT_RELEASED')).toHaveLength(3);
  });

  it('a punch card refunded by its seller refunds its booked, not started games as unused', async () => {
    const { owner, team } = await teamWithManager();
    const cardId = await createCard(owner, team.id, { name: '4 games', games: '4', price: '40' });
    const ann = await makeUser('Ann');
    const pass = await buy(ann, cardId);
    const game = await makeEvent(owner.id, { priceCents: 1000, hostingTeamId: team.id });
    await callAs(ann, joinWithPassAction, { eventId: game.id });
    const view = (await teamPasses(owner.id, team.id)).cards[0]!.organizer!.passes[0]!;
    expect(view).toMatchObject({ remaining: 3, refundLeft: 4, refundCents: 4000 });
    expect(await callAs(owner, refundPassAction, { passId: pass.id })).toMatchObject({
      ok: true,
      message: pm.refunded('$40.00'),
    });
    expect(await rowOf(game.id, ann.id)).toBeNull();
    expect(await going(game.id)).toBe(0);
  });

  it('a full refund at Stripe, or a lost dispute, releases the spots of a punch card', async () => {
    const { owner, team } = await teamWithManager();
    const cardId = await createCard(owner, team.id, { name: '4 games', games: '4', price: '40' });
    const ann = await makeUser('Ann');
    const bob = await makeUser('Bob');
    const annPass = await buy(ann, cardId);
    const bobPass = await buy(bob, cardId);
    const game = await makeEvent(owner.id, { priceCents: 1000, hostingTeamId: team.id });
    await callAs(ann, joinWithPassAction, { eventId: game.id });
    await callAs(bob, joinWithPassAction, { eventId: game.id });
    expect(await going(game.id)).toBe(2);
    await stripeClient().refunds.create({ payment_intent: annPass.paymentIntentId! });
    await standin.deliverPending();
    expect(await rowOf(game.id, ann.id)).toBeNull();
    expect(await going(game.id)).toBe(1);
    standin.dispute(bobPass.paymentIntentId!, 'needs_response');
    standin.dispute(bobPass.paymentIntentId!, 'lost');
    await standin.deliverPending();
    expect((await db.punchCardPass.findUniqueOrThrow({ where: { id: bobPass.id } })).status).toBe('REFUNDED');
    expect(await rowOf(game.id, bob.id)).toBeNull();
    expect(await going(game.id)).toBe(0);
  });
});

describe('L1: one spot per player between a pass and a card', () => {
  const config = { appUrl: 'http://localhost:3995', fee: { bps: 500, fixedCents: 30 } };

  it('a pass join and a card payment fired together: one of them, one spot', async () => {
    const { owner, team } = await teamWithManager();
    const cardId = await createCard(owner, team.id, { name: '10 games', games: '10', price: '90' });
    const ann = await makeUser('Ann');
    await buy(ann, cardId);
    for (let round = 0; round < 4; round++) {
      const game = await makeEvent(owner.id, { priceCents: 1500, hostingTeamId: team.id, capacity: 10 });
      const [punch, card] = await Promise.all([
        joinWithPunch(db, ann.id, { eventId: game.id }),
        startEventPayment(db, stripeClient(), ann.id, { eventId: game.id, slotGroupId: null }, config),
      ]);
      const outcomes = [punch.status, card.status].sort();
      expect(outcomes).toEqual(punch.status === 'joined' ? ['already', 'joined'] : ['already', 'checkout']);
      expect(await going(game.id)).toBe(1);
    }
  });

  it('a card payment that settles for a player already in through a pass is refunded and frees its hold', async () => {
    const { owner, team } = await teamWithManager();
    const cardId = await createCard(owner, team.id, { name: '10 games', games: '10', price: '90' });
    const ann = await makeUser('Ann');
    const pass = await buy(ann, cardId);
    const game = await makeEvent(owner.id, { priceCents: 1500, hostingTeamId: team.id, capacity: 10 });
    const started = await startEventPayment(
      db,
      stripeClient(),
      ann.id,
      { eventId: game.id, slotGroupId: null },
      config,
    );
    expect(started.status).toBe('checkout');
    // The hold's time runs out (its release job has not run yet); Ann joins with her card meanwhile.
    await db.eventPayment.updateMany({
      where: { eventId: game.id, userId: ann.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    expect((await joinWithPunch(db, ann.id, { eventId: game.id })).status).toBe('joined');
    expect(await going(game.id)).toBe(2); // the stale hold and the punch
    // Then her card payment goes through: refunded, the hold released, one spot, still paid (by the pass).
    const sessionId = (started as { url: string }).url.split('/').pop()!;
    standin.payCheckout(sessionId);
    expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: game.id, userId: ann.id } });
    expect(standin.refunds().filter((r) => r.payment_intent === payment.paymentIntentId)).toHaveLength(1);
    expect(await going(game.id)).toBe(1);
    expect(await rowOf(game.id, ann.id)).toMatchObject({ status: 'GOING', paid: true });
    expect(await db.passPunch.count({ where: { passId: pass.id, eventId: game.id, returnedAt: null } })).toBe(
      1,
    );
  });
});

describe('deleting an account cancels its memberships at Stripe', () => {
  it('the subscription is cancelled at the stand-in, no renewal is charged, the organizer is told', async () => {
    const { owner, team } = await teamWithManager();
    const cardId = await createCard(owner, team.id, {
      kind: 'MEMBERSHIP',
      interval: 'MONTH',
      name: 'Club membership',
      price: '20',
    });
    const ann = await makeUser('Ann');
    const pass = await buy(ann, cardId);
    const subscriptionId = pass.stripeSubscriptionId!;
    const stripe = stripeClient();
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    const invoicesBefore = standin.events.filter(
      (e) => e.type === 'invoice.paid' && JSON.stringify(e.data.object).includes(subscriptionId),
    ).length;

    expect(await deleteAccount(db, ann.id, { billing: stripeSubscriptionBilling(stripe) })).toEqual({
      status: 'deleted',
    });
    expect(await standin.deliverPending()).toSatisfy((s: number[]) => s.every((x) => x === 200));
    // Read back through the stripe SDK: cancelled; the period's end renews nothing.
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect(() => standin.renewSubscription(subscriptionId)).toThrow();
    expect(
      standin.events.filter(
        (e) => e.type === 'invoice.paid' && JSON.stringify(e.data.object).includes(subscriptionId),
      ),
    ).toHaveLength(invoicesBefore);
    expect(await noticesOf(owner.id, 'MEMBERSHIP_MEMBER_ENDED')).toEqual([
      { message: pm.memberDeletedMessage('Club membership') },
    ]);
  });
});
