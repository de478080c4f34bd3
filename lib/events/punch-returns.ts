import type { Prisma } from '@/lib/generated/prisma/client';

// A punch card's punch given back (issue 34 §1, docs/passes.md), for the RSVP service, the host's roster and
// cancelling; below them all (lib/events/punches.ts, joining with a card, uses the RSVP service).

type Tx = Prisma.TransactionClient;

/** The latest cancel cut-off of the player's live punches for a game (leaving before it returns the punch). */
export async function punchDeadline(tx: Tx, eventId: string, userId: string) {
  const row = await tx.passPunch.aggregate({
    where: { eventId, userId, returnedAt: null },
    _max: { refundDeadline: true },
  });
  return row._max.refundDeadline;
}

/**
 * Gives the player's live punch for a game back to its card (they left before the cut-off, the host removed them,
 * or the game was cancelled). Idempotent: a returned punch is marked and never returned twice. A refunded card
 * gets nothing back (its unused games were paid out), nor does a season pass (its use took nothing; the use is
 * only marked returned, so it no longer counts as played). Answers how many punches went back to a punch card.
 */
export async function returnPunches(tx: Tx, eventId: string, userId: string | null = null, now = new Date()) {
  const returned = await tx.$queryRaw<{ passId: string }[]>`
    UPDATE "pass_punches" SET "returnedAt" = ${now}
     WHERE "eventId" = ${eventId} AND "returnedAt" IS NULL
       AND (${userId}::text IS NULL OR "userId" = ${userId})
    RETURNING "passId"`;
  let given = 0;
  for (const { passId } of returned) {
    given += await tx.$executeRaw`
      UPDATE "punch_card_passes" p SET "remaining" = LEAST(p."games", p."remaining" + 1), "updatedAt" = now()
        FROM "punch_cards" c
       WHERE p."id" = ${passId} AND p."status" = 'ACTIVE' AND c."id" = p."cardId" AND c."kind" = 'PUNCH_CARD'`;
  }
  return given;
}
