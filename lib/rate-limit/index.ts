import 'server-only';
import { addressKeys } from './ip-buckets';
import type { Db } from '@/lib/db';

// A limiter counted in PostgreSQL, so it holds across app instances and restarts. A hit is recorded
// BEFORE it is counted (insert, then count in the window, in one transaction serialised per key by an
// advisory lock), so parallel requests cannot slip past the limit together. A refused hit is not kept,
// so waiting always helps.
export type Limit = { bucket: string; key: string; max: number; windowMs: number };

type LimiterDb = Pick<Db, '$transaction'>;

const longest = 24 * 60 * 60 * 1000;

/** True when every limit still has room; records one hit under each key only then. */
export async function takeAll(db: LimiterDb, limits: Limit[]): Promise<boolean> {
  // Locks in one order, so two requests never wait on each other's keys.
  const active = limits
    .filter((l) => l.key)
    .sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
  if (active.length === 0) return true;
  return db.$transaction(async (tx) => {
    for (const limit of active) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${limit.bucket}:${limit.key}`}, 0))`;
    }
    for (const limit of active) {
      const since = new Date(Date.now() - limit.windowMs);
      const rows = await tx.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM rate_limit_hits
        WHERE bucket = ${limit.bucket} AND key = ${limit.key} AND "createdAt" > ${since}`;
      if ((rows[0]?.n ?? 0) >= limit.max) return false;
    }
    await tx.rateLimitHit.createMany({ data: active.map((l) => ({ bucket: l.bucket, key: l.key })) });
    return true;
  });
}

/**
 * Keeps the table small: hits older than the longest window no longer count. Run by the job worker
 * (lib/jobs/worker.ts) at start and every few minutes, not on the request path. Returns the rows removed.
 */
export async function pruneRateLimitHits(db: Pick<Db, 'rateLimitHit'>, now = new Date()): Promise<number> {
  const { count } = await db.rateLimitHit.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - longest) } },
  });
  return count;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

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

// The limits, in one place (README "Security" lists them). Keys: a lower-cased address, an account id,
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
};
