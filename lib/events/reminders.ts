import type { Db } from '@/lib/db';
import { notifyMany } from '@/lib/notifications/notify';
import { reminderMessages as m } from '@/lib/messages/reminders';
import { formatWhen } from '@/lib/time';
import { declineDeadline } from './default-going';
import { waitlistPositions } from './waitlist';
import { dueReminder, REMINDER_HORIZON_MS, REMINDER_LATE_MS, type ReminderKind } from './reminder-rules';

// Game reminders (issue 32 §1), sent by the event-reminders queue's cron job (every minute, lib/jobs/worker.ts).
// Nothing is scheduled per player: each run asks PostgreSQL once which players of the games starting within
// the next day still lack the reminder their game's time calls for (events.dateStart index, then the
// participations of those games), and the pure rule (reminder-rules.ts) decides in the player's own zone
// (users.timeZone, whatever the game's, the schedule's or the server's: docs/time-zones.md, "Jobs and
// availability"; `now` is a parameter, so tests run it at any instant). So a
// player who leaves (their row is deleted), a cancelled game and a moved game (a new start, so new keys in
// event_reminders) need no clean-up. The sent row is inserted before the notification in the same transaction
// and keyed by participation, kind and start: two runs at once send a reminder once.

export const REMINDER_TYPE = 'EVENT_REMINDER';
export const REMINDER_CATEGORY = 'gameReminders';
/** At most this many candidates per run, soonest games first; the rest go out on the next run, a minute later.
 * (Candidates not yet due are only day-before reminders held by quiet hours, for the farthest games.) */
const BATCH = 1000;

type Candidate = {
  participantId: string;
  userId: string;
  status: 'GOING' | 'WAITLIST';
  joinedAt: Date;
  eventId: string;
  title: string;
  dateStart: Date;
  /** The player's zone (users.timeZone): reminders, quiet hours and the texts' times are on their clock. */
  timeZone: string;
  byDefault: boolean;
  hoursToCancelBefore: number | null;
};

export type ReminderRun = { sent: number };

/** A player down as going by default (default-going.ts): the decline deadline while it is ahead. */
function byDefaultMessage(c: Candidate, when: string, now: Date) {
  const deadline = declineDeadline(c);
  return deadline > now
    ? m.byDefault(c.title, when, formatWhen(deadline, c.timeZone))
    : m.byDefaultClosed(c.title, when);
}

/** Sends every reminder due at `now`. Returns how many were sent. */
export async function sendDueReminders(
  db: Pick<Db, '$transaction'>,
  now: Date = new Date(),
): Promise<ReminderRun> {
  return db.$transaction(async (tx) => {
    const candidates = await tx.$queryRaw<Candidate[]>`
      SELECT p."id" AS "participantId", p."userId", p."status"::text AS "status", p."createdAt" AS "joinedAt",
             p."byDefault", e."hoursToCancelBefore",
             e."id" AS "eventId", e."title", e."dateStart",
             u."timeZone"
        FROM "events" e
        JOIN "event_participants" p ON p."eventId" = e."id" AND p."status" IN ('GOING', 'WAITLIST')
        JOIN "users" u ON u."id" = p."userId"
       WHERE e."dateStart" > ${now} AND e."dateStart" <= ${new Date(now.getTime() + REMINDER_HORIZON_MS)}
         AND NOT e."cancelled"
         -- Joined too late for the reminder the game's time calls for: skipped (the rule's exact test, loosened
         -- to 22 h for the day-before one, which is 23 to 25 h ahead depending on daylight saving).
         AND p."createdAt" <= e."dateStart" - CASE WHEN e."dateStart" <= ${new Date(now.getTime() + REMINDER_LATE_MS)}
                                                   THEN interval '2 hours' ELSE interval '22 hours' END
         AND NOT EXISTS (
           SELECT 1 FROM "event_reminders" r
            WHERE r."participantId" = p."id" AND r."startsAt" = e."dateStart"
              AND r."kind" = CASE WHEN e."dateStart" <= ${new Date(now.getTime() + REMINDER_LATE_MS)}
                                  THEN '2h' ELSE '24h' END)
       ORDER BY e."dateStart", p."id"
       LIMIT ${BATCH}`;
    const due = candidates
      .map((c) => ({ ...c, kind: dueReminder(c.dateStart, c.timeZone, c.joinedAt, now) }))
      .filter((c): c is Candidate & { kind: ReminderKind } => c.kind !== null);
    if (due.length === 0) return { sent: 0 };
    const claimed = await tx.eventReminder.createManyAndReturn({
      data: due.map((c) => ({
        participantId: c.participantId,
        kind: c.kind,
        startsAt: c.dateStart,
        sentAt: now,
      })),
      skipDuplicates: true,
      select: { participantId: true },
    });
    const mine = new Set(claimed.map((row) => row.participantId));
    const sending = due.filter((c) => mine.has(c.participantId));
    // The place in line the offers follow (waitlist.ts), as the game page shows it.
    const positions = await waitlistPositions(
      tx,
      sending.filter((c) => c.status === 'WAITLIST').map((c) => c.eventId),
      now,
    );
    // One fan-out per game (notifyMany notifies a user once per call; a player may have two games due).
    const byEvent = new Map<string, typeof sending>();
    for (const c of sending) byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c]);
    for (const [eventId, rows] of byEvent) {
      const byUser = new Map(rows.map((c) => [c.userId, c]));
      await notifyMany(
        tx,
        rows.map((c) => c.userId),
        (userId) => {
          const c = byUser.get(userId)!;
          const when = formatWhen(c.dateStart, c.timeZone);
          return {
            type: REMINDER_TYPE,
            category: REMINDER_CATEGORY,
            title: m.title,
            message:
              c.status === 'WAITLIST' && positions.has(c.participantId)
                ? m.waitlisted(c.title, when, positions.get(c.participantId)!)
                : c.byDefault
                  ? byDefaultMessage(c, when, now)
                  : m.going(c.title, when),
            data: { eventId, kind: c.kind },
            url: `/evt/${eventId}`,
          };
        },
      );
    }
    return { sent: sending.length };
  });
}
