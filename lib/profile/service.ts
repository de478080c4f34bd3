import 'server-only';
import { snapToListedCity } from '@/lib/geo/city-index';
import type { Db } from '@/lib/db';
import { blockedAmong, isBlockedBetween } from '@/lib/access/blocks';
import type { JoinReason, Prisma, Pronoun } from '@/lib/generated/prisma/client';
import { savedCity } from '@/lib/geo/city';
import { distanceUnitOf, type DistanceUnit } from '@/lib/geo/distance';
import { encodeGeohash } from '@/lib/geo/geohash';
import { zoneAt } from '@/lib/geo/zone-at';
import { userEntitlements } from '@/lib/billing/entitlements';
import { scheduleTeamCreateMotivation } from '@/lib/onboarding/team-motivation';
import {
  type ExistingProfileData,
  type SportAvailabilityData,
  type JoinReasonValue,
  type NewProfileData,
  type PronounValue,
} from './schema';

// Profile use cases. Each takes the database, the signed-in user's id and input already parsed by the
// action with the form's schema; every read and write is scoped to that id, so no caller can reach another
// user's profile through them. Results are statuses; lib/profile/actions.ts turns them into messages.

export const toJoinReason = (value: JoinReasonValue) => value.toUpperCase().replace('-', '_') as JoinReason;
export const toPronoun = (value: PronounValue) => value.toUpperCase().replace('/', '_') as Pronoun;
export const fromPronoun = (value: Pronoun): PronounValue =>
  (
    ({
      NONE: 'None',
      HE_HIM: 'He/Him',
      SHE_HER: 'She/Her',
      THEY_THEM: 'They/Them',
      UNSPECIFIED: 'Unspecified',
    }) as const
  )[value];

/** The genders a person can choose ("Any" exists for event filters only). */
export async function personGenders(db: Db): Promise<string[]> {
  const rows = await db.gender.findMany({
    where: { label: { not: 'Any' } },
    select: { label: true },
    orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }],
  });
  return rows.map((r) => r.label);
}

export async function gameTypes(db: Db) {
  return db.gameType.findMany({
    select: { id: true, label: true },
    orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }],
  });
}

const cityColumns = (city: NewProfileData['city']) => ({
  cityName: city.name,
  cityLat: city.lat,
  cityLng: city.lng,
  cityGeohash: encodeGeohash(city.lat, city.lng),
});

/**
 * The Go-To Area's zone becomes the account's (docs/time-zones.md): at "More Information" it wins over the
 * browser's, and a new area brings its zone, unless the person chose a zone in Settings.
 */
async function adoptAreaZone(
  tx: Prisma.TransactionClient,
  userId: string,
  city: { lat: number; lng: number },
) {
  await tx.user.updateMany({
    where: { id: userId, timeZoneSource: { not: 'CHOSEN' } },
    data: { timeZone: zoneAt(city.lat, city.lng), timeZoneSource: 'AREA' },
  });
}

/**
 * Completes a new profile ("More Information"): the user's names, city, join reasons and games, once. A
 * profile completed meanwhile (a second tab) is left as it is: 'alreadyComplete'.
 */
export async function completeProfile(
  db: Db,
  userId: string,
  data: NewProfileData,
): Promise<'saved' | 'alreadyComplete' | 'cityUnknown' | 'gameUnknown'> {
  const city = snapToListedCity(data.city);
  if (!city) return 'cityUnknown';
  const known = await db.gameType.count({ where: { id: { in: data.gameTypeIds } } });
  if (known !== data.gameTypeIds.length) return 'gameUnknown';
  return db.$transaction(async (tx) => {
    // Only a profile that is still new becomes complete here (a second tab's save finds it done).
    const { count } = await tx.user.updateMany({
      where: { id: userId, hasAdditionalInfo: false },
      data: {
        displayName: data.displayName,
        fullName: data.fullName,
        lastName: data.lastName,
        ...cityColumns(city),
        joinReasons: data.joinReasons.map(toJoinReason),
        hasAdditionalInfo: true,
      },
    });
    if (count !== 1) return 'alreadyComplete';
    await adoptAreaZone(tx, userId, city);
    await tx.userSport.createMany({
      data: data.gameTypeIds.map((gameTypeId) => ({ userId, gameTypeId, available: true })),
      skipDuplicates: true,
    });
    // An organizer hears about creating a team once, a while later, if they have not by then.
    if (data.joinReasons.map(toJoinReason).includes('ORGANIZE'))
      await scheduleTeamCreateMotivation(tx, userId);
    return 'saved';
  });
}

/** Saves the "Settings" profile fields of a completed profile. */
export async function updateProfile(
  db: Db,
  userId: string,
  data: ExistingProfileData,
): Promise<'saved' | 'cityUnknown' | 'genderUnknown'> {
  const city = snapToListedCity(data.city);
  if (!city) return 'cityUnknown';
  if (data.gender && !(await personGenders(db)).includes(data.gender)) return 'genderUnknown';
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: {
        displayName: data.displayName,
        fullName: data.fullName,
        lastName: data.lastName,
        ...cityColumns(city),
        gender: data.gender,
        pronoun: data.pronoun ? toPronoun(data.pronoun) : null,
        birthdate: data.birthdate ? new Date(`${data.birthdate}T00:00:00.000Z`) : null,
        phoneNumber: data.phoneNumber,
      },
    });
    await adoptAreaZone(tx, userId, city);
  });
  return 'saved';
}

/** Settings → General: the zone the person chose (already the stored spelling); it wins over any area's. */
export async function setTimeZone(db: Db, userId: string, timeZone: string) {
  await db.user.update({ where: { id: userId }, data: { timeZone, timeZoneSource: 'CHOSEN' } });
}

/** The profile form's current values for the signed-in user. */
export async function profileFormData(db: Db, userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      displayName: true,
      fullName: true,
      lastName: true,
      photoUrl: true,
      cityName: true,
      cityLat: true,
      cityLng: true,
      gender: true,
      pronoun: true,
      birthdate: true,
      phoneNumber: true,
      hasAdditionalInfo: true,
    },
  });
  if (!user) return null;
  const city =
    user.cityName && user.cityLat !== null && user.cityLng !== null
      ? savedCity(user.cityName, user.cityLat, user.cityLng)
      : null;
  return {
    email: user.email,
    photoUrl: user.photoUrl,
    isNew: !user.hasAdditionalInfo,
    values: {
      displayName: user.displayName ?? '',
      fullName: user.fullName ?? '',
      lastName: user.lastName ?? '',
      city,
      gender: user.gender ?? '',
      pronoun: user.pronoun ? fromPronoun(user.pronoun) : ('' as const),
      birthdate: user.birthdate ? user.birthdate.toISOString().slice(0, 10) : '',
      phoneNumber: user.phoneNumber ?? '',
    },
  };
}

// ───────────────────────────── Interests (sportAvailability) ─────────────────────────────

export async function userSports(db: Db, userId: string) {
  const rows = await db.userSport.findMany({
    where: { userId },
    select: { available: true, gameType: { select: { id: true, label: true } } },
    orderBy: [{ gameType: { sortOrder: 'asc' } }, { gameType: { label: 'asc' } }],
  });
  return rows.map((r) => ({ gameTypeId: r.gameType.id, label: r.gameType.label, available: r.available }));
}

/** Replaces the user's sports with `input.sports` (added, removed and toggled in one save, 3 statements). */
export async function saveSportAvailability(
  db: Db,
  userId: string,
  input: SportAvailabilityData,
): Promise<'saved' | 'gameUnknown'> {
  const ids = input.sports.map((s) => s.gameTypeId);
  const known = await db.gameType.count({ where: { id: { in: ids } } });
  if (known !== new Set(ids).size) return 'gameUnknown';
  const unique = [...new Map(input.sports.map((s) => [s.gameTypeId, s.available])).entries()];
  // Sports kept keep their other settings (Find a sub's "Open to sub requests"); new ones start with it on.
  await db.$transaction([
    db.userSport.deleteMany({ where: { userId, gameTypeId: { notIn: ids } } }),
    db.$executeRaw`
      INSERT INTO "user_sports" ("userId", "gameTypeId", "available")
      SELECT ${userId}, s.id, s.available
        FROM unnest(${unique.map(([id]) => id)}::text[], ${unique.map(([, on]) => on)}::boolean[]) AS s(id, available)
      ON CONFLICT ("userId", "gameTypeId") DO UPDATE SET "available" = EXCLUDED."available"`,
  ]);
  return 'saved';
}

// ───────────────────────────── The public profile ─────────────────────────────

export type PublicProfile = NonNullable<Awaited<ReturnType<typeof loadPublicProfile>>>;

/**
 * A user's public profile as `viewerId` may see it, or null when the user does not exist, has not
 * completed a profile, or a block stands between the two (either direction).
 */
export async function loadPublicProfile(db: Db, viewerId: string, userId: string) {
  // One statement for the user and their sports (a Prisma select with relations sends one per relation).
  const [user] = await db.$queryRaw<
    {
      id: string;
      displayName: string | null;
      fullName: string | null;
      photoUrl: string | null;
      cityName: string | null;
      userSubscription: string;
      sports: { label: string; sortOrder: number; available: boolean }[];
    }[]
  >`
    SELECT u."id", u."displayName", u."fullName", u."photoUrl", u."cityName", u."userSubscription",
           COALESCE((SELECT json_agg(json_build_object('label', g."label", 'sortOrder', g."sortOrder",
                                                       'available', s."available"))
                       FROM "user_sports" s JOIN "game_types" g ON g."id" = s."gameTypeId"
                      WHERE s."userId" = u."id"), '[]'::json) AS "sports"
      FROM "users" u
     WHERE u."id" = ${userId} AND u."hasAdditionalInfo"`;
  if (!user) return null;
  if (await isBlockedBetween(db, viewerId, userId)) return null;

  // Family links are shown to the user themself, their confirmed connections and their confirmed family
  // only (never to strangers: they tell who a child's parents are).
  const [low, high] = [viewerId, userId].sort();
  const maySeeFamily =
    viewerId === userId ||
    (
      await Promise.all([
        db.connection.count({ where: { userLowId: low, userHighId: high, status: 'ACCEPTED' } }),
        db.familyConnection.count({
          where: {
            status: 'ACCEPTED',
            OR: [
              { requesterId: viewerId, recipientId: userId },
              { requesterId: userId, recipientId: viewerId },
            ],
          },
        }),
      ])
    ).some((n) => n > 0);
  // The accepted links with the other side's name, in one statement.
  type FamilyPerson = { id: string; displayName: string | null; fullName: string | null } | null;
  const connections = !maySeeFamily
    ? []
    : await db.$queryRaw<
        {
          id: string;
          requesterId: string;
          recipientId: string | null;
          requesterRelation: string;
          recipientRelation: string;
          requester: FamilyPerson;
          recipient: FamilyPerson;
        }[]
      >`
        SELECT f."id", f."requesterId", f."recipientId", f."requesterRelation"::text AS "requesterRelation",
               f."recipientRelation"::text AS "recipientRelation",
               json_build_object('id', rq."id", 'displayName', rq."displayName", 'fullName', rq."fullName")
                 AS "requester",
               CASE WHEN rc."id" IS NULL THEN NULL
                    ELSE json_build_object('id', rc."id", 'displayName', rc."displayName", 'fullName', rc."fullName")
               END AS "recipient"
          FROM "family_connections" f
          JOIN "users" rq ON rq."id" = f."requesterId"
          LEFT JOIN "users" rc ON rc."id" = f."recipientId"
         WHERE f."status" = 'ACCEPTED'
           AND ((f."requesterId" = ${userId} AND f."recipientId" IS NOT NULL) OR f."recipientId" = ${userId})
         ORDER BY f."createdAt"`;
  const links = connections.flatMap((c) => {
    const mine = c.requesterId === userId;
    const other = mine ? c.recipient : c.requester;
    if (!other) return [];
    return [
      {
        id: c.id,
        userId: other.id,
        name: other.displayName ?? other.fullName ?? '',
        relation: (mine ? c.requesterRelation : c.recipientRelation).toLowerCase(),
      },
    ];
  });
  const hidden = await blockedAmong(
    db,
    viewerId,
    links.map((l) => l.userId).filter((id) => id !== viewerId),
  );

  return {
    id: user.id,
    displayName: user.displayName ?? user.fullName ?? '',
    photoUrl: user.photoUrl,
    cityName: user.cityName,
    /** The plan's badge (Member Plus, lib/billing/entitlements.ts). */
    memberPlus: userEntitlements(user.userSubscription).badge,
    sports: user.sports
      .sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label))
      .map((s) => ({ label: s.label, available: s.available })),
    family: links.filter((l) => !hidden.has(l.userId)),
  };
}

/** Saves the unit distances are shown in. */
export async function saveDistanceUnit(db: Db, userId: string, unit: DistanceUnit): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { distanceUnit: unit }, select: { id: true } });
}

/** The unit a person sees distances in: theirs, else their go-to area's country's (docs/cities.md). */
export async function distanceUnitFor(db: Db, userId: string): Promise<DistanceUnit> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { distanceUnit: true, cityName: true },
  });
  return user ? distanceUnitOf(user) : 'mi';
}
