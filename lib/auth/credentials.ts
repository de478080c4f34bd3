import 'server-only';
import type { Db } from '@/lib/db';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import {
  attemptLockKeys,
  clearFailedLogins,
  failureCompleted,
  isLoginLimited,
  lockAttempts,
  recordFailedLogin,
} from './rate-limit';
import { inTurn } from './turns';
import type { LoginInput } from './schema';

export type LoginFailure = 'invalid-user' | 'network' | 'busy' | 'password-required';
export type CredentialsResult =
  { ok: true; userId: string; sessionVersion: number } | { ok: false; code: LoginFailure };

/** How long an attempt waits for its turn while others on the same account or address are looked at. */
export const LOCK_WAIT_MS = 5_000;
const POLL_MS = 100;

export type VerifyOptions = {
  /** This browser signed in to this account before (lib/auth/known-device.ts): the account-wide limit is skipped. */
  knownDevice?: boolean;
  lockWaitMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Checks an e-mail and password. An unknown e-mail, an account without a password and a wrong
// password all answer 'invalid-user' after the same amount of hashing work (no account enumeration).
// The limits of lib/auth/rate-limit.ts answer 'network', the spec's mapping for rate limits; 'busy' means
// other attempts on the same account or from the same address kept this one waiting past LOCK_WAIT_MS.
//
// 1. Its turn: attempts on the same account or from the same address in this process queue in memory
//    (lib/auth/turns.ts; no database connection held while waiting), for at most LOCK_WAIT_MS. Then a short
//    transaction takes the account's and the address's advisory locks (which order attempts across instances:
//    held by another instance, it is tried again every ~100 ms until the deadline), checks the limits and
//    records this attempt as a failure, so the next attempt counts it.
// 2. The password is checked outside any transaction: waiting for a hash slot (lib/auth/password.ts) never
//    holds a pool connection.
// 3. If it was wrong, the failure's time becomes the end of the check (delays run from there); if it was right,
//    a second short transaction removes the account's failures (this one's included).
export async function verifyCredentials(
  db: Db,
  input: LoginInput,
  ip: string | undefined,
  { knownDevice = false, lockWaitMs = LOCK_WAIT_MS }: VerifyOptions = {},
): Promise<CredentialsResult> {
  // Limits are judged as of the attempt's arrival: waiting in line behind a burst does not outlast a delay
  // that the burst itself started.
  const arrivedAt = Date.now();
  const deadline = arrivedAt + lockWaitMs;
  const turn = await inTurn(attemptLockKeys(input.email, ip, knownDevice), deadline, async () => {
    for (;;) {
      const answer = await db.$transaction(async (tx) => {
        if (!(await lockAttempts(tx, input.email, ip, knownDevice))) return 'locked' as const;
        if (await isLoginLimited(tx, input.email, ip, { knownDevice, now: arrivedAt }))
          return 'limited' as const;
        const attemptId = await recordFailedLogin(tx, input.email, ip);
        const user = await tx.user.findUnique({
          where: { email: input.email },
          select: { id: true, passwordHash: true, sessionVersion: true },
        });
        return { attemptId, user };
      });
      // Locked by an attempt in another instance (this one's are queued by inTurn): try again shortly.
      if (answer !== 'locked' || Date.now() >= deadline) return answer;
      await sleep(POLL_MS * (0.5 + Math.random()));
    }
  });
  if (turn === 'timeout' || turn === 'locked') return { ok: false, code: 'busy' };
  if (turn === 'limited') return { ok: false, code: 'network' };

  const { attemptId, user } = turn;
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    await failureCompleted(db, attemptId);
    return { ok: false, code: 'invalid-user' };
  }

  const newHash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined;
  await db.$transaction(async (tx) => {
    await clearFailedLogins(tx, input.email);
    if (newHash)
      await tx.user.update({ where: { id: user.id }, data: { passwordHash: newHash }, select: { id: true } });
  });
  return { ok: true, userId: user.id, sessionVersion: user.sessionVersion };
}
