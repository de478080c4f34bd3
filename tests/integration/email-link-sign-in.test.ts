import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@/lib/auth/next-auth';
import { issueToken } from '@/lib/auth/tokens';
import { db } from '@/lib/db';
import { makeTeam, makeUser, uniqueTag } from '@/tests/support/factories';

// The mailed verification link signs its owner in through Auth.js's 'email-link' provider, which loads sign-up's
// completion (lib/account/confirm-email.ts) only when a link is used (issue 33 §1: the session check no longer
// loads teams and guests). Driven through the real endpoint, as the confirm page posts it.

const BASE = 'http://localhost:3000';
const PASSWORD = 'a-long-new-password-33';
let csrf: { token: string; cookie: string };

beforeAll(async () => {
  const res = await handlers.GET(new NextRequest(`${BASE}/api/auth/csrf`));
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  csrf = { token: csrfToken, cookie };
});

async function openLink(token: string) {
  const res = await handlers.POST(
    new NextRequest(`${BASE}/api/auth/callback/email-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
      body: new URLSearchParams({
        csrfToken: csrf.token,
        token,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    }),
  );
  expect(res.status).toBe(302);
  return {
    signedIn: res.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token=')),
    code: new URL(res.headers.get('location')!).searchParams.get('code'),
  };
}

describe('sign-in with the mailed verification link', () => {
  it('confirms the address, attaches a team invitation sent to it, and signs the owner in', async () => {
    const email = `link.${uniqueTag()}@example.com`;
    const user = await makeUser('Linda', { email, emailVerified: null });
    const team = await makeTeam((await makeUser('Captain')).id);
    // An invitation sent to the address before it had an account.
    await db.rosterEntry.create({ data: { teamId: team.id, email, role: 'pending-player' } });
    const token = await issueToken(db, user.id, 'VERIFY_EMAIL', email);

    expect(await openLink(token)).toEqual({ signedIn: true, code: null });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.emailVerified).not.toBeNull();
    expect(await db.rosterEntry.count({ where: { teamId: team.id, userId: user.id } })).toBe(1);
  });

  it('refuses an unknown link without signing anyone in', async () => {
    expect(await openLink('n'.repeat(43))).toEqual({ signedIn: false, code: 'invalid-user' });
  });
});
