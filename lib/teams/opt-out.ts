import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';

// "Do not mail me invitations" (security review 3, M2): every team invitation mail to an address without an
// account carries a link signed for that address (an HMAC with AUTH_SECRET, so nothing is stored until it is
// used). Confirming it records the address; later invitations to it are still recorded (they attach if the
// address signs up) but send no mail, and the inviter is answered as before.

export const OPT_OUT_PATH = '/auth/stop-invitations';

const normal = (email: string) => email.trim().toLowerCase();

function secret(): string {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error('AUTH_SECRET is required to sign invitation opt-out links');
  return value;
}

/** The link's token for `email`: HMAC-SHA256 of the lower-cased address, base64url. */
export const optOutToken = (email: string) =>
  createHmac('sha256', secret())
    .update(`invitation-opt-out:${normal(email)}`)
    .digest('base64url');

/** The page that asks the address's owner to confirm (a GET never changes anything: mail scanners open links). */
export function optOutUrl(email: string): string {
  const url = new URL(OPT_OUT_PATH, env().APP_URL);
  url.searchParams.set('email', normal(email));
  url.searchParams.set('token', optOutToken(email));
  return url.toString();
}

/** Whether `token` was signed for `email`. */
export function validOptOut(email: string, token: string): boolean {
  if (!email || !token) return false;
  const expected = Buffer.from(optOutToken(email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Records the opt-out when the token is the address's; false for a forged or mistyped link. */
export async function optOutOfInvitations(
  db: Pick<Db, 'invitationOptOut'>,
  email: string,
  token: string,
): Promise<boolean> {
  if (!validOptOut(email, token)) return false;
  await db.invitationOptOut.createMany({ data: [{ email: normal(email) }], skipDuplicates: true });
  return true;
}

/** Whether the address asked for no invitation mail. */
export async function optedOut(db: Pick<Db, 'invitationOptOut'>, email: string): Promise<boolean> {
  return (await db.invitationOptOut.count({ where: { email: normal(email) } })) > 0;
}
