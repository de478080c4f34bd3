import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { activitySubscriptionMessages as m } from '@/lib/messages';
import { notifyMany, type NotifyTx } from '@/lib/notifications/notify';
import { notBlockedSql } from '@/lib/access/blocks';
import { RADIUS_MAX } from './schema';
import { ALERT_CITY_LEVELS, ALERT_CITY_LIMITS, FREE_ALERT_CITIES } from '@/lib/billing/entitlements';
import { METERS_PER_MILE } from '@/lib/geo/distance';
import { dateTimeFormat } from '@/lib/intl';

export type AlertEvent = {
  id: string;
  creatorId: string;
  title: string;
  activity: string; // the event's game type label
  lat: number;
  lng: number;
  locationName: string;
  dateStart: Date;
  timeZone: string;
};

type AlertTx = NotifyTx & Pick<Db, '$queryRaw'>;

/**
 * Records and delivers the activity alerts of a newly created event, inside the event's transaction: every
 * subscription whose circle contains the event's place and whose activities include the event's game type, not
 * the creator's own, not of someone who blocked the creator or whom the creator blocked (by account or by
 * address), and active now (startDate ≤ now ≤ endDate when set). Each (subscription, event) pair is
 * recorded once in activity_alerts (its primary key), and each subscriber is notified at most once per event
 * through notifyMany() (flat in the number of subscribers), which honours their eventCreatedJoin channels. Returns the ids of the users notified.
 */
export async function queueActivityAlerts(
  tx: AlertTx,
  event: AlertEvent,
  now: Date = new Date(),
): Promise<string[]> {
  // The GiST index activity_subscriptions_earth_idx narrows to a box of the largest radius; the exact distance
  // then applies each subscription's own radius.
  const maxMeters = RADIUS_MAX * METERS_PER_MILE;
  const nowIso = now.toISOString();
  const matches = await tx.$queryRaw<{ userId: string; subscriptionId: string; city: string }[]>(Prisma.sql`
    WITH matched AS (
      SELECT s.id, s."userId", s."addressName"
        FROM activity_subscriptions s
       WHERE earth_box(ll_to_earth(${event.lat}::float8, ${event.lng}::float8), ${maxMeters}::float8)
             @> ll_to_earth(s."addressLat", s."addressLng")
         AND earth_distance(ll_to_earth(s."addressLat", s."addressLng"),
                            ll_to_earth(${event.lat}::float8, ${event.lng}::float8))
             <= s."radiusMiles" * ${METERS_PER_MILE}::float8
         AND ${event.activity}::text = ANY (s.activities)
         AND s."userId" <> ${event.creatorId}::text
         AND ${notBlockedSql(event.creatorId, Prisma.sql`s."userId"`)}
         AND (s."startDate" IS NULL OR s."startDate" <= (${nowIso}::timestamptz AT TIME ZONE 'UTC'))
         AND (s."endDate" IS NULL OR s."endDate" >= (${nowIso}::timestamptz AT TIME ZONE 'UTC'))
         -- The subscriber's plan gives alerts in so many cities: their first ones (by their oldest subscription
         -- there). After a downgrade the others stay saved and editable but alert no one.
         -- A city is the key derived from the coordinates on save (service.ts, alertCityKey); rows saved
         -- before keys existed count by their name.
         AND COALESCE(s."cityKey", lower(trim(s."addressName"))) IN (
               SELECT c.city FROM (
                 SELECT COALESCE(o."cityKey", lower(trim(o."addressName"))) AS city, min(o."createdAt") AS first
                   FROM activity_subscriptions o WHERE o."userId" = s."userId"
                  GROUP BY 1 ORDER BY 2, 1
                  LIMIT (SELECT COALESCE(
                           (SELECT l.n FROM unnest(${ALERT_CITY_LEVELS}::text[], ${ALERT_CITY_LIMITS}::int[])
                                     AS l(level, n)
                             WHERE l.level = u."userSubscription"),
                           ${FREE_ALERT_CITIES}::int)
                           FROM users u WHERE u.id = s."userId")) c)
    ), inserted AS (
      INSERT INTO activity_alerts ("subscriptionId", "eventId")
      SELECT id, ${event.id}::text FROM matched
      ON CONFLICT DO NOTHING
      RETURNING "subscriptionId"
    )
    SELECT DISTINCT ON (m."userId") m."userId", m.id AS "subscriptionId", m."addressName" AS city
      FROM matched m JOIN inserted i ON i."subscriptionId" = m.id
     ORDER BY m."userId", m.id`);

  const when = dateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: event.timeZone,
  }).format(event.dateStart);
  const byUser = new Map(matches.map((match) => [match.userId, match]));
  await notifyMany(tx, [...byUser.keys()], (userId) => {
    const match = byUser.get(userId)!;
    return {
      type: 'ACTIVITY_ALERT',
      category: 'eventCreatedJoin',
      title: m.alertTitle(event.activity, match.city),
      message: m.alertMessage(event.title, when, event.locationName),
      data: { eventId: event.id, subscriptionId: match.subscriptionId },
      actorId: event.creatorId,
      url: `/discover/events/${event.id}`,
    };
  });
  return matches.map((match) => match.userId);
}
