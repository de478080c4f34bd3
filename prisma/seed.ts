// Demo data for Beans. `seed(db, opts)` is called by scripts (db:seed) and by the app on its first start.
//
// - Deterministic: every row comes from a seeded PRNG keyed by (stream, index), so user #123 or event
//   #45678 is the same whatever the scale or chunking. Dates are relative to "today" (UTC), so the
//   calendar shifts with the day the seed runs, but the shape of the data does not.
// - Idempotent: if demo@beans.test already exists nothing is written. The demo world (the first 60 users,
//   teams, the first 150 events, posts, money, social rows, the demo partners) is written in one transaction
//   holding an advisory lock, so two processes starting at once cannot both seed. Reference data (sports,
//   plans, flags) is not the seed's: scripts/db/reference-data.ts writes it on every start.
// - Scalable: users and events beyond the demo world are generated and inserted in chunks of 5,000
//   (INSERT ... SELECT FROM json_populate_recordset, one JSON parameter, at most 5,000 rows per
//   statement), with the next chunk generated while the previous one is being written. Memory stays
//   bounded (a 256 MB heap is enough for any size): about two chunks plus what Prisma keeps of recent
//   statements. 100k users + 1M events (4M participants) take about 3 minutes on 2 cores.
// - Clean: partial bulk data is not repaired. If a bulk run is interrupted, drop the database and seed
//   again (a second run sees the demo user and does nothing).
import { Debug } from '@prisma/driver-adapter-utils';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { hashPassword } from '@/lib/auth/password';
import { encodeGeohash } from '@/lib/geo/geohash';
import { recountSearchWords } from '@/lib/search/words';
import {
  BIOS,
  CITIES,
  COMMUNITY_TOPICS,
  DEMO_EMAIL,
  DEMO_PARTNERS,
  DEMO_PARTNER_EVENTS,
  DEMO_PASSWORD,
  DEMO_USER_ID,
  DISCUSSIONS,
  FEMALE_FIRST_NAMES,
  GAME_TYPES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  NEUTRAL_FIRST_NAMES,
  ORG_SLUG,
  POST_CATEGORIES,
  SPORT_PROFILES,
  START_TIMES,
  TEAMS,
  TEAM_TOPICS,
  WEBSITE_PAGES,
  slugify,
  type GameTypeLabel,
  type SeedCity,
  type SeedTeam,
} from './seed-data';

export { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USER_ID } from './seed-data';

export interface SeedOptions {
  users?: number; // total users including the demo user (minimum 60, default 60)
  events?: number; // total events (minimum 20, default 150)
  log?: (s: string) => void;
  now?: Date; // reference "now" (default: the current time); dates are laid out relative to its UTC day
}

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type Sql = Pick<Db, '$executeRawUnsafe'>;

const DEMO_USERS = 60; // users written in the demo transaction
const DEMO_EVENTS = 150; // events written in the demo transaction
const CHUNK = 5000;
const DAY = 86_400_000;
const SEED = 0xbea25; // the fixed PRNG seed

// PRNG streams (one per kind of row) so that changing one part never reshuffles another.
const S = { user: 1, event: 2, team: 3, social: 4, post: 5, place: 6, money: 7 } as const;

// ───────────────────────────── Randomness ─────────────────────────────

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  // mulberry32
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const out: T[] = [];
    for (let i = 0; i < k && copy.length; i++)
      out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]);
    return out;
  }
}

const rngFor = (stream: number, index: number) => new Rng(fmix32(SEED ^ fmix32(stream * 0x9e3779b1 + index)));

// ───────────────────────────── Helpers ─────────────────────────────

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const seedUserId = (i: number) => (i === 0 ? DEMO_USER_ID : `seed-user-${pad(i, 6)}`);
export const seedEventId = (i: number) => `seed-event-${pad(i, 7)}`;
const placeId = (city: number, k: number) => `seed-place-${CITIES[city].key}-${k + 1}`;
const cityOfUser = (i: number) => i % CITIES.length;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const geohash = encodeGeohash;

function jitter(rng: Rng, lat: number, lng: number, km: number): { lat: number; lng: number } {
  const dLat = ((rng.next() * 2 - 1) * km) / 111;
  const dLng = ((rng.next() * 2 - 1) * km) / (111 * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + dLat), lng: round6(lng + dLng) };
}

// Users of city c among the first `pool` users are c, c+8, c+16, ... The demo user (0) is never picked
// at random: the demo world adds them on purpose.
function randomUserInCity(rng: Rng, city: number, pool: number): number {
  const count = Math.floor((pool - 1 - city) / CITIES.length) + 1;
  return city + CITIES.length * rng.int(city === 0 ? 1 : 0, Math.max(city === 0 ? 1 : 0, count - 1));
}

// Wall-clock time in a zone -> UTC instant. The zone offset is cached per zone and day (US DST switches
// at 02:00 local time and no generated time is earlier than 06:00, so the offset at midday is right).
const dtfCache = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();
function tzOffsetMinutes(timeZone: string, utcMs: number): number {
  let dtf = dtfCache.get(timeZone);
  if (!dtf) {
    dtf = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dtfCache.set(timeZone, dtf);
  }
  const parts: Record<string, number> = {};
  for (const p of dtf.formatToParts(new Date(utcMs)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - utcMs) / 60000);
}
function zonedToUtc(dayMs: number, minutes: number, timeZone: string): Date {
  const key = `${timeZone}|${dayMs}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = tzOffsetMinutes(timeZone, dayMs + 18 * 3_600_000);
    offsetCache.set(key, offset);
  }
  return new Date(dayMs + (minutes - offset) * 60_000);
}
function seasonAround(today: number, offset: number) {
  const d = new Date(today);
  const m = d.getUTCMonth();
  const startMonth = (m === 11 ? 11 : m < 2 ? -1 : m - ((m - 2) % 3)) + 3 * offset; // Date.UTC wraps months
  const start = Date.UTC(d.getUTCFullYear(), startMonth, 1);
  const end = Date.UTC(d.getUTCFullYear(), startMonth + 3, 1) - DAY;
  const sd = new Date(start);
  const name = ['Winter', 'Spring', 'Summer', 'Fall'][Math.floor(((sd.getUTCMonth() + 1) % 12) / 3)];
  const label = `${name} ${sd.getUTCMonth() === 11 ? sd.getUTCFullYear() + 1 : sd.getUTCFullYear()}`;
  return { key: slugify(label), label, start, end };
}
const hhmmToMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

// Prisma's debug module keeps the arguments of its last 100 debug calls (for error reports), even with
// DEBUG unset, and the pg adapter logs every query with its parameters: each multi-megabyte chunk would stay
// reachable for the next 100 statements. Pushing 100 tiny entries after a bulk statement evicts them.
const seedDebug = Debug('beans:seed:flush');
function evictPrismaDebugHistory() {
  if (Debug.enabled('beans:seed:flush')) return;
  for (let k = 0; k < 100; k++) seedDebug('.');
}

// INSERT rows (plain objects keyed by column name) with one statement and one JSON parameter. Columns
// are the union of the rows' keys; a key missing from a row inserts NULL. Types come from the table.
// At most CHUNK rows go into one statement (Prisma keeps recent query plans, parameters included, alive
// for a while, so statements are kept small).
async function insertJson(sql: Sql, table: string, rows: object[]): Promise<void> {
  for (let from = 0; from < rows.length; from += CHUNK) {
    const slice = rows.length <= CHUNK ? rows : rows.slice(from, from + CHUNK);
    const columns = new Set<string>();
    for (const row of slice) for (const key of Object.keys(row)) columns.add(key);
    const list = [...columns].map((c) => `"${c}"`).join(', ');
    await sql.$executeRawUnsafe(
      `INSERT INTO "${table}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
      JSON.stringify(slice),
    );
    evictPrismaDebugHistory();
  }
}

// ───────────────────────────── Context ─────────────────────────────

interface Ctx {
  today: number; // UTC midnight of the reference day
  now: number;
  passwordHash: string;
  gameTypeIds: Map<string, string>;
  communityIds: string[];
  teamsByOwner: Map<number, SeedTeam[]>;
}

// ───────────────────────────── Users ─────────────────────────────

interface UserBundle {
  user: Prisma.UserCreateManyInput & { id: string; email: string; displayName: string; fullName: string };
  sports: Prisma.UserSportCreateManyInput[];
  availability: Prisma.AvailabilityCreateManyInput | null;
  ranges: Prisma.WeeklyTimeRangeCreateManyInput[];
}

// Weekly patterns: [isoDay (1 = Monday), startMinute, endMinute]
const AVAILABILITY_PATTERNS: [number, number, number][][] = [
  [
    [2, 1080, 1200],
    [4, 1080, 1200],
    [6, 480, 720],
  ], // Tue/Thu 18-20, Sat mornings
  [
    [1, 1020, 1200],
    [3, 1020, 1200],
    [5, 1020, 1200],
  ], // Mon/Wed/Fri 17-20
  [
    [6, 420, 660],
    [7, 480, 720],
  ], // weekend mornings
  [
    [1, 720, 780],
    [2, 720, 780],
    [3, 720, 780],
    [4, 720, 780],
    [5, 720, 780],
    [7, 540, 720],
  ], // lunch + Sunday
  [
    [2, 1110, 1260],
    [4, 1110, 1260],
    [7, 960, 1140],
  ], // Tue/Thu late, Sunday afternoon
  [
    [1, 1080, 1260],
    [2, 1080, 1260],
    [3, 1080, 1260],
    [4, 1080, 1260],
    [5, 1080, 1260],
    [6, 540, 1020],
    [7, 540, 1020],
  ],
  [
    [3, 360, 450],
    [6, 360, 540],
    [7, 360, 540],
  ], // early birds
];
const HANDLE_SUFFIXES = [
  'hoops',
  'dinks',
  'runs',
  'kicks',
  'serves',
  'spikes',
  'rides',
  'plays',
  'aces',
  'goals',
];
const SPORT_LABELS = GAME_TYPES.filter((g) => g !== 'Other');

function buildUser(i: number, ctx: Ctx): UserBundle {
  const rng = rngFor(S.user, i);
  const cityIndex = cityOfUser(i);
  const city = CITIES[cityIndex];
  const id = seedUserId(i);

  const g = rng.next();
  const gender = g < 0.46 ? 'Male' : g < 0.92 ? 'Female' : 'Non-binary';
  const first = rng.pick(
    gender === 'Male' ? MALE_FIRST_NAMES : gender === 'Female' ? FEMALE_FIRST_NAMES : NEUTRAL_FIRST_NAMES,
  );
  const last = rng.pick(LAST_NAMES);
  const pronoun =
    gender === 'Male'
      ? rng.chance(0.9)
        ? 'HE_HIM'
        : 'UNSPECIFIED'
      : gender === 'Female'
        ? rng.chance(0.9)
          ? 'SHE_HER'
          : 'UNSPECIFIED'
        : rng.chance(0.8)
          ? 'THEY_THEM'
          : 'NONE';
  const fullName = `${first} ${last}`;
  const variant = rng.int(0, 3);
  const displayName = (
    variant === 0
      ? `${first} ${last[0]}.`
      : variant === 1 && fullName.length <= 25
        ? fullName
        : variant === 2
          ? `${first}${rng.int(2, 99)}`
          : `${first.toLowerCase()}_${rng.pick(HANDLE_SUFFIXES)}`
  ).slice(0, 25);
  const email = `${first}.${last}.${i}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@beans.test';

  const age = rng.int(16, 65);
  const t = new Date(ctx.today);
  const birthdate = new Date(
    Date.UTC(t.getUTCFullYear() - age, t.getUTCMonth(), t.getUTCDate()) - rng.int(1, 364) * DAY,
  );
  const createdAt = new Date(ctx.today - rng.int(3, 700) * DAY + rng.int(0, DAY - 1));
  const reasons = (['ORGANIZE', 'FIND_PEOPLE', 'FIND_EVENTS', 'SUBSTITUTE'] as const).filter(() =>
    rng.chance(0.45),
  );
  const point = jitter(rng, city.lat, city.lng, 12);

  const user: UserBundle['user'] = {
    id,
    email,
    emailVerified: new Date(createdAt.getTime() + rng.int(1, 240) * 60_000),
    passwordHash: ctx.passwordHash,
    displayName,
    fullName,
    lastName: last,
    bio: rng.chance(0.4) ? rng.pick(BIOS) : null,
    phoneNumber: rng.chance(0.5) ? `(${city.areaCode}) 555-${pad(rng.int(100, 199), 4)}` : null,
    birthdate,
    hasAdditionalInfo: true,
    joinReasons: reasons.length ? [...reasons] : ['FIND_EVENTS'],
    gender,
    pronoun,
    timeZone: city.timeZone,
    cityName: city.name,
    cityLat: point.lat,
    cityLng: point.lng,
    cityGeohash: geohash(point.lat, point.lng),
    messagesFromAnyone: rng.chance(0.85),
    publicBadges: rng.chance(0.9),
    publicOnlineStatus: rng.chance(0.8),
    publicUpcomingGames: rng.chance(0.85),
    notificationSettings: {},
    userSubscription: 'Free',
    platform: 'GTH',
    betaAudiences: [],
    createdAt,
    updatedAt: createdAt,
  };

  const sportCount = rng.int(1, 4);
  const labels: string[] = rng.sample(SPORT_LABELS, sportCount);
  if (rng.chance(0.04)) labels.push('Other');
  const sports = labels.map((label) => ({
    userId: id,
    gameTypeId: ctx.gameTypeIds.get(label)!,
    available: rng.chance(0.85),
  }));

  let availability: UserBundle['availability'] = null;
  const ranges: UserBundle['ranges'] = [];
  if (rng.chance(0.75)) {
    const filtered = rng.chance(0.2);
    const communityFilter = filtered ? rng.pick(['NONE', 'ANY', 'ALL', 'SPECIFIC'] as const) : 'NONE';
    availability = {
      id: `avail-${id}`,
      userId: id,
      timeZone: city.timeZone,
      visibilityMode: filtered ? 'FILTERED' : 'PUBLIC',
      allowedGenders:
        filtered && rng.chance(0.6) ? rng.sample(['Male', 'Female', 'Non-binary'], rng.int(1, 2)) : [],
      communityFilter,
      allowedCommunityIds: communityFilter === 'SPECIFIC' ? rng.sample(ctx.communityIds, rng.int(1, 2)) : [],
      connectionsOnly: filtered && rng.chance(0.3),
      requireAllFilters: filtered && rng.chance(0.3),
      createdAt,
      updatedAt: createdAt,
    };
    rng.pick(AVAILABILITY_PATTERNS).forEach(([dayOfWeek, startMinute, endMinute], k) =>
      ranges.push({
        id: `wtr-${id}-${k + 1}`,
        availabilityId: availability!.id!,
        dayOfWeek,
        startMinute,
        endMinute,
      }),
    );
  }
  return { user, sports, availability, ranges };
}

function buildDemoUser(ctx: Ctx): UserBundle {
  const b = buildUser(0, ctx);
  const austin = CITIES[0];
  const createdAt = new Date(ctx.today - 400 * DAY);
  Object.assign(b.user, {
    email: DEMO_EMAIL,
    emailVerified: new Date(createdAt.getTime() + 10 * 60_000),
    displayName: 'Demo Player',
    fullName: 'Demo Player',
    lastName: 'Player',
    bio: 'Organizer of the Austin Dink Dynasty and Austin Pickup Hoops. Always looking for a fourth.',
    phoneNumber: '(512) 555-0100',
    birthdate: new Date(Date.UTC(1992, 3, 18)),
    joinReasons: ['ORGANIZE', 'FIND_PEOPLE', 'FIND_EVENTS'],
    gender: 'Non-binary',
    pronoun: 'THEY_THEM',
    timeZone: austin.timeZone,
    cityName: austin.name,
    cityLat: austin.lat,
    cityLng: austin.lng,
    cityGeohash: geohash(austin.lat, austin.lng),
    messagesFromAnyone: true,
    publicBadges: true,
    publicOnlineStatus: true,
    publicUpcomingGames: true,
    createdAt,
    updatedAt: createdAt,
  });
  b.sports = ['Pickleball', 'Basketball', 'Tennis', 'Volleyball'].map((label, k) => ({
    userId: DEMO_USER_ID,
    gameTypeId: ctx.gameTypeIds.get(label)!,
    available: k !== 3,
  }));
  b.availability = {
    id: `avail-${DEMO_USER_ID}`,
    userId: DEMO_USER_ID,
    timeZone: austin.timeZone,
    visibilityMode: 'PUBLIC',
    allowedGenders: [],
    communityFilter: 'NONE',
    allowedCommunityIds: [],
    connectionsOnly: false,
    requireAllFilters: false,
    createdAt,
    updatedAt: createdAt,
  };
  b.ranges = (
    [
      [2, 1080, 1200],
      [4, 1080, 1200],
      [6, 480, 720],
      [7, 540, 660],
    ] as const
  ).map(([dayOfWeek, startMinute, endMinute], k) => ({
    id: `wtr-${DEMO_USER_ID}-${k + 1}`,
    availabilityId: `avail-${DEMO_USER_ID}`,
    dayOfWeek,
    startMinute,
    endMinute,
  }));
  return b;
}

// ───────────────────────────── Events ─────────────────────────────

interface EventBundle {
  event: Prisma.EventCreateManyInput & { id: string; title: string; dateStart: Date; priceCents: number };
  participants: (Prisma.EventParticipantCreateManyInput & { id: string })[];
  city: number;
}

const LOCATION_SUFFIXES = [
  'Rec Center',
  'Community Courts',
  'Park',
  'Sports Complex',
  'Middle School Gym',
  'YMCA',
];
// First names for players' guests ("+1").
const GUEST_NAMES = ['Alex', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor', 'Jamie', 'Drew'];
const TEAM_EVENT_KINDS = ['Practice', 'Scrimmage', 'League Match', 'Open Session', 'Tournament'];
const dateOnly = (ms: number) => new Date(Math.floor(ms / DAY) * DAY);

// pool: participants and creators are drawn from users [0, pool). demo: part of the demo transaction
// (the demo user creates and joins Austin events there; bulk events keep a smaller crowd).
function buildEvent(i: number, ctx: Ctx, pool: number, demo: boolean): EventBundle {
  const rng = rngFor(S.event, i);
  const cityIndex = demo && i % 3 === 0 ? 0 : i % CITIES.length;
  const city: SeedCity = CITIES[cityIndex];
  const id = seedEventId(i);

  const creator = demo && cityIndex === 0 && rng.chance(0.15) ? 0 : randomUserInCity(rng, cityIndex, pool);
  const ownedTeams = (ctx.teamsByOwner.get(creator) ?? []).filter((t) => t.city === cityIndex);
  const team = ownedTeams.length && rng.chance(0.5) ? rng.pick(ownedTeams) : null;
  const sport: GameTypeLabel = team ? team.sport : rng.chance(0.03) ? 'Other' : rng.pick(SPORT_LABELS);
  const profile = SPORT_PROFILES[sport];

  let locationName: string;
  let lat: number;
  let lng: number;
  let place: string | null = null;
  let placeInfo: SeedCity['places'][number] | null = null;
  if (rng.chance(0.65)) {
    const k = rng.int(0, city.places.length - 1);
    const p = (placeInfo = city.places[k]);
    place = placeId(cityIndex, k);
    locationName = `${p.name}, ${p.address}`;
    lat = p.lat;
    lng = p.lng;
  } else {
    const point = jitter(rng, city.lat, city.lng, 10);
    locationName = `${rng.pick(city.neighborhoods)} ${rng.pick(LOCATION_SUFFIXES)}, ${city.name}`;
    lat = point.lat;
    lng = point.lng;
  }

  const past = rng.chance(0.2);
  const dayMs = ctx.today + (past ? -rng.int(1, 45) : rng.int(0, 59)) * DAY;
  const timeStart = rng.pick(START_TIMES);
  const dateStart = zonedToUtc(dayMs, hhmmToMinutes(timeStart), city.timeZone);
  const title = team
    ? `${team.name} ${rng.pick(TEAM_EVENT_KINDS)}`
    : placeInfo && rng.chance(0.3)
      ? `${rng.pick(profile.titles)} @ ${placeInfo.name}`
      : rng.pick(profile.titles);
  const capacity = rng.pick(profile.capacities);
  const allowWaitlist = capacity !== null && rng.chance(0.4);
  const priceCents = rng.chance(0.15) ? rng.pick([500, 800, 1000, 1500, 2000]) : 0;
  const isPrivate = rng.chance(0.06);
  const recurring = rng.chance(0.1);
  const allowParticipantGuests = rng.chance(0.15);
  const creatorApprovalNeeded = rng.chance(0.08);
  const hasMinimumNeeded = rng.chance(0.2);
  const createdAt = new Date(
    Math.min(dateStart.getTime() - rng.int(2, 20) * DAY, ctx.now - rng.int(1, 72) * 3_600_000),
  );

  const event: EventBundle['event'] = {
    id,
    title: title.slice(0, 120),
    description: placeInfo ? `${profile.description} ${placeInfo.description}` : profile.description,
    gameTypeId: ctx.gameTypeIds.get(sport)!,
    creatorId: seedUserId(creator),
    hostingTeamId: team?.id ?? null,
    teamName: team?.name ?? null,
    placeId: place,
    locationName,
    lat,
    lng,
    geohash: geohash(lat, lng),
    dateStart,
    timeStart,
    timeZone: city.timeZone,
    durationMinutes: rng.pick(profile.durations),
    cancelled: rng.chance(0.04),
    isPrivate,
    excludedDates: recurring && rng.chance(0.3) ? [dateOnly(dayMs + 14 * DAY)] : [],
    allowLateRsvp: rng.chance(0.3),
    reoccurringInfo: recurring
      ? {
          frequency: 'weekly',
          interval: 1,
          // reoccurringInfo stores the repeat form's numbering (0 = Sunday), not ISO
          daysOfWeek: [new Date(dayMs).getUTCDay()],
          until: new Date(dayMs + 56 * DAY).toISOString(),
        }
      : undefined,
    makePublicAfter: isPrivate && rng.chance(0.5) ? new Date(dateStart.getTime() - DAY) : null,
    minimumNeeded: hasMinimumNeeded ? Math.max(2, Math.ceil((capacity ?? 8) / 2)) : null,
    hasMinimumNeeded,
    hoursToCancelBefore: rng.chance(0.3) ? rng.pick([2, 12, 24]) : null,
    creatorApprovalNeeded,
    allowParticipantGuests,
    guestLimit: allowParticipantGuests ? rng.int(1, 2) : null,
    chargeGuests: allowParticipantGuests && priceCents > 0,
    eventSlotGroup: null,
    capacity,
    allowWaitlist,
    priceCents,
    currency: 'usd',
    rated: past && rng.chance(0.3),
    createdAt,
    updatedAt: createdAt,
  };

  // Participants: the creator first, then people from the same city (and a few from elsewhere).
  const target = demo
    ? capacity
      ? rng.int(Math.round(capacity * 0.3), Math.round(capacity * 1.3))
      : rng.int(3, 20)
    : rng.int(0, 6);
  const chosen: number[] = [creator];
  const seen = new Set<number>(chosen);
  if (demo && cityIndex === 0 && creator !== 0 && rng.chance(0.3)) {
    chosen.push(0);
    seen.add(0);
  }
  for (let attempts = 0; chosen.length < target + 1 && attempts < target * 4 + 8; attempts++) {
    const u = rng.chance(0.85) ? randomUserInCity(rng, cityIndex, pool) : rng.int(1, pool - 1);
    if (seen.has(u)) continue;
    seen.add(u);
    chosen.push(u);
  }
  const participants: EventBundle['participants'] = [];
  let going = 0;
  let waitlisted = 0;
  for (const u of chosen) {
    let status: 'GOING' | 'MAYBE' | 'WAITLIST' | 'PENDING_APPROVAL';
    let waitlistPosition: number | null = null;
    if (capacity === null || going < capacity) {
      status =
        u !== creator && creatorApprovalNeeded && rng.chance(0.3)
          ? 'PENDING_APPROVAL'
          : u !== creator && rng.chance(0.05)
            ? 'MAYBE'
            : 'GOING';
      if (status === 'GOING') going++;
    } else if (allowWaitlist) {
      status = 'WAITLIST';
      waitlistPosition = ++waitlisted;
    } else break;
    const at = new Date(Math.min(createdAt.getTime() + rng.int(1, 96) * 3_600_000, ctx.now));
    // A guest takes a spot of its own (events.goingCount counts joiners plus their guests).
    const guest =
      allowParticipantGuests &&
      status === 'GOING' &&
      rng.chance(0.3) &&
      (capacity === null || going < capacity);
    if (guest) going++;
    participants.push({
      id: `seed-ep-${pad(i, 7)}-${pad(participants.length + 1, 2)}`,
      eventId: id,
      userId: seedUserId(u),
      status,
      guestCount: guest ? 1 : 0,
      guestNames: guest ? [rng.pick(GUEST_NAMES)] : [],
      waitlistPosition,
      waitlistedAt: status === 'WAITLIST' ? at : null,
      paid: priceCents > 0 && status === 'GOING' && u !== creator && rng.chance(0.8),
      createdAt: at,
      updatedAt: at,
    });
  }
  event.goingCount = going;
  return { event, participants, city: cityIndex };
}

// ───────────────────────────── Entry point ─────────────────────────────

export async function seed(db: Db, opts: SeedOptions = {}): Promise<{ users: number; events: number }> {
  const log = opts.log ?? (() => {});
  const existing = await db.user.findUnique({ where: { email: DEMO_EMAIL }, select: { id: true } });
  if (existing) {
    log('seed: demo user already present, nothing to do');
    return { users: 0, events: 0 };
  }

  const totalUsers = Math.max(DEMO_USERS, Math.floor(opts.users ?? DEMO_USERS));
  const totalEvents = Math.max(20, Math.floor(opts.events ?? DEMO_EVENTS));
  const demoEvents = Math.min(totalEvents, DEMO_EVENTS);
  const now = (opts.now ?? new Date()).getTime();
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const teamsByOwner = new Map<number, SeedTeam[]>();
  for (const t of TEAMS) teamsByOwner.set(t.owner, [...(teamsByOwner.get(t.owner) ?? []), t]);
  const ctx: Ctx = {
    today: Math.floor(now / DAY) * DAY,
    now,
    passwordHash,
    gameTypeIds: new Map(),
    communityIds: TEAMS.filter((t) => t.kind === 'COMMUNITY').map((t) => t.id),
    teamsByOwner,
  };

  const wrote = await db.$transaction(
    async (tx) => {
      // One seeder at a time; the loser of the race finds the demo user and stops.
      await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(4242424242)');
      if (await tx.user.findUnique({ where: { email: DEMO_EMAIL }, select: { id: true } })) return false;
      await seedDemoWorld(tx, ctx, demoEvents, log);
      return true;
    },
    { maxWait: 60_000, timeout: 600_000 },
  );
  if (!wrote) {
    log('seed: another process seeded the database first');
    return { users: 0, events: 0 };
  }
  log(`seed: demo world written (${DEMO_USERS} users, ${demoEvents} events) in ${elapsed()}`);

  if (totalUsers > DEMO_USERS || totalEvents > demoEvents) {
    await seedBulkUsers(db, ctx, DEMO_USERS, totalUsers, log, elapsed);
    await seedBulkEvents(db, ctx, demoEvents, totalEvents, totalUsers, log, elapsed);
    await db.$executeRawUnsafe(
      'ANALYZE "users", "user_sports", "availabilities", "weekly_time_ranges", "events", "event_participants"',
    );
    log(`seed: done, ${totalUsers} users and ${totalEvents} events in ${elapsed()}`);
  }
  // full-search's word list: the triggers added the words; their counts are read once here.
  await recountSearchWords(db);
  return { users: totalUsers, events: totalEvents };
}

// ───────────────────────────── Bulk phase ─────────────────────────────

// Builds chunk k+1 while chunk k is being written; at most two chunks live at once.
async function pipelined<T>(
  count: number,
  build: (from: number, to: number) => T,
  write: (chunk: T) => Promise<void>,
  from: number,
  onDone: (to: number) => void,
) {
  let inFlight: Promise<void> = Promise.resolve();
  for (let start = from; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK);
    const chunk = build(start, end);
    await inFlight;
    inFlight = write(chunk).then(() => onDone(end));
  }
  await inFlight;
}

async function seedBulkUsers(
  db: Db,
  ctx: Ctx,
  from: number,
  to: number,
  log: (s: string) => void,
  elapsed: () => string,
) {
  if (to <= from) return;
  await pipelined(
    to,
    (start, end) => {
      const users: object[] = [];
      const sports: object[] = [];
      const availabilities: object[] = [];
      const ranges: object[] = [];
      for (let i = start; i < end; i++) {
        const b = buildUser(i, ctx);
        users.push(b.user);
        sports.push(...b.sports);
        if (b.availability) availabilities.push(b.availability);
        ranges.push(...b.ranges);
      }
      return { users, sports, availabilities, ranges };
    },
    async (c) => {
      await insertJson(db, 'users', c.users);
      await insertJson(db, 'user_sports', c.sports);
      await insertJson(db, 'availabilities', c.availabilities);
      await insertJson(db, 'weekly_time_ranges', c.ranges);
    },
    from,
    (end) => log(`seed: users ${end}/${to} (${elapsed()})`),
  );
}

async function seedBulkEvents(
  db: Db,
  ctx: Ctx,
  from: number,
  to: number,
  pool: number,
  log: (s: string) => void,
  elapsed: () => string,
) {
  if (to <= from) return;
  await pipelined(
    to,
    (start, end) => {
      const events: object[] = [];
      const participants: object[] = [];
      for (let i = start; i < end; i++) {
        const b = buildEvent(i, ctx, pool, false);
        events.push(b.event);
        participants.push(...b.participants);
      }
      return { events, participants };
    },
    async (c) => {
      await insertJson(db, 'events', c.events);
      await insertJson(db, 'event_participants', c.participants);
    },
    from,
    (end) => log(`seed: events ${end}/${to} (${elapsed()})`),
  );
}

// ───────────────────────────── Demo world ─────────────────────────────

async function seedDemoWorld(tx: Tx, ctx: Ctx, demoEvents: number, log: (s: string) => void) {
  const { today, now } = ctx;
  const rng = rngFor(S.social, 0);
  const daysAgo = (d: number, r: Rng = rng) => new Date(now - d * DAY - r.int(0, 6 * 3_600_000));

  // Reference data (sports, genders, plans, flags) is not the seed's: every start writes it before the seed
  // runs (scripts/db/reference-data.ts). The seed needs the sports and stops if they are missing.
  for (const g of await tx.gameType.findMany({ select: { id: true, label: true } }))
    ctx.gameTypeIds.set(g.label, g.id);
  const missing = GAME_TYPES.filter((label) => !ctx.gameTypeIds.has(label));
  if (missing.length)
    throw new Error(`seed: sports missing (${missing.join(', ')}); apply the reference data first`);

  // Partner businesses of the public partner pages (fictional, like everything here).
  await tx.partner.createMany({ data: DEMO_PARTNERS, skipDuplicates: true });
  await tx.partnerEvent.createMany({ data: DEMO_PARTNER_EVENTS, skipDuplicates: true });

  // Users 0..59 (0 = the demo user).
  const people: UserBundle[] = [buildDemoUser(ctx)];
  for (let i = 1; i < DEMO_USERS; i++) people.push(buildUser(i, ctx));
  // Member Plus (lib/billing/entitlements.ts): the demo user, who shows off what a paying member gets (unlimited
  // games, priority waitlist spots, alerts in up to 5 cities, the badge) and creates many games in the e2e
  // specs, and user 1, who hosts the games of the alert specs; plus a few others.
  const memberPlus = [0, 1, 3, 11, 20];
  for (const i of memberPlus) people[i].user.userSubscription = 'Member Plus';
  await tx.user.createMany({ data: people.map((p) => p.user) });
  await tx.userSport.createMany({ data: people.flatMap((p) => p.sports) });
  await tx.availability.createMany({ data: people.flatMap((p) => (p.availability ? [p.availability] : [])) });
  await tx.weeklyTimeRange.createMany({ data: people.flatMap((p) => p.ranges) });
  const uid = seedUserId;
  const nameOf = (i: number) => people[i].user.displayName;
  const emailOf = (i: number) => people[i].user.email;
  log('seed: users');

  // Places (three per city).
  await tx.place.createMany({
    data: CITIES.flatMap((city, c) =>
      city.places.map((p, k) => ({
        id: placeId(c, k),
        name: p.name,
        address: p.address,
        description: p.description,
        lat: p.lat,
        lng: p.lng,
        geohash: geohash(p.lat, p.lng),
        createdById: uid(c + CITIES.length * (k + 1)),
        createdAt: daysAgo(300 - 10 * k),
      })),
    ),
  });

  // Organization with its published website.
  await tx.website.create({
    data: {
      id: 'seed-website-apc',
      title: 'Austin Pickleball Club',
      creatorId: DEMO_USER_ID,
      settings: {
        logos: { primary: null, secondary: null },
        theme: { primaryColor: '#2f855a', accentColor: '#f6ad55', font: 'Inter' },
      },
      publishedAt: daysAgo(90),
      pages: { create: WEBSITE_PAGES.map((p, k) => ({ id: `seed-page-apc-${p.slug}`, ...p, sortOrder: k })) },
    },
  });
  await tx.organization.create({
    data: {
      id: 'seed-org-apc',
      slug: ORG_SLUG,
      name: 'Austin Pickleball Club',
      description:
        'Volunteer-run club organizing leagues, ladders, clinics and open play at public courts across Austin.',
      ownerId: DEMO_USER_ID,
      websiteId: 'seed-website-apc',
      createdAt: daysAgo(380),
    },
  });

  // Teams and communities, rosters, topics, discussions.
  const trng = rngFor(S.team, 0);
  const roster: Prisma.RosterEntryCreateManyInput[] = [];
  const rosterMembers = new Map<string, number[]>();
  const topics: Prisma.TopicCreateManyInput[] = [];
  const discussions: Prisma.DiscussionCreateManyInput[] = [];
  for (const t of TEAMS) {
    const center = jitter(trng, CITIES[t.city].lat, CITIES[t.city].lng, 6);
    await tx.team.create({
      data: {
        id: t.id,
        name: t.name,
        kind: t.kind,
        joinPolicy: t.joinPolicy ?? 'INVITE_ONLY',
        description: t.description,
        ownerId: uid(t.owner),
        gameTypeId: ctx.gameTypeIds.get(t.sport),
        organizationId: t.organization ? 'seed-org-apc' : null,
        subscriptionLevel: t.subscriptionLevel ?? 'ROOKIE',
        cityName: CITIES[t.city].name,
        lat: center.lat,
        lng: center.lng,
        geohash: geohash(center.lat, center.lng),
        createdAt: daysAgo(trng.int(120, 360), trng),
      },
    });
    // The owner is on the roster as 'admin'; then same-city players, a couple of out-of-towners.
    const members: number[] = [t.owner];
    const local = [];
    for (let u = t.city; u < DEMO_USERS; u += CITIES.length) if (u !== t.owner) local.push(u);
    members.push(
      ...trng.sample(local, Math.min(local.length, t.city === 0 ? trng.int(5, 7) : trng.int(3, 6))),
    );
    for (const u of trng.sample(
      [...Array(DEMO_USERS).keys()].filter((u) => !members.includes(u) && u !== 0),
      trng.int(0, 2),
    ))
      members.push(u);
    if (t.id === 'seed-team-03' && !members.includes(0)) members.push(0); // the demo user plays ultimate
    if (t.id === 'seed-team-04' && members.includes(0)) members.splice(members.indexOf(0), 1); // invited below
    rosterMembers.set(t.id, members);
    members.forEach((u, k) =>
      roster.push({
        id: `seed-roster-${t.id.slice(-2)}-${pad(k + 1, 2)}`,
        teamId: t.id,
        userId: uid(u),
        email: emailOf(u),
        role: k === 0 ? 'admin' : k === 1 && trng.chance(0.6) ? 'admin' : 'member',
        createdAt: daysAgo(trng.int(5, 110), trng),
      }),
    );
    // Pending invitations: addresses that are not users yet.
    for (let k = 0; k < trng.int(1, 2); k++) {
      roster.push({
        id: `seed-roster-${t.id.slice(-2)}-i${k + 1}`,
        teamId: t.id,
        userId: null,
        email: `invite.${slugify(t.name)}.${k + 1}@example.com`,
        role: 'pending',
        createdAt: daysAgo(trng.int(1, 10), trng),
      });
    }
    (t.kind === 'COMMUNITY' ? COMMUNITY_TOPICS : TEAM_TOPICS).forEach((name, k) =>
      topics.push({
        id: `seed-topic-${t.id.slice(-2)}-${k + 1}`,
        teamId: t.id,
        name,
        createdAt: daysAgo(100 - k),
      }),
    );
    trng.sample(DISCUSSIONS, trng.int(2, 4)).forEach((d, k) =>
      discussions.push({
        id: `seed-disc-${t.id.slice(-2)}-${k + 1}`,
        teamId: t.id,
        topicId: `seed-topic-${t.id.slice(-2)}-${(k % 2) + 1}`,
        authorId: uid(trng.pick(members)),
        title: d.title,
        body: d.body,
        createdAt: daysAgo(trng.int(1, 40), trng),
      }),
    );
  }
  // The demo user has a pending invitation (by user) to Zilker Sunday Soccer.
  roster.push({
    id: 'seed-roster-04-demo',
    teamId: 'seed-team-04',
    userId: DEMO_USER_ID,
    email: DEMO_EMAIL,
    role: 'pending',
    createdAt: daysAgo(2),
  });
  await tx.rosterEntry.createMany({ data: roster });
  await tx.topic.createMany({ data: topics });
  await tx.discussion.createMany({ data: discussions });
  log('seed: teams');

  // Seasons (teams only), groups, forms, submissions and registrations.
  // The previous, current and next three-month seasons around today (Winter = Dec-Feb, Spring = Mar-May ...).
  const seasonDefs = [-1, 0, 1].map((offset) => seasonAround(today, offset));
  const nextSeason = seasonDefs[2];
  const seasons: Prisma.SeasonCreateManyInput[] = [];
  const groups: Prisma.SeasonGroupCreateManyInput[] = [];
  const registrations: Prisma.RegistrationCreateManyInput[] = [];
  for (const t of TEAMS.filter((x) => x.kind === 'TEAM')) {
    for (const s of seasonDefs) {
      const seasonId = `seed-season-${t.id.slice(-2)}-${s.key}`;
      seasons.push({
        id: seasonId,
        teamId: t.id,
        label: s.label,
        startDate: new Date(s.start),
        endDate: new Date(s.end),
        createdAt: new Date(Math.min(s.start - 30 * DAY, now - DAY)),
      });
      groups.push(
        { id: `${seasonId}-a`, seasonId, name: 'Division A' },
        { id: `${seasonId}-b`, seasonId, name: 'Division B' },
      );
      for (const u of rosterMembers.get(t.id)!) {
        if (t.id === 'seed-team-01' && s === nextSeason) continue; // registered through the form below
        if (!trng.chance(0.75) && u !== 0) continue;
        registrations.push({
          id: `seed-reg-${t.id.slice(-2)}-${s.key}-${u}`,
          seasonId,
          teamId: t.id,
          userId: uid(u),
          status: s.end < today ? 'CONFIRMED' : trng.chance(0.8) ? 'CONFIRMED' : 'PENDING',
          createdAt: new Date(Math.min(s.start - trng.int(1, 20) * DAY, now - DAY)),
        });
      }
    }
  }
  await tx.season.createMany({ data: seasons });
  await tx.seasonGroup.createMany({ data: groups });
  const registrationFields = [
    { id: 'f1', type: 'text', label: 'Emergency contact name', required: true },
    { id: 'f2', type: 'phone', label: 'Emergency contact phone', required: true },
    {
      id: 'f3',
      type: 'select',
      label: 'Skill level',
      required: true,
      options: ['3.0', '3.5', '4.0', '4.5+'],
    },
    { id: 'f4', type: 'select', label: 'Shirt size', required: false, options: ['S', 'M', 'L', 'XL'] },
    { id: 'f5', type: 'checkbox', label: 'I agree to the club code of conduct', required: true },
  ];
  const waiverFields = [
    { id: 'w1', type: 'text', label: 'Full legal name', required: true },
    { id: 'w2', type: 'date', label: 'Date of birth', required: true },
    {
      id: 'w4',
      type: 'waiver',
      label: 'Release of liability',
      required: true,
      waiverText:
        'I take part in Austin Pickleball Club events at my own risk. Pickleball is a physical activity that can cause injury.\n\nI release the club, its organizers and volunteers from claims arising from my participation, except in cases of gross negligence.\n\nI confirm I am fit to play and will follow the rules of each venue.',
    },
    { id: 'w3', type: 'signature', label: 'Signature', required: true },
  ];
  await tx.form.createMany({
    data: [
      {
        id: 'seed-form-apc-registration',
        ownerId: DEMO_USER_ID,
        teamId: 'seed-team-01',
        seasonId: `seed-season-01-${nextSeason.key}`,
        title: `Austin Dink Dynasty - ${nextSeason.label} Registration`,
        description:
          'Register for the next league season. Dues cover court fees, balls and the end-of-season party.',
        priceCents: 4500,
        depositCents: 2000,
        createdAt: daysAgo(60),
      },
      {
        id: 'seed-form-apc-waiver',
        ownerId: DEMO_USER_ID,
        teamId: 'seed-team-01',
        title: 'Austin Pickleball Club Liability Waiver',
        description: 'Required once per year for every player taking part in club events.',
        isWaiver: true,
        createdAt: daysAgo(200),
      },
    ],
  });
  await tx.formVersion.createMany({
    data: [
      {
        id: 'seed-form-apc-registration-v1',
        formId: 'seed-form-apc-registration',
        number: 1,
        fields: registrationFields,
        createdAt: daysAgo(60),
      },
      {
        id: 'seed-form-apc-waiver-v1',
        formId: 'seed-form-apc-waiver',
        number: 1,
        fields: waiverFields,
        createdAt: daysAgo(200),
      },
    ],
  });
  const submissions: Prisma.FormSubmissionCreateManyInput[] = [];
  const registrationSeason = `seed-season-01-${nextSeason.key}`;
  for (const [k, u] of rosterMembers.get('seed-team-01')!.entries()) {
    const paidState = k === 0 ? 'PAID' : trng.pick(['PAID', 'PAID', 'UNPAID', 'PARTIALLY_PAID'] as const);
    const subId = `seed-sub-apc-registration-${u}`;
    submissions.push({
      id: subId,
      formId: 'seed-form-apc-registration',
      versionId: 'seed-form-apc-registration-v1',
      userId: uid(u),
      submittedById: uid(u),
      answers: {
        f1: `${trng.pick(FEMALE_FIRST_NAMES)} ${trng.pick(LAST_NAMES)}`,
        f2: '(512) 555-0142',
        f3: trng.pick(['3.0', '3.5', '4.0']),
        f4: trng.pick(['S', 'M', 'L']),
        f5: true,
      },
      paymentStatus: paidState,
      amountDueCents: 4500,
      amountPaidCents: paidState === 'PAID' ? 4500 : paidState === 'PARTIALLY_PAID' ? 2000 : 0,
      createdAt: daysAgo(trng.int(5, 50), trng),
    });
    registrations.push({
      id: `seed-reg-01-${nextSeason.key}-${u}`,
      seasonId: registrationSeason,
      teamId: 'seed-team-01',
      userId: uid(u),
      status: paidState === 'PAID' ? 'CONFIRMED' : 'PENDING',
      formSubmissionId: subId,
      createdAt: daysAgo(trng.int(5, 50), trng),
    });
    submissions.push({
      id: `seed-sub-apc-waiver-${u}`,
      formId: 'seed-form-apc-waiver',
      versionId: 'seed-form-apc-waiver-v1',
      userId: uid(u),
      submittedById: uid(u),
      answers: {
        w1: people[u].user.fullName,
        w2: (people[u].user.birthdate as Date).toISOString().slice(0, 10),
        w4: true,
        w3: { typedName: people[u].user.fullName, drawing: '[[[40,200],[200,120],[320,210],[480,110]]]' },
      },
      paymentStatus: 'NOT_REQUIRED',
      createdAt: daysAgo(trng.int(50, 150), trng),
    });
  }
  await tx.formSubmission.createMany({ data: submissions });
  await tx.registration.createMany({ data: registrations });

  // Subscriptions: three paying teams and the Member Plus users.
  const month = 30 * DAY;
  await tx.subscriptionRecord.createMany({
    data: [
      ...TEAMS.filter((t) => t.subscriptionLevel).map((t) => ({
        id: `seed-subscr-${t.id}`,
        teamId: t.id,
        userId: uid(t.owner),
        planId: t.subscriptionLevel === 'All-Star' ? 'team-all-star-monthly' : 'team-organizer-pro-monthly',
        status: 'ACTIVE' as const,
        periodStart: new Date(today - 12 * DAY),
        periodEnd: new Date(today - 12 * DAY + month),
        createdAt: new Date(today - 72 * DAY),
      })),
      ...memberPlus.map((u) => ({
        id: `seed-subscr-user-${u}`,
        userId: uid(u),
        planId: 'user-member-plus-yearly',
        status: 'ACTIVE' as const,
        periodStart: new Date(today - 100 * DAY),
        periodEnd: new Date(today + 265 * DAY),
        createdAt: new Date(today - 100 * DAY),
      })),
    ],
  });
  log('seed: seasons, forms, subscriptions');

  // Events 0..demoEvents-1 with participants, one guest, favorites and a few games.
  const events: EventBundle[] = [];
  for (let i = 0; i < demoEvents; i++) events.push(buildEvent(i, ctx, DEMO_USERS, true));
  await tx.event.createMany({ data: events.map((e) => e.event) });
  await tx.eventParticipant.createMany({ data: events.flatMap((e) => e.participants) });
  const demoHosted = events.filter(
    (e) => e.event.creatorId === DEMO_USER_ID && e.event.dateStart.getTime() > now && !e.event.cancelled,
  );
  const demoGoing = events.filter((e) =>
    e.participants.some((p) => p.userId === DEMO_USER_ID && p.status === 'GOING'),
  );
  if (demoHosted.length) {
    await tx.guestUser.create({
      data: {
        id: 'seed-guest-01',
        email: 'jordan.guest@example.com',
        name: 'Jordan Ellis',
        phoneNumber: '(512) 555-0177',
        createdById: DEMO_USER_ID,
        participations: {
          create: {
            id: 'seed-ep-guest-01',
            eventId: demoHosted[0].event.id,
            status: 'GOING',
            createdAt: new Date(now - DAY),
            updatedAt: new Date(now - DAY),
          },
        },
      },
    });
  }
  const upcomingAustin = events.filter((e) => e.city === 0 && e.event.dateStart.getTime() > now);
  await tx.eventFavorite.createMany({
    data: [
      ...rng
        .sample(upcomingAustin, Math.min(5, upcomingAustin.length))
        .map((e) => ({ userId: DEMO_USER_ID, eventId: e.event.id })),
      ...rng
        .sample(events, 40)
        .map((e) => ({ userId: uid(rng.int(1, DEMO_USERS - 1)), eventId: e.event.id })),
    ],
    skipDuplicates: true,
  });
  const games: Prisma.GameCreateManyInput[] = [];
  for (const e of events
    .filter((x) => x.event.hostingTeamId && /Tournament|Scrimmage|League Match/.test(x.event.title))
    .slice(0, 8)) {
    const past = e.event.dateStart.getTime() < now;
    const names = TEAMS.filter(
      (t) => t.sport === TEAMS.find((x) => x.id === e.event.hostingTeamId)!.sport,
    ).map((t) => t.name);
    const home = e.event.teamName!;
    const away = names.find((n) => n !== home) ?? `${CITIES[e.city].name.split(',')[0]} All-Stars`;
    for (let g = 1; g <= 2; g++) {
      games.push({
        id: `seed-game-${e.event.id.slice(-7)}-${g}`,
        eventId: e.event.id,
        round: `Round ${g}`,
        startsAt: new Date(e.event.dateStart.getTime() + (g - 1) * 3_600_000),
        status: past ? 'FINAL' : 'SCHEDULED',
        homeName: home,
        awayName: g === 1 ? away : `${home} B`,
        homeScore: past ? rng.int(5, 21) : null,
        awayScore: past ? rng.int(5, 21) : null,
      });
    }
  }
  await tx.game.createMany({ data: games });
  log(`seed: ${demoEvents} events`);

  // Post board: every category and subcategory.
  const prng = rngFor(S.post, 0);
  let postNo = 0;
  await tx.post.createMany({
    data: POST_CATEGORIES.flatMap((cat) =>
      cat.subcategories.flatMap((sub) =>
        sub.posts.map((p) => {
          const at = new Date(now - prng.int(1, 30 * 24 * 60) * 60_000);
          return {
            id: `seed-post-${pad(++postNo, 3)}`,
            authorId: cat.label === 'Test' ? DEMO_USER_ID : uid(prng.int(1, DEMO_USERS - 1)),
            title: p.title,
            text: p.text,
            category: slugify(cat.label),
            subCategory: slugify(sub.label),
            createdAt: at,
            updatedAt: at,
          };
        }),
      ),
    ),
  });

  // Social graph around the demo user and among the others.
  const blockedUser = 59;
  const connections = new Map<string, Prisma.ConnectionCreateManyInput>();
  const connect = (a: number, b: number, requester: number, status: 'ACCEPTED' | 'PENDING', at: Date) => {
    const [low, high] = [uid(a), uid(b)].sort();
    if (low === high || connections.has(`${low}|${high}`)) return;
    connections.set(`${low}|${high}`, {
      userLowId: low,
      userHighId: high,
      requesterId: uid(requester),
      status,
      createdAt: at,
    });
  };
  for (const u of [8, 16, 24, 32, 1, 2, 3])
    connect(0, u, rng.chance(0.5) ? 0 : u, 'ACCEPTED', daysAgo(rng.int(10, 200)));
  connect(0, 40, 40, 'PENDING', daysAgo(1)); // incoming request
  connect(0, 56, 0, 'PENDING', daysAgo(3)); // outgoing request
  for (let k = 0; k < 90; k++) {
    const a = rng.int(1, DEMO_USERS - 1);
    const b = rng.chance(0.7) ? randomUserInCity(rng, cityOfUser(a), DEMO_USERS) : rng.int(1, DEMO_USERS - 1);
    if (a !== 0 && b !== 0)
      connect(a, b, a, rng.chance(0.8) ? 'ACCEPTED' : 'PENDING', daysAgo(rng.int(1, 300)));
  }
  await tx.connection.createMany({ data: [...connections.values()] });
  await tx.hostFollow.createMany({
    data: [
      ...[8, 16, 24, 1].map((h) => ({
        followerId: DEMO_USER_ID,
        hostId: uid(h),
        createdAt: daysAgo(rng.int(5, 90)),
      })),
      ...[8, 16, 24, 32, 40, 48].map((f) => ({
        followerId: uid(f),
        hostId: DEMO_USER_ID,
        createdAt: daysAgo(rng.int(5, 90)),
      })),
      ...Array.from({ length: 40 }, () => ({
        followerId: uid(rng.int(1, DEMO_USERS - 1)),
        hostId: uid(rng.int(1, 23)),
        createdAt: daysAgo(rng.int(5, 90)),
      })).filter((f) => f.followerId !== f.hostId),
    ],
    skipDuplicates: true,
  });
  await tx.userList.create({
    data: {
      id: 'seed-list-hoops',
      ownerId: DEMO_USER_ID,
      name: 'Tuesday Night Hoops',
      members: {
        create: [
          ...[8, 16, 24, 32, 40].map((u) => ({
            id: `seed-list-hoops-${u}`,
            userId: uid(u),
            email: emailOf(u),
          })),
          { id: 'seed-list-hoops-x1', email: 'marcus.friend@example.com' },
        ],
      },
    },
  });
  await tx.userList.create({
    data: {
      id: 'seed-list-pickleball',
      ownerId: DEMO_USER_ID,
      name: 'Pickleball Regulars',
      members: {
        create: [
          ...[24, 32, 48, 56].map((u) => ({
            id: `seed-list-pickleball-${u}`,
            userId: uid(u),
            email: emailOf(u),
          })),
          { id: 'seed-list-pickleball-x1', email: 'paddle.pal@example.com' },
        ],
      },
    },
  });
  await tx.block.createMany({
    data: [
      {
        id: 'seed-block-1',
        blockerId: DEMO_USER_ID,
        blockedUserId: uid(blockedUser),
        createdAt: daysAgo(20),
      },
      {
        id: 'seed-block-2',
        blockerId: DEMO_USER_ID,
        blockedEmail: 'spam.account@example.com',
        createdAt: daysAgo(45),
      },
    ],
  });
  await tx.alternateEmail.create({
    data: {
      id: 'seed-altemail-demo',
      userId: DEMO_USER_ID,
      email: 'demo.alt@beans.test',
      verifiedAt: daysAgo(300),
    },
  });

  // Family: a child who is not on the platform, a sent request and a received one.
  await tx.familyConnection.createMany({
    data: [
      {
        id: 'fm_seedchild01',
        requesterId: DEMO_USER_ID,
        recipientId: null,
        requesterName: 'Demo Player',
        recipientName: 'Sam Player',
        requesterRelation: 'CHILD',
        recipientRelation: 'PARENT',
        isRecipientPlatformUser: false,
        status: 'ACCEPTED',
        recipientFirstName: 'Sam',
        recipientLastName: 'Player',
        recipientAge: 12,
        recipientPhoneNumber: '(512) 555-0101',
      },
      {
        id: 'fm_seedsibling1',
        requesterId: DEMO_USER_ID,
        recipientId: uid(32),
        requesterName: 'Demo Player',
        recipientName: nameOf(32),
        requesterRelation: 'SIBLING',
        recipientRelation: 'SIBLING',
        isRecipientPlatformUser: true,
        status: 'PENDING',
      },
      {
        id: 'fm_seedincoming1',
        requesterId: uid(56),
        recipientId: DEMO_USER_ID,
        requesterName: nameOf(56),
        recipientName: 'Demo Player',
        requesterRelation: 'OTHER',
        recipientRelation: 'OTHER',
        isRecipientPlatformUser: true,
        status: 'PENDING',
      },
    ],
  });

  // Conversations with the demo user (one blocked by them).
  const convs: {
    id: string;
    title?: string;
    with: number[];
    lines: [number, string][];
    blocked?: boolean;
  }[] = [
    {
      id: 'seed-conv-01',
      with: [8],
      lines: [
        [8, 'Hey! Are you still running the Tuesday pickleball session?'],
        [0, 'Yes - 6pm at Austin High. We have 7 so far, want the 8th spot?'],
        [8, 'Absolutely, count me in.'],
        [0, 'Done. Bring a few extra balls if you have them.'],
        [8, 'Will do, see you there!'],
      ],
    },
    {
      id: 'seed-conv-02',
      title: 'Dink Dynasty captains',
      with: [24, 32, 40],
      lines: [
        [24, 'Lineups for Thursday: I have us at three courts.'],
        [0, 'Looks good. Can someone grab the net from the storage closet?'],
        [32, 'I can, I get there early anyway.'],
        [40, 'I might be 10 minutes late, start without me.'],
      ],
    },
    {
      id: 'seed-conv-03',
      with: [16],
      lines: [
        [16, 'Sunday soccer is on, field 3 at Zilker.'],
        [0, 'Thanks, I will try to make it!'],
      ],
    },
    {
      id: 'seed-conv-04',
      with: [48],
      blocked: true,
      lines: [[48, 'Want to buy some paddles? Great prices!!!']],
    },
  ];
  let msgNo = 0;
  for (const [ci, c] of convs.entries()) {
    const start = now - (ci + 1) * 2 * DAY;
    const last = start + (c.lines.length - 1) * 17 * 60_000;
    await tx.conversation.create({
      data: {
        id: c.id,
        isGroup: c.with.length > 1,
        title: c.title ?? null,
        createdAt: new Date(start),
        lastMessageAt: new Date(last),
        participants: {
          create: [0, ...c.with].map((u) => ({
            userId: uid(u),
            blocked: u === 0 && !!c.blocked,
            lastReadAt: u === 0 && ci === 0 ? null : new Date(last),
            joinedAt: new Date(start),
          })),
        },
        messages: {
          create: c.lines.map(([u, body], k) => ({
            id: `seed-msg-${pad(++msgNo, 3)}`,
            senderId: uid(u),
            body,
            createdAt: new Date(start + k * 17 * 60_000),
          })),
        },
      },
    });
  }

  // Notifications for the demo user.
  const hostedEvent = demoHosted[0]?.event;
  await tx.notification.createMany({
    data: [
      {
        id: 'seed-notif-01',
        userId: DEMO_USER_ID,
        type: 'FAMILY_CONNECTION_REQUEST',
        title: 'Family connection request',
        message: `${nameOf(56)} wants to add you as a family member.`,
        data: {
          requesterId: uid(56),
          requesterName: nameOf(56),
          relation: 'OTHER',
          familyMemberId: 'fm_seedincoming1',
          connectionId: 'fm_seedincoming1',
        },
        createdAt: daysAgo(0.2),
      },
      {
        id: 'seed-notif-02',
        userId: DEMO_USER_ID,
        type: 'connections',
        title: 'New connection request',
        message: `${nameOf(40)} wants to connect with you.`,
        data: { userId: uid(40) },
        createdAt: daysAgo(1),
      },
      {
        id: 'seed-notif-03',
        userId: DEMO_USER_ID,
        type: 'TEAM_INVITATION', // as lib/teams writes it (Accept and Decline in the notification centre)
        title: 'Team invitation',
        message: 'You have been invited to join Zilker Sunday Soccer.',
        data: { teamId: 'seed-team-04' },
        createdAt: daysAgo(2),
      },
      {
        id: 'seed-notif-04',
        userId: DEMO_USER_ID,
        type: 'eventJoined',
        title: 'New player joined',
        message: hostedEvent
          ? `${nameOf(8)} joined ${hostedEvent.title}.`
          : `${nameOf(8)} joined your event.`,
        data: hostedEvent ? { eventId: hostedEvent.id, userId: uid(8) } : { userId: uid(8) },
        createdAt: daysAgo(2.5),
      },
      {
        id: 'seed-notif-05',
        userId: DEMO_USER_ID,
        type: 'directMessage',
        title: `New message from ${nameOf(8)}`,
        message: 'Will do, see you there!',
        data: { conversationId: 'seed-conv-01' },
        createdAt: daysAgo(2),
      },
      {
        id: 'seed-notif-06',
        userId: DEMO_USER_ID,
        type: 'teamMessage',
        title: 'New discussion in Austin Pickup Hoops',
        message: 'A new discussion was posted in General.',
        data: { teamId: 'seed-team-02', topicId: 'seed-topic-02-1' },
        read: true,
        createdAt: daysAgo(4),
      },
      {
        id: 'seed-notif-07',
        userId: DEMO_USER_ID,
        type: 'usersJoinNearby',
        title: 'New players near you',
        message: '3 new players joined Beans near Austin, TX this week.',
        data: { city: 'Austin, TX' },
        read: true,
        createdAt: daysAgo(6),
      },
      {
        id: 'seed-notif-08',
        userId: DEMO_USER_ID,
        type: 'announcements',
        title: 'Welcome to Beans!',
        message: 'Find games, build your team and meet players near you. Take the tour from the home page.',
        data: {},
        read: true,
        createdAt: daysAgo(390),
      },
      {
        id: 'seed-notif-09',
        userId: uid(56),
        type: 'connections',
        title: 'Connection request',
        message: 'Demo Player wants to connect with you.',
        data: { userId: DEMO_USER_ID },
        createdAt: daysAgo(3),
      },
    ],
  });

  // Availability: date-specific entries and travel for the demo user.
  const denver = CITIES[1];
  const tripStart = today + 21 * DAY;
  await tx.dateAvailability.create({
    data: {
      id: 'seed-dateavail-demo-1',
      availabilityId: `avail-${DEMO_USER_ID}`,
      date: new Date(today + 5 * DAY),
      ranges: { create: [{ id: 'seed-dtr-demo-1', startMinute: 420, endMinute: 600 }] },
    },
  });
  await tx.dateAvailability.create({
    data: {
      id: 'seed-dateavail-demo-2',
      availabilityId: `avail-${DEMO_USER_ID}`,
      date: new Date(tripStart),
      endDate: new Date(tripStart + 3 * DAY),
      isTraveling: true,
      locationCity: 'Denver',
      locationState: 'CO',
      locationCountry: 'US',
      locationLat: denver.lat,
      locationLng: denver.lng,
      locationAddress: 'Denver, CO, USA',
      // A travel entry's hours are in its city's zone (docs/time-zones.md, "Jobs and availability").
      timeZone: 'America/Denver',
      ranges: {
        create: [0, 1, 2, 3].map((d) => ({
          id: `seed-dtr-demo-trip-${d}`,
          day: new Date(tripStart + d * DAY),
          startMinute: 1020,
          endMinute: 1200,
        })),
      },
    },
  });
  await tx.activitySubscription.createMany({
    data: [
      {
        id: 'seed-actsub-demo-1',
        userId: DEMO_USER_ID,
        addressLat: CITIES[0].lat,
        addressLng: CITIES[0].lng,
        addressDescription: 'Austin, TX, USA',
        addressName: 'Austin',
        radiusMiles: 15,
        activities: ['Pickleball', 'Basketball', 'Tennis'],
        createdAt: daysAgo(120),
      },
      {
        id: 'seed-actsub-demo-2',
        userId: DEMO_USER_ID,
        addressLat: denver.lat,
        addressLng: denver.lng,
        addressDescription: 'Denver, CO, USA',
        addressName: 'Denver',
        radiusMiles: 25,
        activities: ['Pickleball', 'Hockey'],
        startDate: new Date(tripStart),
        endDate: new Date(tripStart + 4 * DAY),
        createdAt: daysAgo(3),
      },
      ...[1, 2, 3, 4, 5, 6, 7].map((u) => {
        const c = CITIES[cityOfUser(u)];
        return {
          id: `seed-actsub-${u}`,
          userId: uid(u),
          addressLat: c.lat,
          addressLng: c.lng,
          addressDescription: `${c.name}, USA`,
          addressName: c.name.split(',')[0],
          radiusMiles: rng.pick([10, 15, 25]),
          activities: rng.sample(SPORT_LABELS, rng.int(1, 3)),
          createdAt: daysAgo(rng.int(10, 200)),
        };
      }),
    ],
  });

  // Presence, check-ins.
  await tx.presence.createMany({
    data: people.map((p, i) => ({
      userId: p.user.id,
      online: i === 0 || rng.chance(0.3),
      lastSeenAt: daysAgo(rng.next() * 3),
    })),
  });
  // One check-in per user, place and day (place_check_ins' unique key): repeats of a drawn triple are dropped.
  const checkIns = new Map<string, Prisma.PlaceCheckInCreateManyInput>();
  for (let k = 0; k < 60; k++) {
    const u = k < 4 ? 0 : rng.int(1, DEMO_USERS - 1);
    const c = cityOfUser(u);
    const createdAt = daysAgo(rng.int(0, 30));
    const day = new Date(createdAt.toISOString().slice(0, 10));
    const row = {
      id: `seed-checkin-${pad(k + 1, 3)}`,
      placeId: placeId(c, rng.int(0, 2)),
      userId: uid(u),
      day,
      createdAt,
    };
    checkIns.set(`${row.placeId} ${row.userId} ${day.toISOString()}`, row);
  }
  await tx.placeCheckIn.createMany({ data: [...checkIns.values()] });

  // Money for the demo user: the team subscription invoices and event payments.
  const mrng = rngFor(S.money, 0);
  const invoices: Prisma.InvoiceCreateManyInput[] = [];
  const transactions: Prisma.TransactionCreateManyInput[] = [];
  for (let m = 2; m >= 0; m--) {
    const at = new Date(today - (12 + 30 * m) * DAY + 9 * 3_600_000);
    invoices.push({
      id: `seed-invoice-demo-${3 - m}`,
      userId: DEMO_USER_ID,
      amountCents: 1999,
      status: 'paid',
      description: 'Organizer Pro (monthly) - Austin Dink Dynasty',
      createdAt: at,
    });
    transactions.push({
      id: `seed-txn-demo-sub-${3 - m}`,
      userId: DEMO_USER_ID,
      kind: 'SUBSCRIPTION',
      amountCents: 1999,
      description: 'Organizer Pro (monthly) - Austin Dink Dynasty',
      createdAt: at,
    });
  }
  for (const e of demoGoing
    .filter((x) => x.event.priceCents > 0 && x.participants.some((p) => p.userId === DEMO_USER_ID && p.paid))
    .slice(0, 5)) {
    transactions.push({
      id: `seed-txn-demo-${e.event.id}`,
      userId: DEMO_USER_ID,
      kind: 'EVENT_PAYMENT',
      amountCents: e.event.priceCents,
      description: e.event.title,
      eventId: e.event.id,
      createdAt: new Date(Math.min(e.event.dateStart.getTime() - 2 * DAY, now - 3_600_000)),
    });
  }
  for (const s of submissions.filter((x) => x.amountPaidCents && x.userId !== DEMO_USER_ID).slice(0, 6)) {
    transactions.push({
      id: `seed-txn-${s.id}`,
      userId: s.userId!,
      kind: 'FORM_PAYMENT',
      amountCents: s.amountPaidCents!,
      description: `Austin Dink Dynasty - ${nextSeason.label} Registration`,
      formSubmissionId: s.id,
      createdAt: new Date(now - mrng.int(2, 40) * DAY),
    });
  }
  await tx.invoice.createMany({ data: invoices });
  await tx.transaction.createMany({ data: transactions });
  log('seed: posts, social graph, notifications, money');
}
