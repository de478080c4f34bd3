import 'server-only';
import type { Db } from '@/lib/db';

// Server-side session records. The JWT only names its record (sid); the record must exist for the
// session to count, so sign-out and "sign out everywhere" end copied tokens too, and a session left
// unused for SESSION_IDLE_MS ends by itself (the JWT's own lifetime, 30 days, stays the upper bound).
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
// lastSeenAt is written at most this often (not on every request).
export const SESSION_TOUCH_MS = 10 * 60 * 1000;

type SessionDb = Pick<Db, 'authSession'>;

export async function startSession(db: SessionDb, userId: string, userAgent?: string | null) {
  const row = await db.authSession.create({
    data: { userId, userAgent: userAgent?.slice(0, 300) ?? null },
    select: { id: true },
  });
  return row.id;
}

export async function endSession(db: SessionDb, sessionId: string) {
  await db.authSession.deleteMany({ where: { id: sessionId } });
}

// Every browser of the account, this one included: the records go and the session version moves on,
// so tokens issued before are refused even if a record were recreated. The calendar feed's secret goes too
// (its old URL stops working; settings make a new one), as a copied feed link is another standing credential.
export async function endAllSessions(db: Db, userId: string) {
  await db.$transaction([
    db.authSession.deleteMany({ where: { userId } }),
    db.user.update({
      where: { id: userId },
      data: { sessionVersion: { increment: 1 }, calendarFeedToken: null },
      select: { id: true },
    }),
  ]);
}

export type SessionCheck = 'active' | 'touch' | 'expired';

/** Pure rule: is a record last seen at `lastSeenAt` still a live session at `now`? */
export function checkSession(lastSeenAt: Date, now = Date.now()): SessionCheck {
  const idle = now - lastSeenAt.getTime();
  if (idle > SESSION_IDLE_MS) return 'expired';
  return idle > SESSION_TOUCH_MS ? 'touch' : 'active';
}
