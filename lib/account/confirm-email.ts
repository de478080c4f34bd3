import 'server-only';
import type { Db } from '@/lib/db';
import { hashPassword } from '@/lib/auth/password';
import { clearFailedLogins } from '@/lib/auth/rate-limit';
import { browserHash } from '@/lib/auth/service';
import { consumeToken, peekToken } from '@/lib/auth/tokens';
import { mergeGuestIntoUser } from '@/lib/guests/service';
import { attachInvitations } from '@/lib/teams/service';

// The end of sign-up. It lives above auth (an account use case: it reaches teams and guests), so the session
// check (lib/auth/viewer.ts) does not load those domains; the e-mail-link sign-in loads it when used.

export type ConfirmEmailResult =
  | { status: 'confirmed'; user: { id: string; sessionVersion: number } }
  | { status: 'invalid' }
  | { status: 'passwordRequired' };

// Redeems a verification link: the address counts as verified, every session issued before ends
// (sessionVersion + 1: an unverified session may belong to someone who does not own the inbox), and
// an unbound link also replaces the password. The token is checked before any password is hashed.
export async function confirmEmail(
  db: Db,
  token: string,
  options: { browserSecret?: string; newPassword?: string } = {},
): Promise<ConfirmEmailResult> {
  const row = await peekToken(db, token, 'VERIFY_EMAIL');
  if (!row) return { status: 'invalid' };
  const bound = Boolean(row.browserHash) && row.browserHash === browserHash(options.browserSecret);
  if (!bound && !options.newPassword) return { status: 'passwordRequired' };
  const passwordHash = options.newPassword ? await hashPassword(options.newPassword) : undefined;
  return db.$transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'VERIFY_EMAIL');
    if (!used) return { status: 'invalid' } as const;
    const { count } = await tx.user.updateMany({
      where: { id: used.userId, email: used.email },
      data: {
        emailVerified: new Date(),
        sessionVersion: { increment: 1 },
        ...(passwordHash && { passwordHash }),
      },
    });
    if (count !== 1) return { status: 'invalid' } as const;
    await clearFailedLogins(tx, used.email);
    // Team invitations sent to this address before it had an account now reach the account.
    await attachInvitations(tx, used.userId, used.email);
    // A guest added to games under this address (no account then): the games become the account's.
    await mergeGuestIntoUser(tx, used.userId, used.email);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: used.userId },
      select: { id: true, sessionVersion: true },
    });
    return { status: 'confirmed', user } as const;
  });
}
