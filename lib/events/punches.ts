import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { isBlockedBetween } from '@/lib/access/blocks';
import { visibleEventWhere } from '@/lib/access/event-visibility';
import { announceGameOn } from './minimum';
import { joinDecision, refundDeadlineOf } from './rules';
import { rsvpFacts, takeSpots } from './service';

// Joining a paid game with a punch card (issue 34 §1, docs/passes.md). A card covers the paid games of the team
// that sells it (hostingTeamId), in its currency, optionally only up to a price. One punch is one conditional
// UPDATE (… WHERE "remaining" > 0): two joins racing for the last punch queue on the card's row and the second
// finds none left. Leaving before the cut-off (or being removed, or the game being cancelled) gives it back.

/** The game's facts a card's coverage depends on. */
export type CoveredGame = { hostingTeamId: string | null; priceCents: number; currency: string };

/** Does a card cover a game? The same rule as usablePassWhere, for one card in memory. */
export function covers(
  card: { teamId: string; currency: string; maxGamePriceCents: number | null },
  game: CoveredGame,
) {
  return (
    game.priceCents > 0 &&
    game.hostingTeamId === card.teamId &&
    game.currency === card.currency &&
    (card.maxGamePriceCents === null || game.priceCents <= card.maxGamePriceCents)
  );
}

/** The viewer's cards that can pay for this game now: active, a punch left, not expired, covering it. */
export function usablePassWhere(userId: string, game: CoveredGame, now: Date) {
  if (!game.hostingTeamId || game.priceCents <= 0) return null;
  return {
    userId,
    status: 'ACTIVE',
    remaining: { gt: 0 },
    OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    card: {
      teamId: game.hostingTeamId,
      currency: game.currency,
      OR: [{ maxGamePriceCents: null }, { maxGamePriceCents: { gte: game.priceCents } }],
    },
  } satisfies Prisma.PunchCardPassWhereInput;
}

/** The viewer's usable cards for a game, soonest to expire first (the join button offers the first). */
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
    select: { id: true, remaining: true, card: { select: { name: true } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.card.name, remaining: r.remaining }));
}

export type PunchJoinResult =
  | { status: 'joined'; remaining: number }
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
        },
      });
      if (!event || (await isBlockedBetween(tx, userId, event.creatorId))) return { status: 'not-found' };
      if (event.priceCents <= 0) return { status: 'free' };
      if (event.creatorId === userId) return { status: 'already' };
      const participant = await tx.eventParticipant.findUnique({
        where: { eventId_userId: { eventId: event.id, userId } },
        select: { status: true },
      });
      if (participant && ['GOING', 'WAITLIST', 'PENDING_APPROVAL', 'OFFERED'].includes(participant.status))
        return { status: 'already' };
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
        select: { id: true },
      });
      if (!pass) return { status: 'no-punch' };
      const groups = await tx.eventSlotGroup.findMany({ where: { eventId: event.id }, select: { id: true } });
      const group = groups.length > 0 ? (groups.find((g) => g.id === input.slotGroupId)?.id ?? null) : null;
      if (groups.length > 0 && group === null) return { status: 'choose-group' };
      // The punch: one statement decides, under the card's row lock (a concurrent punch waits and re-checks).
      const punched = await tx.$queryRaw<{ remaining: number }[]>`
        UPDATE "punch_card_passes" SET "remaining" = "remaining" - 1, "updatedAt" = now()
         WHERE "id" = ${pass.id} AND "status" = 'ACTIVE' AND "remaining" > 0
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
      return { status: 'joined', remaining: punched[0]!.remaining };
    });
  } catch (error) {
    if (error instanceof Undo) return error.result;
    // The same player joining twice at once: the second insert meets a unique key and rolls back whole.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return { status: 'already' };
    throw error;
  }
}
