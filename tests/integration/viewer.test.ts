import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { auth } from '@/lib/auth/next-auth';
import { getViewer } from '@/lib/auth/viewer';
import { SESSION_IDLE_MS, SESSION_TOUCH_MS, startSession } from '@/lib/auth/sessions';
import { makeUser } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

// getViewer (lib/auth/viewer.ts): the session's record and its user, read in one statement on every
// signed-in request; the cookie's claims (Auth.js) are stubbed, the database is real.
vi.mock('@/lib/auth/next-auth', () => ({ auth: vi.fn() }));
vi.mock('next/headers', () => ({ cookies: vi.fn(), headers: vi.fn() }));

type Claims = { user: { id: string }; sid: string; sessionVersion: number };
const signedInAs = (claims: Claims | null) =>
  vi.mocked(auth as unknown as () => Promise<Claims | null>).mockResolvedValue(claims);

beforeEach(() => vi.mocked(auth).mockReset());

describe('getViewer', () => {
  it('reads the session and its user in one statement, with the columns pages use', async () => {
    const user = await makeUser('Vera Viewer', {
      emailVerified: new Date('2026-01-02T03:04:05Z'),
      hasAdditionalInfo: true,
      betaAudiences: ['maps', 'chat'],
      timeZone: 'America/Chicago',
      distanceUnit: 'km',
      cityName: 'Austin, TX',
    });
    const sid = await startSession(db, user.id);
    signedInAs({ user: { id: user.id }, sid: sid, sessionVersion: 0 });
    const { result, count } = await countQueries(() => getViewer());
    expect(count).toBe(1);
    expect(result).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: new Date('2026-01-02T03:04:05Z'),
      displayName: 'Vera Viewer',
      fullName: null,
      photoUrl: null,
      hasAdditionalInfo: true,
      sessionVersion: 0,
      betaAudiences: ['maps', 'chat'],
      isAdmin: false,
      timeZone: 'America/Chicago',
      distanceUnit: 'km',
      cityName: 'Austin, TX',
    });
    expect(result?.emailVerified).toBeInstanceOf(Date);
  });

  it('is null when the session ended, the version was bumped or the cookie names another user', async () => {
    const user = await makeUser('Ended');
    const other = await makeUser('Other');
    const sid = await startSession(db, user.id);
    signedInAs({ user: { id: other.id }, sid: sid, sessionVersion: 0 });
    expect(await getViewer()).toBeNull();
    signedInAs({ user: { id: user.id }, sid: sid, sessionVersion: 1 });
    expect(await getViewer()).toBeNull();
    signedInAs({ user: { id: user.id }, sid: sid, sessionVersion: 0 });
    expect((await getViewer())?.id).toBe(user.id);
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: 1 } });
    expect(await getViewer()).toBeNull();
    await db.authSession.delete({ where: { id: sid } });
    signedInAs({ user: { id: user.id }, sid: sid, sessionVersion: 1 });
    expect(await getViewer()).toBeNull();
    signedInAs(null);
    expect(await getViewer()).toBeNull();
  });

  it('touches a session idle for a while and ends one idle too long', async () => {
    const user = await makeUser('Idle');
    const idleId = await startSession(db, user.id);
    await db.authSession.update({
      where: { id: idleId },
      data: { lastSeenAt: new Date(Date.now() - SESSION_TOUCH_MS - 60_000) },
    });
    signedInAs({ user: { id: user.id }, sid: idleId, sessionVersion: 0 });
    expect((await getViewer())?.id).toBe(user.id);
    const touched = await db.authSession.findUniqueOrThrow({ where: { id: idleId } });
    expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

    await db.authSession.update({
      where: { id: idleId },
      data: { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) },
    });
    expect(await getViewer()).toBeNull();
    expect(await db.authSession.findUnique({ where: { id: idleId } })).toBeNull();
  });
});
