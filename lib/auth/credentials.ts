import 'server-only';
import type { Db } from '@/lib/db';
import { dummyPasswordHash, verifyPassword } from './password';
import { clearFailedLogins, isLoginLimited, recordFailedLogin } from './rate-limit';
import type { LoginInput } from './schema';

export type LoginFailure = 'invalid-user' | 'network' | 'password-required';
export type CredentialsResult =
  { ok: true; userId: string; sessionVersion: number } | { ok: false; code: LoginFailure };

// Checks an e-mail and password. An unknown e-mail, an account without a password and a wrong
// password all answer 'invalid-user' after the same amount of hashing work (no account enumeration).
// Too many failures (per account or per IP) answer 'network', the spec's mapping for rate limits.
export async function verifyCredentials(
  db: Db,
  input: LoginInput,
  ip: string | undefined,
): Promise<CredentialsResult> {
  if (await isLoginLimited(db, input.email, ip)) return { ok: false, code: 'network' };

  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, passwordHash: true, sessionVersion: true },
  });
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    await recordFailedLogin(db, input.email, ip);
    return { ok: false, code: 'invalid-user' };
  }
  await clearFailedLogins(db, input.email);
  return { ok: true, userId: user.id, sessionVersion: user.sessionVersion };
}
