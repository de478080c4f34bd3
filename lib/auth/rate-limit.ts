import type { Db } from '@/lib/db';
import { addressKeys, networkPrefix } from '@/lib/rate-limit/ip-buckets';

// Failed sign-ins, counted in PostgreSQL so the limits hold across app instances. An attempt is recorded as a
// failure BEFORE its password is checked (a short transaction, serialised per account and per client address
// by advisory locks), and the record is removed if the password was right; so parallel attempts each count
// the ones still being checked, and none slips past a limit. The check itself runs outside any transaction.
//
// Client addresses are counted by key (lib/rate-limit/ip-buckets.ts): an IPv4 address, or an IPv6 /64; IPv6 /48s
// are counted too.
//
// - Per account and client address: after FAILURES_BEFORE_DELAY failures, each further try waits a
//   growing delay (1 s, 2 s, 4 s … at most 15 min) after the previous failure. Someone guessing from
//   elsewhere therefore never locks the owner out of their own device.
// - Per account from everywhere: past MAX_FAILURES_PER_ACCOUNT in the window (a distributed attack) each try
//   from a browser that has not signed in to this account before waits a growing delay after the account's
//   last failure (1 s, 2 s, 4 s … at most 15 min), so the guesses slow down to a few per window. A browser
//   this account signed in from before (lib/auth/known-device.ts) is exempt: the owner is never locked out.
// - Per client address across accounts: MAX_FAILURES_PER_IP in the window (password spraying) → refused; per
//   IPv6 /48, MAX_FAILURES_PER_NETWORK.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_BEFORE_DELAY = 5;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 50;
export const MAX_FAILURES_PER_IP = 30;
export const MAX_FAILURES_PER_NETWORK = 4 * MAX_FAILURES_PER_IP;

type Tx = Pick<Db, 'loginAttempt'>;

/** Pure rule: the wait required after `failures` failures from one place. */
export function loginDelayMs(failures: number): number {
  if (failures < FAILURES_BEFORE_DELAY) return 0;
  return Math.min(1000 * 2 ** (failures - FAILURES_BEFORE_DELAY), MAX_DELAY_MS);
}

/** Pure rule: the wait required after `failures` failures on one account from everywhere. */
export function accountDelayMs(failures: number): number {
  if (failures < MAX_FAILURES_PER_ACCOUNT) return 0;
  return Math.min(1000 * 2 ** (failures - MAX_FAILURES_PER_ACCOUNT), MAX_DELAY_MS);
}

/** The key an address's failures are recorded under ('unknown' without an address). */
export const attemptKey = (ip: string | undefined) => (ip ? addressKeys(ip).address : 'unknown');

// True when this attempt holds the account's lock (and the address's) for its transaction; false when another
// attempt holds one (the caller tries again shortly, for a bounded time). A known browser takes its own
// account lock, so a flood of attempts from elsewhere never keeps the owner waiting.
/** The advisory lock keys of an attempt: its account (a known browser's own) and its address. */
export function attemptLockKeys(email: string, ip: string | undefined, knownDevice: boolean): string[] {
  const keys = [knownDevice ? `login-known:${email}` : `login:${email}`];
  if (ip !== undefined) keys.push(`login-ip:${attemptKey(ip)}`);
  return keys;
}

export async function lockAttempts(
  tx: Pick<Db, '$queryRaw'>,
  email: string,
  ip: string | undefined,
  knownDevice: boolean,
): Promise<boolean> {
  for (const key of attemptLockKeys(email, ip, knownDevice)) if (!(await tryXactLock(tx, key))) return false;
  return true;
}

async function tryXactLock(tx: Pick<Db, '$queryRaw'>, key: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ locked: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS locked`;
  return rows[0]?.locked === true;
}

// `ip` is the server-derived client address (lib/auth/client-ip.ts); without one only the account counts.
export async function isLoginLimited(
  tx: Tx,
  email: string,
  ip: string | undefined,
  { knownDevice = false, now = Date.now() }: { knownDevice?: boolean; now?: number } = {},
) {
  const since = new Date(now - LOGIN_WINDOW_MS);
  const keys = ip ? addressKeys(ip) : undefined;
  const [fromHere, byAccount, lastOnAccount, byIp, byNetwork] = await Promise.all([
    tx.loginAttempt.findMany({
      where: { email, ip: attemptKey(ip), createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: 'desc' },
    }),
    knownDevice ? 0 : tx.loginAttempt.count({ where: { email, createdAt: { gt: since } } }),
    knownDevice
      ? null
      : tx.loginAttempt.findFirst({
          where: { email, createdAt: { gt: since } },
          select: { createdAt: true },
          orderBy: { createdAt: 'desc' },
        }),
    keys ? tx.loginAttempt.count({ where: { ip: keys.address, createdAt: { gt: since } } }) : 0,
    keys?.network
      ? tx.loginAttempt.count({
          where: { ip: { startsWith: networkPrefix(keys.network) }, createdAt: { gt: since } },
        })
      : 0,
  ]);
  if (byIp >= MAX_FAILURES_PER_IP || byNetwork >= MAX_FAILURES_PER_NETWORK) return true;
  // `now` may be before the last failure (an attempt that waited its turn is judged as of its arrival).
  const waiting = (last: Date | undefined, delay: number) =>
    delay > 0 && now - (last?.getTime() ?? 0) < delay;
  return (
    waiting(lastOnAccount?.createdAt, accountDelayMs(byAccount)) ||
    waiting(fromHere[0]?.createdAt, loginDelayMs(fromHere.length))
  );
}

/** Records a failure (before the check: see above); returns its id (see failureCompleted). */
export async function recordFailedLogin(tx: Tx, email: string, ip: string | undefined): Promise<bigint> {
  const { id } = await tx.loginAttempt.create({ data: { email, ip: attemptKey(ip) }, select: { id: true } });
  // Keep the table small: rows older than the window no longer count.
  if (Math.random() < 0.05) {
    await tx.loginAttempt.deleteMany({
      where: { createdAt: { lt: new Date(Date.now() - LOGIN_WINDOW_MS) } },
    });
  }
  return id;
}

/** A recorded failure was confirmed: the delays run from now, the end of its check (unless a sign-in removed it). */
export async function failureCompleted(db: Tx, id: bigint) {
  await db.loginAttempt.updateMany({ where: { id }, data: { createdAt: new Date() } });
}

export async function clearFailedLogins(tx: Pick<Db, 'loginAttempt'>, email: string) {
  await tx.loginAttempt.deleteMany({ where: { email } });
}
