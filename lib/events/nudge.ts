import type { Prisma } from '@/lib/generated/prisma/client';
import { db as appDb, type Db } from '@/lib/db';
import { activeRosterWhere } from '@/lib/access/membership-where';
import { manageableEventWhere } from '@/lib/access/event-visibility';
import { notifyMany } from '@/lib/notifications/notify';
import { blockedAmong } from '@/lib/access/blocks';
import { nudgeMessages as m } from '@/lib/messages/reminders';
import { formatWhen } from '@/lib/time';
import { declineDeadline } from './default-going';
import { releaseSpots } from './service';
import { recipientZones } from './zone';

// "N players have not answered" for a team's game (issue 32 §1; teams only: a community's or league's members are
// not expected at its games): the members of the hosting team (its owner and active roster) who have no RSVP row for the game at all, any answer counting (going, waitlisted, pending,
// declined). The host (or a co-host, whoever may manage the game) nudges them with one click, at most once per
// game per 12 hours: the event_nudges row is claimed with one conditional upsert, so two clicks at once send once.

export const NUDGE_INTERVAL_MS = 12 * 3_600_000;
export const NUDGE_TYPE = 'EVENT_NUDGE';

type Tx = Prisma.TransactionClient;

export type NudgeView = { unanswered: number; nextNudgeAt: Date | null };

/**
 * The team members of `event.hostingTeamId` without an RSVP to the game, except `exceptUserId` (the host who
 * nudges) and anyone blocked either way with them or with the game's creator: a block means the host neither
 * reaches nor counts them (and the game's page is not found for them).
 */
async function nonResponders(
  tx: Pick<Tx, 'user' | '$queryRaw'>,
  event: { id: string; hostingTeamId: string; creatorId: string },
  exceptUserId: string,
) {
  const { id: eventId, hostingTeamId: teamId } = event;
  const rows = await tx.user.findMany({
    where: {
      id: { not: exceptUserId },
      OR: [
        { ownedTeams: { some: { id: teamId } } },
        { rosterEntries: { some: { teamId, ...activeRosterWhere } } },
      ],
      eventParticipations: { none: { eventId } },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  const ids = rows.map((r) => r.id);
  const [byHost, byCreator] = await Promise.all([
    blockedAmong(tx, exceptUserId, ids),
    event.creatorId === exceptUserId ? new Set<string>() : blockedAmong(tx, event.creatorId, ids),
  ]);
  return ids.filter((id) => !byHost.has(id) && !byCreator.has(id));
}

/** For the manage page: how many have not answered and when the next nudge is possible (null: now). */
export async function nudgeView(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  eventId: string,
  now: Date = new Date(),
): Promise<NudgeView | null> {
  return db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({
      where: { id: eventId, ...manageableEventWhere(viewerId), cancelled: false, dateStart: { gt: now } },
      select: {
        id: true,
        hostingTeamId: true,
        creatorId: true,
        hostingTeam: { select: { kind: true } },
        nudge: { select: { sentAt: true } },
      },
    });
    if (!event?.hostingTeamId || event.hostingTeam?.kind !== 'TEAM') return null;
    const unanswered = (await nonResponders(tx, { ...event, hostingTeamId: event.hostingTeamId }, viewerId))
      .length;
    const next = event.nudge ? new Date(event.nudge.sentAt.getTime() + NUDGE_INTERVAL_MS) : null;
    return { unanswered, nextNudgeAt: next && next > now ? next : null };
  });
}

/** The manage page's card: null unless the viewer manages an open game of a team. */
export const teamNudge = (viewerId: string, eventId: string) => nudgeView(appDb, viewerId, eventId);

export type NudgeResult =
  | { status: 'sent'; count: number }
  | { status: 'too-soon'; nextNudgeAt: Date }
  | { status: 'not-found' | 'not-team' | 'closed' | 'nobody' };

/** Nudges the team members who have not answered the game (notification per the gameReminders setting). */
export async function nudgeNonResponders(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string },
  now: Date = new Date(),
): Promise<NudgeResult> {
  return db.$transaction(async (tx): Promise<NudgeResult> => {
    const event = await tx.event.findFirst({
      where: { id: input.eventId, ...manageableEventWhere(viewerId) },
      select: {
        id: true,
        title: true,
        dateStart: true,
        timeZone: true,
        cancelled: true,
        hostingTeamId: true,
        creatorId: true,
        hostingTeam: { select: { kind: true } },
        nudge: { select: { sentAt: true } },
      },
    });
    if (!event) return { status: 'not-found' };
    if (!event.hostingTeamId || event.hostingTeam?.kind !== 'TEAM') return { status: 'not-team' };
    if (event.cancelled || event.dateStart <= now) return { status: 'closed' };
    const people = await nonResponders(tx, { ...event, hostingTeamId: event.hostingTeamId }, viewerId);
    if (people.length === 0) return { status: 'nobody' };
    const cutoff = new Date(now.getTime() - NUDGE_INTERVAL_MS);
    const claimed = await tx.$executeRaw`
      INSERT INTO "event_nudges" ("eventId", "sentAt", "sentById") VALUES (${event.id}, ${now}, ${viewerId})
      ON CONFLICT ("eventId") DO UPDATE SET "sentAt" = EXCLUDED."sentAt", "sentById" = EXCLUDED."sentById"
       WHERE "event_nudges"."sentAt" <= ${cutoff}`;
    if (claimed === 0) {
      const last = await tx.eventNudge.findUniqueOrThrow({ where: { eventId: event.id } });
      return { status: 'too-soon', nextNudgeAt: new Date(last.sentAt.getTime() + NUDGE_INTERVAL_MS) };
    }
    const host = await tx.user.findUniqueOrThrow({
      where: { id: viewerId },
      select: { displayName: true, fullName: true },
    });
    const hostName = host.displayName ?? host.fullName ?? '';
    // The game's time on each player's own clock (users.timeZone).
    const zoneOf = await recipientZones(tx, people);
    await notifyMany(tx, people, (userId) => ({
      type: NUDGE_TYPE,
      category: 'gameReminders',
      title: m.title(event.title),
      message: m.message(
        hostName,
        event.title,
        formatWhen(event.dateStart, zoneOf(userId) ?? event.timeZone),
      ),
      data: { eventId: event.id, fromUserId: viewerId },
      url: `/evt/${event.id}`,
    }));
    return { status: 'sent', count: people.length };
  });
}

export type TeamAnswer =
  | { state: 'unanswered' | 'declined' }
  /** Down as going by the game's "going unless they say no" (default-going.ts), may still say no until `deadline`. */
  | { state: 'by-default'; deadline: Date };

/** The viewer's own question (team members): has not answered, or said they cannot come; null otherwise. */
async function teamAnswerIn(tx: Tx | Db, viewerId: string, eventId: string, now: Date) {
  const event = await tx.event.findFirst({
    where: {
      id: eventId,
      cancelled: false,
      dateStart: { gt: now },
      hostingTeam: {
        kind: 'TEAM',
        OR: [{ ownerId: viewerId }, { roster: { some: { userId: viewerId, ...activeRosterWhere } } }],
      },
    },
    select: {
      id: true,
      dateStart: true,
      hoursToCancelBefore: true,
      participants: {
        where: { userId: viewerId },
        select: { id: true, status: true, byDefault: true, guestCount: true },
      },
    },
  });
  if (!event) return null;
  return { eventId: event.id, deadline: declineDeadline(event), row: event.participants[0] ?? null };
}

export async function teamAnswer(
  viewerId: string,
  eventId: string,
  now: Date = new Date(),
): Promise<TeamAnswer | null> {
  // A read: no transaction (its BEGIN and COMMIT were two more round trips on every game page).
  const found = await teamAnswerIn(appDb, viewerId, eventId, now);
  if (!found) return null;
  if (!found.row || found.row.status === 'MAYBE') return { state: 'unanswered' };
  if (found.row.status === 'GOING' && found.row.byDefault && now < found.deadline)
    return { state: 'by-default', deadline: found.deadline };
  return found.row.status === 'NOT_GOING' ? { state: 'declined' } : null;
}

/**
 * A team member tells the host they cannot come (a NOT_GOING answer, which stops the nudges; joining later
 * replaces it). Someone put on the game by default (default-going.ts) may do so until the decline deadline,
 * which frees their spot; after it, and for anyone who joined themselves, leaving follows the leave rules.
 */
export async function declineTeamEvent(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string },
  now: Date = new Date(),
): Promise<{ status: 'declined' | 'not-found' | 'holding' }> {
  return db.$transaction(async (tx) => {
    const found = await teamAnswerIn(tx, viewerId, input.eventId, now);
    if (!found) return { status: 'not-found' as const };
    const row = found.row;
    if (row && row.status === 'GOING' && row.byDefault && now < found.deadline) {
      // Conditional on the row still being a by-default spot: a concurrent decline or leave changes nothing here.
      const changed = await tx.eventParticipant.updateMany({
        where: { id: row.id, status: 'GOING', byDefault: true },
        data: { status: 'NOT_GOING', byDefault: false, guestCount: 0, guestNames: [] },
      });
      if (changed.count === 1) await releaseSpots(tx, found.eventId, 1 + row.guestCount);
      return { status: 'declined' as const };
    }
    if (row && row.status !== 'MAYBE' && row.status !== 'NOT_GOING') return { status: 'holding' as const };
    if (row) {
      await tx.eventParticipant.update({ where: { id: row.id }, data: { status: 'NOT_GOING' } });
    } else {
      await tx.eventParticipant.create({
        data: { eventId: found.eventId, userId: viewerId, status: 'NOT_GOING' },
      });
    }
    return { status: 'declined' as const };
  });
}
