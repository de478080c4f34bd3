import 'server-only';
import type { Db } from '@/lib/db';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';
import {
  clearFailedLogins,
  isLoginLimited,
  lockAccountAttempts,
  lockAddressAttempts,
  recordFailedLogin,
} from './rate-limit';
import type { LoginInput } from './schema';

export type LoginFailure = 'invalid-user' | 'network' | 'password-required';
export type CredentialsResult =
  { ok: true; userId: string; sessionVersion: number } | { ok: false; code: LoginFailure };

// Checks an e-mail and password. An unknown e-mail, an account without a password and a wrong
// password all answer 'invalid-user' after the same amount of hashing work (no account enumeration).
// The limits of lib/auth/rate-limit.ts answer 'network', the spec's mapping for rate limits.
export async function verifyCredentials(
  db: Db,
  input: LoginInput,
  ip: string | undefined,
): Promise<CredentialsResult> {
  // One attempt per account and one per client address at a time: the limits below are checked and the
  // failure recorded before the next attempt on this account or from this address is looked at.
  return db.$transaction(
    async (tx) => {
      if (
        !(await lockAccountAttempts(tx, input.email)) ||
        !(await lockAddressAttempts(tx, ip)) ||
        (await isLoginLimited(tx, input.email, ip))
      )
        return { ok: false, code: 'network' } as const;
      const user = await tx.user.findUnique({
        where: { email: input.email },
        select: { id: true, passwordHash: true, sessionVersion: true },
      });
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !user.passwordHash || !valid) {
        await recordFailedLogin(tx, input.email, ip);
        return { ok: false, code: 'invalid-user' } as const;
      }
      await clearFailedLogins(tx, input.email);
      if (needsRehash(user.passwordHash))
        await tx.user.update({
          where: { id: user.id },
          data: { passwordHash: await hashPassword(input.password) },
          select: { id: true },
        });
      return { ok: true, userId: user.id, sessionVersion: user.sessionVersion } as const;
    },
    { timeout: 20_000, maxWait: 20_000 },
  );
}
