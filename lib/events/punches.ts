import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { visibleEventWhere } from '@/lib/access/event-visibility';
import { announceGameOn } from './minimum';
import { joinDecision, refundDeadlineOf } from './rules';
import { rsvpFacts, takeSpots } from './service';
import { lockEvent, paidJoinRefusal } from './paid-join';

// Joining a paid game with a pass (docs/passes.md). A pass covers the paid games of the team that sells it
// (hostingTeamId) created by the pass's seller (a game's payment goes to its creator, so a pass pays for its
// seller's games only), in its currency, optionally only up to a price, and optionally only one series of the
// team or one sport (coverage). A punch card takes one punch per game: one conditional UPDATE (… WHERE
// "remaining" > 0), so two joins racing for the last punch queue on the card's row and the second finds none
// left; leaving before the cut-off (or being removed, or the game being cancelled) gives it back. A season pass
// takes nothing (unlimited games starting before its end) but records the use the same way.

/** The game's facts a pass's coverage depends on. */
export type CoveredGame = {
  creatorId: string;
  hostingTeamId: string | null;
  priceCents: number;
  currency: string;
  seriesId: string | null;
  gameTypeId: string | null;
  dateStart: Date;
};

/** What a card covers (its columns). */
export type Coverage = {
  teamId: string;
  sellerId: string;
  currency: string;
  maxGamePriceCents: number | null;
  coverage: 'TEAM' | 'SERIES' | 'SPORT';
  seriesId: string | null;
  gameTypeId: string | null;
};

/**
 * The one coverage rule, as a filter on cards: the game's team, its creator as the card's seller (the creator is
 * paid for the game, docs/passes.md "Coverage"), its currency, up to the cap, and the card's series
 * or sport when it names one (a card whose series or sport is gone covers nothing). Used by the join offer
 * (usablePasses) and by the punch taking (joinWithPunch), in the same query.
 */
export function coveringCardWhere(game: CoveredGame) {
  if (!game.hostingTeamId || game.priceCents <= 0) return null;
  const scope: Prisma.PunchCardWhereInput[] = [{ coverage: 'TEAM' }];
  if (game.seriesId) scope.push({ coverage: 'SERIES', seriesId: game.seriesId });
  if (game.gameTypeId) scope.push({ coverage: 'SPORT', gameTypeId: game.gameTypeId });
  return {
    teamId: game.hostingTeamId,
    sellerId: game.creatorId,
    currency: game.currency,
    AND: [
      { OR: [{ maxGamePriceCents: null }, { maxGamePriceCents: { gte: game.priceCents } }] },
      { OR: scope },
    ],
  } satisfies Prisma.PunchCardWhereInput;
}

/**
 * The same rule seen from the games: the paid, not cancelled games a card covers (a season pass's refund counts
 * them, lib/passes/service.ts).
 */
export function coveredGamesWhere(card: Coverage) {
  return {
    hostingTeamId: card.teamId,
    creatorId: card.sellerId,
    currency: card.currency,
    cancelled: false,
    priceCents: { gt: 0, ...(card.maxGamePriceCents === null ? {} : { lte: card.maxGamePriceCents }) },
    ...(card.coverage === 'SERIES' ? { seriesId: card.seriesId ?? '∅' } : {}),
    ...(card.coverage === 'SPORT' ? { gameTypeId: card.gameTypeId ?? '∅' } : {}),
  } satisfies Prisma.EventWhereInput;
}

/**
 * How far past its paid period a membership still covers a game: the renewal's invoice is paid (and its webhook
 * moves the period on) at the period's end, or a few days later while Stripe retries a failed payment (past_due).
 */
export const MEMBERSHIP_GRACE_MS = 3 * 86_400_000;

/**
 * The viewer's passes that can pay for this game now: active and not expired, covering it, and either a punch
 * card with a punch left, a season pass whose season the game starts in, or a membership (unlimited while active) whose paid period (plus
 * MEMBERSHIP_GRACE_MS, unless it is set to end) the game starts in.
 */
export function usablePassWhere(userId: string, game: CoveredGame, now: Date) {
  const card = coveringCardWhere(game);
  if (!card) return null;
  return {
    userId,
    status: 'ACTIVE',
    AND: [
      { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
      {
        OR: [
          { remaining: { gt: 0 }, card: { kind: 'PUNCH_CARD' } },
          { expiresAt: { gt: game.dateStart }, card: { kind: 'SEASON' } },
          // A membership covers while its subscription lives (ACTIVE; its lapse comes by webhook), games
          // starting before its paid period's end plus the grace for the renewal to arrive; one set to end
          // (cancelAtPeriodEnd) renews nothing, so no grace: games before its period's end only.
          {
            cancelAtPeriodEnd: false,
            periodEndsAt: { gt: new Date(game.dateStart.getTime() - MEMBERSHIP_GRACE_MS) },
            card: { kind: 'MEMBERSHIP' },
          },
          { cancelAtPeriodEnd: true, periodEndsAt: { gt: game.dateStart }, card: { kind: 'MEMBERSHIP' } },
        ],
      },
    ],
    card,
  } satisfies Prisma.PunchCardPassWhereInput;
}

/** The viewer's usable passes for a game, soonest to expire first (the join button offers the first). */
export async function usablePasses(
  db: Pick<Db, 'punchCardPass'>,
  userId: string,
  game: CoveredGame,
  now: Date,
) {
  const where = usablePassWhere(userId, game, now);
  if (!where) return [];
  const rows = await db.punchCardPass.findMany({
    where,
    orderBy: [{ expiresAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
    select: { id: true, remaining: true, card: { select: { name: true, kind: true } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.card.name, remaining: r.remaining, kind: r.card.kind }));
}

export type PunchJoinResult =
  | { status: 'joined'; remaining: number; season: boolean; kind: 'PUNCH_CARD' | 'SEASON' | 'MEMBERSHIP' }
  | {
      status:
        | 'not-found'
        | 'free'
        | 'already'
        | 'closed'
        | 'cancelled'
        | 'full'
        | 'choose-group'
        | 'no-punch'
        | 'approval';
    };

/** Thrown inside the join's transaction to undo the punch when the spot cannot be taken. */
class Undo extends Error {
  constructor(readonly result: PunchJoinResult) {
    super(result.status);
  }
}

/**
 * The viewer joins a covered paid game with one punch of their card (`passId`, or their first usable one): in one
 * transaction the punch is taken (conditional UPDATE), the spot is taken (the RSVP capacity rule), the viewer is
 * GOING (paid) and the punch is recorded with the game's cancel cut-off. Any refusal leaves the card as it was.
 */
export async function joinWithPunch(
  db: Pick<Db, '$transaction'>,
  userId: string,
  input: { eventId: string; passId?: string | null; slotGroupId?: string | null },
  now: Date = new Date(),
): Promise<PunchJoinResult> {
  try {
    return await db.$transaction(async (tx): Promise<PunchJoinResult> => {
      // The game's row lock before any check, as paying by card takes it (startEventPayment, settleEventPayment):
      // a punch and a card payment of one player at once are decided one after the other, never both
      // (docs/payments.md "One spot per player").
      await lockEvent(tx, input.eventId);
      const event = await tx.event.findFirst({
        where: { id: input.eventId, ...visibleEventWhere(userId, now) },
        select: {
          id: true,
          creatorId: true,
          hostingTeamId: true,
          priceCents: true,
          currency: true,
          cancelled: true,
          dateStart: true,
          durationMinutes: true,
          capacity: true,
          goingCount: true,
          allowWaitlist: true,
          creatorApprovalNeeded: true,
          allowLateRsvp: true,
          hoursToCancelBefore: true,
          seriesId: true,
          gameTypeId: true,
        },
      });
      const refusal = await paidJoinRefusal(tx, userId, event);
      if (refusal || !event) return refusal ?? { status: 'not-found' };
      const paying = await tx.eventPayment.count({
        where: { eventId: event.id, userId, status: 'PENDING', expiresAt: { gt: now } },
      });
      if (paying > 0) return { status: 'already' };
      const decision = joinDecision(rsvpFacts(event), now);
      if (decision === 'cancelled' || decision === 'closed') return { status: decision };
      if (decision === 'approval') return { status: 'approval' };
      const where = usablePassWhere(userId, event, now);
      if (!where) return { status: 'no-punch' };
      const pass = await tx.punchCardPass.findFirst({
        where: { ...where, ...(input.passId ? { id: input.passId } : {}) },
        orderBy: [{ expiresAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
        select: { id: true, card: { select: { kind: true } } },
      });
      if (!pass) return { status: 'no-punch' };
      const groups = await tx.eventSlotGroup.findMany({ where: { eventId: event.id }, select: { id: true } });
      const group = groups.length > 0 ? (groups.find((g) => g.id === input.slotGroupId)?.id ?? null) : null;
      if (groups.length > 0 && group === null) return { status: 'choose-group' };
      // The punch: one statement decides, under the pass's row lock (a concurrent punch or refund waits and
      // re-checks). A season pass takes nothing; the statement only re-checks it is still active and unexpired.
      const season = pass.card.kind !== 'PUNCH_CARD';
      const punched = await tx.$queryRaw<{ remaining: number }[]>`
        UPDATE "punch_card_passes"
           SET "remaining" = "remaining" - ${season ? 0 : 1}, "updatedAt" = now()
         WHERE "id" = ${pass.id} AND "status" = 'ACTIVE' AND (${season} OR "remaining" > 0)
           AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
        RETURNING "remaining"`;
      if (punched.length === 0) return { status: 'no-punch' };
      if (!(await takeSpots(tx, event.id, 1, group))) throw new Undo({ status: 'full' });
      await tx.eventParticipant.upsert({
        where: { eventId_userId: { eventId: event.id, userId } },
        create: { eventId: event.id, userId, status: 'GOING', paid: true, slotGroupId: group },
        update: {
          status: 'GOING',
          paid: true,
          guestCount: 0,
          guestNames: [],
          slotGroupId: group,
          waitlistedAt: null,
          offerExpiresAt: null,
        },
      });
      await tx.passPunch.create({
        data: { passId: pass.id, eventId: event.id, userId, refundDeadline: refundDeadlineOf(event) },
      });
      await announceGameOn(tx, event.id, now);
      return { status: 'joined', remaining: punched[0]!.remaining, season, kind: pass.card.kind };
    });
  } catch (error) {
    if (error instanceof Undo) return error.result;
    // The same player joining twice at once: the second insert meets a unique key and rolls back whole.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return { status: 'already' };
    throw error;
  }
}
