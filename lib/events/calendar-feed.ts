import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { calendarIcs, type IcsEvent } from './ics';

// One calendar feed per user (issue 10 §8): a secret URL serving every game they are going to or waitlisted
// for, across all teams. The secret is the capability; a new one replaces the old at once.
// Decision: the token is kept as is (not hashed) so the settings page can show the link again, as calendar
// services do; it grants read access to that user's game list only.

const FEED_PAST_DAYS = 30;

export const feedPath = (token: string) => `/api/calendar/${token}`;

/** Makes a new feed secret for the user (the old URL stops working) and returns it. */
export async function rotateFeedToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.user.update({ where: { id: userId }, data: { calendarFeedToken: token } });
  return token;
}

/** The user's current feed secret, if they made one. */
export async function currentFeedToken(db: Db, userId: string): Promise<string | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { calendarFeedToken: true },
  });
  return user?.calendarFeedToken ?? null;
}

/** The feed for a secret, or null (unknown or replaced). Games from 30 days ago on; waitlisted ones marked. */
export async function feedFor(db: Db, token: string, appUrl: string, now: Date = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const user = await db.user.findUnique({ where: { calendarFeedToken: token }, select: { id: true } });
  if (!user) return null;
  const rows = await db.eventParticipant.findMany({
    where: {
      userId: user.id,
      status: { in: ['GOING', 'WAITLIST', 'OFFERED'] },
      event: { dateStart: { gte: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000) } },
    },
    select: {
      status: true,
      event: {
        select: {
          id: true,
          title: true,
          description: true,
          locationName: true,
          address: true,
          dateStart: true,
          durationMinutes: true,
          cancelled: true,
          cancelReason: true,
          seriesId: true,
          sequence: true,
          originalStart: true,
        },
      },
    },
    orderBy: { event: { dateStart: 'asc' } },
    take: 500,
  });
  const base = new URL(appUrl);
  const events: IcsEvent[] = rows.map(({ status, event }) => ({
    id: event.id,
    title: status === 'GOING' ? event.title : ui.feedWaitlisted(event.title),
    description:
      event.cancelled && event.cancelReason
        ? [ui.feedCancelledReason(event.cancelReason), event.description].filter(Boolean).join('\n\n')
        : event.description,
    location: event.address ? `${event.address}, ${event.locationName}` : event.locationName,
    startsAt: event.dateStart,
    durationMinutes: event.durationMinutes,
    cancelled: event.cancelled,
    tentative: status !== 'GOING',
    url: new URL(`/evt/${event.id}`, base).toString(),
    sequence: event.sequence,
    ...(event.seriesId && {
      recurrence: { seriesId: event.seriesId, originalStart: event.originalStart ?? event.dateStart },
    }),
  }));
  return calendarIcs(events, base.host, now, ui.feedName);
}
