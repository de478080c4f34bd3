// Availability use cases. Each takes the database explicitly (actions pass the app's client, tests
// their own) and the acting user's id; every write is scoped to that user's own record.
import { snapToListedCity } from '@/lib/geo/city-index';
import { cityLabel } from '@/lib/geo/city';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { weekdays } from '@/lib/messages';
import { defaultPrivacy, weekFromRows } from './editor-state';
import { ANY_GENDER, todayIn, timeToMinutes, type AvailabilityView, type DateEntryView } from './rules';
import {
  type DateEntryData,
  type DateEntryForm,
  type SaveAvailabilityData,
  type PrivacyForm,
  type TimeRangeForm,
  type WeeklyForm,
} from './schema';
import { availabilityJson, viewerCtes, visibleToViewer } from './sql';

/** Roster entries that are memberships (role present, not empty, without "pending"). */
const activeRoster = {
  role: { not: null },
  NOT: [{ role: '' }, { role: { contains: 'pending', mode: 'insensitive' as const } }],
} satisfies Prisma.RosterEntryWhereInput;

/** The teams and communities a user owns or is an active member of. */
export function communitiesOfUser(db: Db, userId: string) {
  return db.team.findMany({
    where: { OR: [{ ownerId: userId }, { roster: { some: { userId, ...activeRoster } } }] },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
  });
}

/** Gender labels a filter may allow ("Any" is never a person's gender). */
export async function genderOptions(db: Db): Promise<string[]> {
  const rows = await db.gender.findMany({
    where: { label: { not: ANY_GENDER } },
    select: { label: true },
    orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }],
  });
  return rows.map((r) => r.label);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const dbDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

type StoredEntry = Prisma.DateAvailabilityGetPayload<{ include: { ranges: true } }>;

function entryView(entry: StoredEntry): DateEntryView {
  const located = entry.isTraveling && entry.locationLat !== null && entry.locationLng !== null;
  return {
    id: entry.id,
    date: isoDate(entry.date),
    endDate: entry.endDate ? isoDate(entry.endDate) : null,
    isTraveling: entry.isTraveling,
    location: located
      ? {
          city: entry.locationCity ?? '',
          state: entry.locationState ?? '',
          country: entry.locationCountry ?? '',
          lat: entry.locationLat!,
          lng: entry.locationLng!,
          formattedAddress: entry.locationAddress ?? entry.locationCity ?? '',
        }
      : null,
    ranges: [...entry.ranges]
      .sort(
        (a, b) =>
          (a.day?.getTime() ?? -Infinity) - (b.day?.getTime() ?? -Infinity) || a.startMinute - b.startMinute,
      )
      .map((r) => ({
        day: r.day ? isoDate(r.day) : null,
        startMinute: r.startMinute,
        endMinute: r.endMinute,
      })),
  };
}

export type AvailabilityEditorData = {
  /** A record exists (saving updates it) or not (saving creates it). */
  exists: boolean;
  timeZone: string;
  weekly: WeeklyForm;
  privacy: PrivacyForm;
  /** Date-specific entries that have not ended, soonest first. */
  dates: DateEntryView[];
  communities: { id: string; name: string }[];
  genders: string[];
};

/** Everything the editor of `userId` starts from. */
export async function loadAvailabilityEditor(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<AvailabilityEditorData> {
  const [user, record, communities, genders] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } }),
    db.availability.findUnique({
      where: { userId },
      include: { weeklyRanges: true },
    }),
    communitiesOfUser(db, userId),
    genderOptions(db),
  ]);
  const timeZone = record?.timeZone ?? user.timeZone;
  const today = dbDate(todayIn(timeZone, now));
  const entries = record
    ? await db.dateAvailability.findMany({
        where: {
          availabilityId: record.id,
          OR: [{ endDate: { gte: today } }, { endDate: null, date: { gte: today } }],
        },
        include: { ranges: true },
        orderBy: [{ date: 'asc' }, { createdAt: 'asc' }],
      })
    : [];
  return {
    exists: Boolean(record),
    timeZone,
    weekly: weekFromRows(record?.weeklyRanges ?? []),
    privacy: record
      ? {
          visibilityMode: record.visibilityMode,
          allowedGenders: record.allowedGenders ?? [],
          communityFilter: record.communityFilter,
          allowedCommunityIds: record.allowedCommunityIds ?? [],
          connectionsOnly: record.connectionsOnly,
          requireAllFilters: record.requireAllFilters,
        }
      : defaultPrivacy(),
    dates: entries.map(entryView),
    communities,
    genders,
  };
}

const minutes = (r: TimeRangeForm) => ({
  startMinute: timeToMinutes(r.startTime)!,
  endMinute: timeToMinutes(r.endTime)!,
});

function privacyData(privacy: PrivacyForm) {
  return {
    visibilityMode: privacy.visibilityMode,
    allowedGenders: [...new Set(privacy.allowedGenders)],
    communityFilter: privacy.communityFilter,
    allowedCommunityIds:
      privacy.communityFilter === 'SPECIFIC' ? [...new Set(privacy.allowedCommunityIds)] : [],
    connectionsOnly: privacy.connectionsOnly,
    requireAllFilters: privacy.requireAllFilters,
  };
}

/**
 * Saves the weekly schedule, time zone and privacy of `userId`: creates the record when there is none,
 * otherwise updates it and replaces the weekly ranges. Ranges missing a start or end are dropped.
 */
export async function saveAvailability(
  db: Db,
  userId: string,
  input: SaveAvailabilityData,
): Promise<
  { status: 'saved'; mode: 'created' | 'updated' } | { status: 'unknownCommunity' | 'unknownGender' }
> {
  const { timeZone, weekly, privacy } = input;

  const [communities, genders] = await Promise.all([communitiesOfUser(db, userId), genderOptions(db)]);
  const ownIds = new Set(communities.map((c) => c.id));
  const data = privacyData(privacy);
  if (data.allowedCommunityIds.some((id) => !ownIds.has(id))) {
    return { status: 'unknownCommunity' };
  }
  if (data.allowedGenders.some((g) => !genders.includes(g))) return { status: 'unknownGender' };

  const rows = weekdays.flatMap((d, i) =>
    weekly[d.key].isAvailable
      ? weekly[d.key].timeRanges.map((r) => ({ dayOfWeek: i + 1, ...minutes(r) }))
      : [],
  );

  return db.$transaction(async (tx) => {
    const existing = await tx.availability.findUnique({ where: { userId }, select: { id: true } });
    const record = existing
      ? await tx.availability.update({ where: { userId }, data: { timeZone, ...data }, select: { id: true } })
      : await tx.availability.create({ data: { userId, timeZone, ...data }, select: { id: true } });
    await tx.weeklyTimeRange.deleteMany({ where: { availabilityId: record.id } });
    if (rows.length) {
      await tx.weeklyTimeRange.createMany({ data: rows.map((r) => ({ ...r, availabilityId: record.id })) });
    }
    return { status: 'saved' as const, mode: existing ? ('updated' as const) : ('created' as const) };
  });
}

function entryRanges(form: DateEntryForm) {
  const ranged = form.useRange || form.isTraveling;
  if (ranged && form.useDailyHours) {
    return form.dailyTimeRanges.flatMap((d) =>
      d.timeRanges.map((r) => ({ day: dbDate(d.date), ...minutes(r) })),
    );
  }
  return form.timeRanges.map((r) => ({ day: null, ...minutes(r) }));
}

/**
 * Adds a date-specific or travel entry to the availability of `userId` (creating the record with the
 * user's time zone and public visibility when there is none). The start may not be in the past on the
 * owner's wall clock.
 */
export async function addDateEntry(
  db: Db,
  userId: string,
  form: DateEntryData,
  now: Date = new Date(),
): Promise<
  { status: 'added'; entry: DateEntryView } | { status: 'userMissing' | 'startInPast' | 'cityUnknown' }
> {
  const [user, record] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { timeZone: true } }),
    db.availability.findUnique({ where: { userId }, select: { id: true, timeZone: true } }),
  ]);
  if (!user) return { status: 'userMissing' };
  const timeZone = record?.timeZone ?? user.timeZone;
  if (form.date < todayIn(timeZone, now)) return { status: 'startInPast' };
  const ranged = form.useRange || form.isTraveling;
  // A travel location is a listed city's own coordinates, like the go-to city.
  const location =
    form.isTraveling && form.location
      ? snapToListedCity({
          ...form.location,
          name: cityLabel(form.location.city, form.location.state, form.location.country || 'US'),
        })
      : null;
  if (form.isTraveling && !location) return { status: 'cityUnknown' };

  const entry = await db.$transaction(async (tx) => {
    const availability =
      record ??
      (await tx.availability.upsert({
        where: { userId },
        create: { userId, timeZone, ...privacyData(defaultPrivacy()) },
        update: {},
        select: { id: true, timeZone: true },
      }));
    return tx.dateAvailability.create({
      data: {
        availabilityId: availability.id,
        date: dbDate(form.date),
        endDate: ranged ? dbDate(form.endDate) : null,
        isTraveling: form.isTraveling,
        locationCity: location?.city ?? null,
        locationState: location?.state ?? null,
        locationCountry: location?.country ?? null,
        locationLat: location?.lat ?? null,
        locationLng: location?.lng ?? null,
        locationAddress: location?.formattedAddress ?? null,
        ranges: { create: entryRanges(form) },
      },
      include: { ranges: true },
    });
  });
  return { status: 'added', entry: entryView(entry) };
}

/** Removes one of the user's own date-specific entries; any other id answers "not found". */
export async function removeDateEntry(
  db: Db,
  userId: string,
  entryId: string,
): Promise<'removed' | 'notFound'> {
  const { count } = await db.dateAvailability.deleteMany({
    where: { id: entryId, availability: { userId } },
  });
  return count === 0 ? 'notFound' : 'removed';
}

// ───────────────────────────── Reads for other people ─────────────────────────────

/**
 * The schedule of `ownerId` as `viewerId` may see it: null when the owner has none or the viewer does
 * not pass the visibility rule (decided in SQL, so a hidden schedule is never read).
 */
export async function visibleAvailability(
  db: Db,
  viewerId: string,
  ownerId: string,
): Promise<AvailabilityView | null> {
  const rows = await db.$queryRaw<{ availability: AvailabilityView }[]>`
    WITH ${viewerCtes(viewerId)}
    SELECT ${availabilityJson(50)} AS availability
    FROM users u JOIN availabilities a ON a."userId" = u.id
    WHERE u.id = ${ownerId} AND ${visibleToViewer}`;
  return rows[0]?.availability ?? null;
}

/** For each of `ownerIds` that has an availability: may `viewerId` see it (the SQL rule)? */
export async function visibilityOf(
  db: Db,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<Map<string, boolean>> {
  const rows = await db.$queryRaw<{ id: string; visible: boolean }[]>`
    WITH ${viewerCtes(viewerId)}
    SELECT u.id, COALESCE(${visibleToViewer}, false) AS visible
    FROM users u JOIN availabilities a ON a."userId" = u.id
    WHERE u.id = ANY(${[...ownerIds]}::text[])`;
  return new Map(rows.map((r) => [r.id, r.visible]));
}
