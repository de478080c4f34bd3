import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { enqueueMailBestEffort } from '@/lib/notifications/queue';
import {
  ACTIVITY_SUBSCRIPTION_CONFIRMATION_TEMPLATE,
  activitySubscriptionConfirmationMail,
} from '@/emails/activity-subscription-confirmation';
import { alertCityKey } from './city-key';
import { activitiesList, firstNameOf } from './rules';
import type { ActivitySubscriptionValues } from './schema';
import { alertCitiesRefusal, type PlanLimit } from '@/lib/billing/limits';

type ServiceDb = Pick<Db, '$transaction'>;

export type SubscriptionView = {
  id: string;
  address: { lat: number; lng: number; description: string; name: string };
  radius: number;
  activities: string[];
  startDate: string | null;
  endDate: string | null;
};

export const subscriptionSelect = {
  id: true,
  addressLat: true,
  addressLng: true,
  addressDescription: true,
  addressName: true,
  radiusMiles: true,
  activities: true,
  startDate: true,
  endDate: true,
} as const;

type SubscriptionRow = {
  id: string;
  addressLat: number;
  addressLng: number;
  addressDescription: string;
  addressName: string;
  radiusMiles: number;
  activities: string[];
  startDate: Date | null;
  endDate: Date | null;
};

export const toView = (s: SubscriptionRow): SubscriptionView => ({
  id: s.id,
  address: { lat: s.addressLat, lng: s.addressLng, description: s.addressDescription, name: s.addressName },
  radius: s.radiusMiles,
  activities: s.activities,
  startDate: s.startDate?.toISOString() ?? null,
  endDate: s.endDate?.toISOString() ?? null,
});

export type SaveResult =
  | { ok: true; subscription: SubscriptionView; mailQueued: boolean }
  | { ok: false; reason: 'not-found' | 'unknown-activity' }
  | { ok: false; reason: 'plan-limit'; refusal: PlanLimit };

/** A saved alert's city: its derived key, or (saved before keys existed) its name, as alerts.ts groups them. */
const savedCityKey = (o: { cityKey: string | null; addressName: string }) =>
  o.cityKey ?? o.addressName.trim().toLowerCase();

/**
 * Creates a subscription, or updates the user's own one when `id` is given (an edit keeps its id), and queues
 * the confirmation mail in the same transaction. The mail is best effort: failing to queue it does not fail the
 * save, and a failure to deliver it later is the worker's (it retries).
 */
export async function saveActivitySubscription(
  db: ServiceDb,
  userId: string,
  input: ActivitySubscriptionValues,
): Promise<SaveResult> {
  // The city comes from the coordinates, not the client-sent name; looked up before the transaction (the
  // city index may still be building on a fresh process, docs/cities.md).
  const city = alertCityKey(input.address.lat, input.address.lng);
  return db.$transaction(async (tx) => {
    const known = await tx.gameType.findMany({
      where: { label: { in: input.activities } },
      select: { label: true, sortOrder: true },
      orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }],
    });
    if (known.length !== new Set(input.activities).size) return { ok: false, reason: 'unknown-activity' };
    // The plan's number of alert cities (lib/billing/entitlements.ts): a city the user has no alerts in yet
    // counts; saving in a city they already have never does (so a downgraded user still edits what they have).
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('alert-cities'), hashtext(${userId}))`;
    const [owner, others] = await Promise.all([
      tx.user.findUniqueOrThrow({ where: { id: userId }, select: { userSubscription: true } }),
      tx.activitySubscription.findMany({
        where: { userId },
        select: { id: true, addressName: true, cityKey: true },
      }),
    ]);
    if (!others.some((o) => savedCityKey(o) === city)) {
      const after = new Set([...others.filter((o) => o.id !== input.id).map(savedCityKey), city]);
      const refusal = alertCitiesRefusal(owner.userSubscription, after.size);
      if (refusal) return { ok: false, reason: 'plan-limit', refusal };
    }
    const data = {
      addressLat: input.address.lat,
      addressLng: input.address.lng,
      addressDescription: input.address.description,
      addressName: input.address.name,
      cityKey: city,
      radiusMiles: input.radius,
      activities: known.map((g) => g.label),
      startDate: input.startDate ? new Date(input.startDate) : null,
      endDate: input.endDate ? new Date(input.endDate) : null,
    };
    let row: SubscriptionRow;
    // A new subscription identical to one the user already has (a double tap, a request the browser sent again
    // on a dropped connection) answers with that one: no second card, no second confirmation mail.
    const same = input.id
      ? null
      : await tx.activitySubscription.findFirst({
          where: {
            userId,
            cityKey: city,
            addressName: data.addressName,
            radiusMiles: data.radiusMiles,
            activities: { equals: data.activities },
            startDate: data.startDate,
            endDate: data.endDate,
          },
          select: subscriptionSelect,
        });
    if (same) return { ok: true, subscription: toView(same), mailQueued: false };
    if (input.id) {
      const updated = await tx.activitySubscription.updateMany({ where: { id: input.id, userId }, data });
      if (updated.count === 0) return { ok: false, reason: 'not-found' };
      row = await tx.activitySubscription.findUniqueOrThrow({
        where: { id: input.id },
        select: subscriptionSelect,
      });
    } else {
      row = await tx.activitySubscription.create({ data: { userId, ...data }, select: subscriptionSelect });
    }

    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, fullName: true, displayName: true },
    });
    const mail = await activitySubscriptionConfirmationMail(
      {
        firstName: firstNameOf(user),
        activitiesList: activitiesList(row.activities),
        city: row.addressName,
        radius: row.radiusMiles,
      },
      new URL('/settings?tab=activities-subscription', env().APP_URL).toString(),
    );
    const mailQueued = await enqueueMailBestEffort(
      tx,
      {
        to: user.email,
        userId,
        template: ACTIVITY_SUBSCRIPTION_CONFIRMATION_TEMPLATE,
        ...mail,
      },
      // A new alert's confirmation is awaited by the person who set it up; an edit's goes with the bulk mail, so
      // repeated edits never hold up others' sign-up or invitation mail (docs/operations.md).
      { now: !input.id },
    );
    return { ok: true, subscription: toView(row), mailQueued };
  });
}

/** Deletes the user's own subscription; false when there is none with that id. */
export async function deleteActivitySubscription(
  db: Pick<Db, 'activitySubscription'>,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db.activitySubscription.deleteMany({ where: { id, userId } });
  return deleted.count > 0;
}
