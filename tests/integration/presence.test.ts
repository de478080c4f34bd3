import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { heartbeat, isOnlineFor } from '@/lib/presence/service';
import { makeUser } from '@/tests/support/factories';

// Online status: a heartbeat marks the user online and is written at most once a minute; others see the dot
// only when the user's publicOnlineStatus allows it and no block stands between them.
describe('presence', () => {
  it('writes a heartbeat at most once a minute', async () => {
    const user = await makeUser('Beat');
    const t0 = new Date('2026-11-25T12:00:00Z');
    expect(await heartbeat(db, user.id, t0)).toBe(true);
    expect(await heartbeat(db, user.id, new Date(t0.getTime() + 30_000))).toBe(false);
    expect(await heartbeat(db, user.id, new Date(t0.getTime() + 59_000))).toBe(true);
    expect((await db.presence.findUniqueOrThrow({ where: { userId: user.id } })).lastSeenAt).toEqual(
      new Date(t0.getTime() + 59_000),
    );
    // Marked offline (e.g. by sign-out): the next beat writes at once.
    await db.presence.update({ where: { userId: user.id }, data: { online: false } });
    expect(await heartbeat(db, user.id, new Date(t0.getTime() + 60_000))).toBe(true);
  });

  it('shows the dot only when allowed, recent and unblocked', async () => {
    const [viewer, open, privateUser, blocker, stale] = await Promise.all([
      makeUser('Viewer'),
      makeUser('Open'),
      makeUser('Private', { publicOnlineStatus: false }),
      makeUser('Blocker'),
      makeUser('Stale'),
    ]);
    for (const u of [viewer, open, privateUser, blocker]) await heartbeat(db, u.id);
    await db.presence.create({
      data: { userId: stale.id, online: true, lastSeenAt: new Date(Date.now() - 10 * 60_000) },
    });
    await db.block.create({ data: { blockerId: blocker.id, blockedUserId: viewer.id } });
    expect(await isOnlineFor(db, viewer.id, open.id)).toBe(true);
    expect(await isOnlineFor(db, viewer.id, privateUser.id)).toBe(false);
    expect(await isOnlineFor(db, privateUser.id, privateUser.id)).toBe(true);
    expect(await isOnlineFor(db, viewer.id, blocker.id)).toBe(false);
    expect(await isOnlineFor(db, blocker.id, viewer.id)).toBe(false);
    expect(await isOnlineFor(db, viewer.id, stale.id)).toBe(false);
    expect(await isOnlineFor(db, viewer.id, 'no-such-user')).toBe(false);
  });
});
