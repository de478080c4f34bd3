import type { Db } from '@/lib/db';

// Failed sign-ins, counted in PostgreSQL so the limits hold across app instances. Attempts on one
// account are serialised (an advisory lock in the caller's transaction; a parallel attempt is refused),
// so guesses are counted one after another and cannot slip past together.
//
// - Per account and client address: after FAILURES_BEFORE_DELAY failures, each further try waits a
//   growing delay (1 s, 2 s, 4 s … at most 15 min) after the previous failure. Someone guessing from
//   elsewhere therefore never locks the owner out of their own device.
// - Per account from everywhere: MAX_FAILURES_PER_ACCOUNT in the window (a distributed attack) → refused.
// - Per client address across accounts: MAX_FAILURES_PER_IP in the window (password spraying) → refused.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const FAILURES_BEFORE_DELAY = 5;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 50;
export const MAX_FAILURES_PER_IP = 30;

type Tx = Pick<Db, 'loginAttempt'>;

/** Pure rule: the wait required after `failures` failures from one place, the last at `lastAt`. */
export function loginDelayMs(failures: number): number {
  if (failures < FAILURES_BEFORE_DELAY) return 0;
  return Math.min(1000 * 2 ** (failures - FAILURES_BEFORE_DELAY), MAX_DELAY_MS);
}

// True when this attempt holds the account's lock for its transaction. A second attempt on the same
// account while one is being checked is refused at once rather than queued, so a burst of parallel
// guesses can neither slip past the count nor tie up database connections waiting.
export async function lockAccountAttempts(tx: Pick<Db, '$queryRaw'>, email: string): Promise<boolean> {
  return tryXactLock(tx, `login:${email}`);
}

// The same for the client address: attempts on different accounts from one address are checked one at a
// time too, or a burst spread over many accounts would pass the per-address count together (each attempt
// counts the failures committed before it, and they all record theirs after hashing).
export async function lockAddressAttempts(tx: Pick<Db, '$queryRaw'>, ip: string | undefined) {
  return ip === undefined || tryXactLock(tx, `login-ip:${ip}`);
}

async function tryXactLock(tx: Pick<Db, '$queryRaw'>, key: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ locked: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS locked`;
  return rows[0]?.locked === true;
}

// `ip` is the server-derived client address (lib/auth/client-ip.ts); without one only the account counts.
export async function isLoginLimited(tx: Tx, email: string, ip: string | undefined, now = Date.now()) {
  const since = new Date(now - LOGIN_WINDOW_MS);
  const [fromHere, byAccount, byIp] = await Promise.all([
    tx.loginAttempt.findMany({
      where: { email, ip: ip ?? 'unknown', createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: 'desc' },
    }),
    tx.loginAttempt.count({ where: { email, createdAt: { gt: since } } }),
    ip ? tx.loginAttempt.count({ where: { ip, createdAt: { gt: since } } }) : 0,
  ]);
  if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP) return true;
  const last = fromHere[0]?.createdAt.getTime() ?? 0;
  return now - last < loginDelayMs(fromHere.length);
}

export async function recordFailedLogin(tx: Tx, email: string, ip: string | undefined) {
  await tx.loginAttempt.create({ data: { email, ip: ip ?? 'unknown' } });
  // Keep the table small: rows older than the window no longer count.
  if (Math.random() < 0.05) {
    await tx.loginAttempt.deleteMany({
      where: { createdAt: { lt: new Date(Date.now() - LOGIN_WINDOW_MS) } },
    });
  }
}

export async function clearFailedLogins(tx: Pick<Db, 'loginAttempt'>, email: string) {
  await tx.loginAttempt.deleteMany({ where: { email } });
}
