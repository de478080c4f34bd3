import 'server-only';
import { addressKeys } from './ip-buckets';
import type { Db } from '@/lib/db';

// A limiter counted in PostgreSQL, so it holds across app instances and restarts. A hit is recorded
// BEFORE it is counted (insert, then count in the window, in one transaction serialised per key by an
// advisory lock), so parallel requests cannot slip past the limit together. A refused hit is not kept,
// so waiting always helps.
export type Limit = { bucket: string; key: string; max: number; windowMs: number };

type LimiterDb = Pick<Db, '$transaction'>;
type LimiterTx = Pick<Db, '$executeRaw' | '$queryRaw' | 'rateLimitHit'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest window of the limits below, except the buckets of LONG_WINDOWS (hits older are pruned). */
const longest = DAY_MS;
/** Buckets counted over more than a day, with their window. */
const LONG_WINDOWS: Record<string, number> = { 'connect:pair': 7 * DAY_MS, 'orgteam:pair': 7 * DAY_MS };

/** True when every limit still has room; records one hit under each key only then. */
export async function takeAll(db: LimiterDb, limits: Limit[]): Promise<boolean> {
  return (await takeAllOrRefusal(db, limits)) === null;
}

/** As takeAll, but answers the first limit without room (null when every limit had room and was taken). */
export async function takeAllOrRefusal(db: LimiterDb, limits: Limit[]): Promise<Limit | null> {
  if (!limits.some((l) => l.key)) return null;
  return db.$transaction((tx) => takeAllIn(tx, limits));
}

/**
 * As takeAllOrRefusal, inside the caller's transaction: the hits commit (or roll back) with the action they
 * limit, and the advisory locks are held until that transaction ends. Call it once per transaction.
 */
export async function takeAllIn(tx: LimiterTx, limits: Limit[]): Promise<Limit | null> {
  // Locks in one order, so two requests never wait on each other's keys. The same key twice counts twice.
  const active = limits
    .filter((l) => l.key)
    .sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  if (active.length === 0) return null;
  const wanted = new Map<string, { limit: Limit; n: number }>();
  for (const limit of active) {
    const id = `${limit.bucket}:${limit.key}`;
    const entry = wanted.get(id);
    if (entry) entry.n += 1;
    else wanted.set(id, { limit, n: 1 });
  }
  for (const id of wanted.keys()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${id}, 0))`;
  }
  for (const { limit, n } of wanted.values()) {
    const since = new Date(Date.now() - limit.windowMs);
    const rows = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM rate_limit_hits
      WHERE bucket = ${limit.bucket} AND key = ${limit.key} AND "createdAt" > ${since}`;
    if ((rows[0]?.n ?? 0) + n > limit.max) return limit;
  }
  await tx.rateLimitHit.createMany({ data: active.map((l) => ({ bucket: l.bucket, key: l.key })) });
  return null;
}

/**
 * Keeps the table small: hits older than the longest window no longer count. Run by the job worker
 * (lib/jobs/worker.ts) at start and every few minutes, not on the request path. Returns the rows removed.
 */
export async function pruneRateLimitHits(db: Pick<Db, 'rateLimitHit'>, now = new Date()): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const long = Object.keys(LONG_WINDOWS);
  const { count } = await db.rateLimitHit.deleteMany({
    where: {
      createdAt: { lt: before(longest) },
      OR: [
        { bucket: { notIn: long } },
        ...Object.entries(LONG_WINDOWS).map(([bucket, ms]) => ({ bucket, createdAt: { lt: before(ms) } })),
      ],
    },
  });
  return count;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const TEAM_INVITES_PER_DAY = 50;
/** "Message all joiners" per sender and game a day (docs/security.md). */
export const HOST_MESSAGES_PER_DAY = 5;
export const TEAM_INVITES_PER_ADDRESS_PER_DAY = 3;
// Per client address: the address's key (IPv6: its /64) with `max`, and for IPv6 its /48 with NETWORK_FACTOR
// times as many (lib/rate-limit/ip-buckets.ts). No address → no limit (skipped, never shared by everyone).
export const NETWORK_FACTOR = 4;
function perAddress(bucket: string, ip: string | undefined, max: number, windowMs: number): Limit[] {
  if (!ip) return [];
  const { address, network } = addressKeys(ip);
  const limits: Limit[] = [{ bucket: `${bucket}:ip`, key: address, max, windowMs }];
  if (network) limits.push({ bucket: `${bucket}:net`, key: network, max: max * NETWORK_FACTOR, windowMs });
  return limits;
}

// The limits, in one place (docs/security.md lists them). Keys: a lower-cased address, an account id,
// or the server-derived client address (absent → that limit is skipped, never shared by everyone).
export const limits = {
  /** Sign-up: per address asked for, and per client address (each hashes a password). */
  signUp: (email: string, ip?: string): Limit[] => [
    { bucket: 'signup:email', key: email, max: 3, windowMs: HOUR },
    ...perAddress('signup', ip, 10, HOUR),
  ],
  /** Forgot-password mails: per target address and per client address. */
  passwordReset: (email: string, ip?: string): Limit[] => [
    { bucket: 'reset:email', key: email, max: 3, windowMs: HOUR },
    ...perAddress('reset', ip, 20, HOUR),
  ],
  /** Resending the verification mail: per account. */
  verificationResend: (userId: string): Limit[] => [
    { bucket: 'verify:user', key: userId, max: 5, windowMs: HOUR },
  ],
  /** Confirmation mails for added addresses: per account and per target address. */
  alternateEmailMail: (userId: string, email: string): Limit[] => [
    { bucket: 'altmail:user', key: userId, max: 10, windowMs: DAY },
    { bucket: 'altmail:email', key: email, max: 3, windowMs: DAY },
  ],
  /** Family requests (each mails or notifies someone): per account. */
  familyRequests: (userId: string): Limit[] => [
    { bucket: 'family:user', key: userId, max: 40, windowMs: DAY },
  ],
  /** Looking people up by exact e-mail address (search, family, lists, alternate "in use"): per account. */
  emailLookup: (userId: string): Limit[] => [{ bucket: 'lookup:user', key: userId, max: 30, windowMs: HOUR }],
  /** Files uploaded to forms (each up to 5 MB, kept in the database): per account. */
  formUploads: (userId: string): Limit[] => [
    { bucket: 'formupload:user', key: userId, max: 40, windowMs: DAY },
  ],
  /** Photo uploads to places (each up to 5 MB, decoded and re-encoded, kept in the database): per account,
   *  counted before the decoding, so refused files count too. */
  placePhotos: (userId: string): Limit[] => [
    { bucket: 'placephoto:user', key: userId, max: 40, windowMs: DAY },
  ],
  /** Custom-domain verification (each asks DNS, up to 2 × 3 s): per website. */
  domainVerify: (websiteId: string): Limit[] => [
    { bucket: 'domainverify:site', key: websiteId, max: 10, windowMs: HOUR },
  ],

  // Actions that notify or mail other users (security review 3, M2/M3): per actor, and per target.
  /** Team invitations, by user or by address (each notifies or mails someone): per account, one hit per
   *  invitation (a team created with invitations takes one per invitee). */
  teamInvites: (userId: string): Limit[] => [
    { bucket: 'teaminvite:user', key: userId, max: TEAM_INVITES_PER_DAY, windowMs: DAY },
  ],
  /** Invitation mail to one address (lower-cased), from anyone. */
  teamInviteAddress: (email: string): Limit[] => [
    {
      bucket: 'teaminvite:email',
      key: email.toLowerCase(),
      max: TEAM_INVITES_PER_ADDRESS_PER_DAY,
      windowMs: DAY,
    },
  ],
  /** Connection requests: per account, and one request to the same person per 7 days (cancel and re-ask). */
  connectionRequest: (userId: string, targetId: string): Limit[] => [
    { bucket: 'connect:user', key: userId, max: 20, windowMs: DAY },
    { bucket: 'connect:pair', key: `${userId}>${targetId}`, max: 1, windowMs: 7 * DAY },
  ],
  /** Organization requests to add a team (each notifies its owner and admins): the same team once per 7 days. */
  organizationTeamRequests: (userId: string, teamId: string): Limit[] => [
    { bucket: 'orgteam:user', key: userId, max: 20, windowMs: DAY },
    { bucket: 'orgteam:pair', key: `${userId}>${teamId}`, max: 1, windowMs: 7 * DAY },
  ],
  /** Join requests to "by request" teams (each notifies its managers): once per team a day. */
  joinRequest: (userId: string, teamId: string): Limit[] => [
    { bucket: 'joinreq:team', key: `${userId}>${teamId}`, max: 1, windowMs: DAY },
  ],
  /** Public games (each alerts subscribers around it and the host's followers): per creator. */
  publicEvents: (userId: string): Limit[] => [{ bucket: 'event:user', key: userId, max: 20, windowMs: DAY }],
  /** Team discussions (each notifies every member): threads and replies per author. */
  discussionThreads: (userId: string): Limit[] => [
    { bucket: 'thread:user', key: userId, max: 20, windowMs: DAY },
  ],
  /** Game chat messages (each may notify everyone in the game): per author, a minute and a day. */
  gameChat: (userId: string): Limit[] => [
    { bucket: 'gamechat:minute', key: userId, max: 30, windowMs: 60 * 1000 },
    { bucket: 'gamechat:day', key: userId, max: 500, windowMs: DAY },
  ],
  /** "Message all joiners" (each notifies and mails everyone in the game): per sender and game a day. */
  hostMessages: (userId: string, eventId: string): Limit[] => [
    { bucket: 'hostmsg:game', key: `${userId}>${eventId}`, max: HOST_MESSAGES_PER_DAY, windowMs: DAY },
  ],
  discussionReplies: (userId: string): Limit[] => [
    { bucket: 'reply:user', key: userId, max: 100, windowMs: DAY },
  ],

  // Public content on the app's own origin (review 3, L8): per account a day.
  posts: (userId: string): Limit[] => [{ bucket: 'post:user', key: userId, max: 10, windowMs: DAY }],
  websites: (userId: string): Limit[] => [{ bucket: 'site:user', key: userId, max: 5, windowMs: DAY }],
  places: (userId: string): Limit[] => [{ bucket: 'place:user', key: userId, max: 20, windowMs: DAY }],
  teams: (userId: string): Limit[] => [{ bucket: 'team:user', key: userId, max: 10, windowMs: DAY }],
};
