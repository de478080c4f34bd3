import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { AuthTokenPurpose } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';

// Mailed links carry a 256-bit random token; only its SHA-256 is stored. Tokens are single-use.
export const TOKEN_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 60 * 60 * 1000,
  VERIFY_ALTERNATE_EMAIL: 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 30 * 60 * 1000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Tx = Pick<Db, 'authToken'>;

export async function issueToken(
  tx: Tx,
  userId: string,
  purpose: AuthTokenPurpose,
  email: string,
  browserHash?: string,
) {
  const token = randomBytes(32).toString('base64url');
  // A new link replaces the older unused ones of the same purpose (alternate emails: of the same address,
  // so that links for two added addresses both work).
  const sameAddress = purpose === 'VERIFY_ALTERNATE_EMAIL' ? { email } : {};
  await tx.authToken.deleteMany({ where: { userId, purpose, usedAt: null, ...sameAddress } });
  await tx.authToken.create({
    data: {
      userId,
      purpose,
      email,
      tokenHash: hashToken(token),
      browserHash,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    },
  });
  return token;
}

// Marks the token used and returns it, or null when unknown, used, expired or of another purpose.
// The conditional update makes concurrent redemptions of one token succeed once.
export async function consumeToken(tx: Tx, token: string, purpose: AuthTokenPurpose) {
  const tokenHash = hashToken(token);
  const { count } = await tx.authToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (count !== 1) return null;
  return tx.authToken.findUnique({ where: { tokenHash } });
}

// The token's row while it can still be redeemed (unknown, used, expired or of another purpose → null),
// without using it up: lets a page or use case check cheap things before expensive ones.
export async function peekToken(tx: Tx, token: string, purpose: AuthTokenPurpose) {
  return tx.authToken.findFirst({
    where: { tokenHash: hashToken(token), purpose, usedAt: null, expiresAt: { gt: new Date() } },
  });
}
