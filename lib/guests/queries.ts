import 'server-only';
import { db } from '@/lib/db';
import { manageableEventWhere } from '@/lib/access/event-visibility';

/** The guests without an account on a game the viewer manages (name and address; [] otherwise). */
export async function eventGuests(viewerId: string, eventId: string) {
  const rows = await db.eventParticipant.findMany({
    where: { eventId, guestUserId: { not: null }, event: manageableEventWhere(viewerId) },
    select: { guestUser: { select: { id: true, name: true, email: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return rows.flatMap((r) => (r.guestUser ? [r.guestUser] : []));
}
