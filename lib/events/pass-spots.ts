import type { Prisma } from '@/lib/generated/prisma/client';
import { passMessages as pm } from '@/lib/messages/passes';
import { notify } from '@/lib/notifications/notify';
import { returnPunches } from './punch-returns';
import { promoteWaitlist, releaseSpots } from './service';

// A pass that ends no longer pays for the games its holder joined with it that start after its end
// (docs/passes.md "Spots after the end are released"): a membership that lapses or is refunded, and a punch card or
// season pass that ends refunded (the organizer's refund, a full refund at Stripe, a lost dispute). Those spots are
// released as if the player had left (the spot to the waitlist, the use marked returned), and the player is told.

type Tx = Prisma.TransactionClient;

/**
 * Releases the holder's spots taken with this pass in games starting at or after `end` (and not started yet): in
 * the caller's transaction, under the pass's row lock (a join with it waits and finds it ended), and each game's
 * under its row lock (the pass's lock first, then the game's, as a join takes them). Each game's spot goes to its
 * waitlist; the use is marked returned (a punch goes back on a punch card still ACTIVE, none on an ended one); the
 * player is notified. Answers the games.
 */
export async function releasePassSpots(tx: Tx, passId: string, end: Date, now: Date = new Date()) {
  const from = end > now ? end : now;
  const uses = await tx.passPunch.findMany({
    where: { passId, returnedAt: null, event: { dateStart: { gte: from }, cancelled: false } },
    select: {
      eventId: true,
      userId: true,
      event: { select: { id: true, title: true } },
      pass: { select: { card: { select: { name: true, kind: true } } } },
    },
    // Games locked in id order, as a series edit locks its games: two lockers never wait on each other crosswise.
    orderBy: { eventId: 'asc' },
  });
  const released: string[] = [];
  for (const use of uses) {
    // The game's row lock first, as leaving a game takes it: a guest count changed at once (setGuests, under
    // the same lock) is read as it is, so the spots given back are the ones held.
    await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${use.eventId} FOR UPDATE`;
    const row = await tx.eventParticipant.findUnique({
      where: { eventId_userId: { eventId: use.eventId, userId: use.userId } },
      select: { id: true, status: true, guestCount: true, slotGroupId: true },
    });
    await returnPunches(tx, use.eventId, use.userId, now);
    if (!row || row.status !== 'GOING') continue;
    const deleted = await tx.eventParticipant.deleteMany({ where: { id: row.id, status: 'GOING' } });
    if (deleted.count === 0) continue;
    await releaseSpots(tx, use.eventId, 1 + row.guestCount, row.slotGroupId);
    await promoteWaitlist(tx, use.event, now);
    const membership = use.pass.card.kind === 'MEMBERSHIP';
    await notify(tx, use.userId, {
      type: membership ? 'PASS_MEMBERSHIP_SPOT_RELEASED' : 'PASS_SPOT_RELEASED',
      title: pm.membershipSpotReleasedTitle,
      message: membership
        ? pm.membershipSpotReleased(use.event.title)
        : pm.passSpotReleased(use.pass.card.name, use.event.title),
      data: { eventId: use.eventId, passId },
      url: `/evt/${use.eventId}`,
    });
    released.push(use.eventId);
  }
  return released;
}
