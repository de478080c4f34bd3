import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { createEvent } from '@/lib/events/service';
import { setFollowAction } from '@/lib/follows/actions';
import { followedHosts, hostPage } from '@/lib/follows/service';
import { followUi, teamUi } from '@/lib/messages/teams';
import { callAs } from '@/tests/support/act-as';
import { gameInput } from '@/tests/support/events';

// Hosts you follow: follow/unfollow users and teams, the host page, and notifications of new public events.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
});

let seq = 0;
const createUser = (name = 'User') => {
  seq += 1;
  return db.user.create({
    data: {
      email: `follow${seq}.${Date.now()}@example.com`,
      emailVerified: new Date(),
      fullName: `${name} ${seq}`,
      displayName: `${name} ${seq}`,
      hasAdditionalInfo: true,
    },
  });
};
const follow = (who: { id: string }, kind: 'user' | 'team', hostId: string, on = true) =>
  callAs(who, setFollowAction, { kind, hostId, follow: on });
const followedNotices = (userId: string) =>
  db.notification.findMany({ where: { userId, type: 'FOLLOWED_HOST_EVENT' }, select: { message: true } });

describe('hosts you follow', () => {
  it('follows users and teams, lists them, and notifies followers of new public events only', async () => {
    const [host, fan, teamFan, blockedFan, owner] = await Promise.all([
      createUser('Host'),
      createUser('Fan'),
      createUser('TeamFan'),
      createUser('Blocked'),
      createUser('Owner'),
    ]);
    const team = await db.team.create({
      data: {
        name: 'Open FC',
        ownerId: owner.id,
        joinPolicy: 'OPEN',
        roster: {
          create: [
            { userId: owner.id, role: 'owner' },
            { userId: host.id, role: 'manager' },
          ],
        },
      },
    });
    expect(await follow(fan, 'user', host.id)).toMatchObject({
      ok: true,
      message: followUi.followed(host.displayName!),
    });
    expect(await follow(fan, 'user', host.id)).toMatchObject({ ok: true }); // idempotent
    expect(await follow(teamFan, 'team', team.id)).toMatchObject({ ok: true });
    expect(await follow(blockedFan, 'user', host.id)).toMatchObject({ ok: true });
    await db.block.create({ data: { blockerId: host.id, blockedUserId: blockedFan.id } });
    // Oneself, unknown ids and blocked hosts are not found.
    expect(await follow(fan, 'user', fan.id)).toEqual({ ok: false, message: followUi.hostNotFound });
    expect(await follow(fan, 'team', 'nope')).toEqual({ ok: false, message: followUi.hostNotFound });
    expect(await follow(blockedFan, 'user', host.id)).toEqual({ ok: false, message: followUi.hostNotFound });

    expect((await followedHosts(db, fan.id)).map((h) => [h.kind, h.id])).toEqual([['user', host.id]]);
    expect(await followedHosts(db, blockedFan.id)).toEqual([]);

    // A private event notifies nobody; a public one hosted by the team notifies the user's and the team's fans.
    await createEvent(db, host.id, gameInput({ gameTypeId: soccer, isPrivate: true, title: 'Secret' }));
    expect(await followedNotices(fan.id)).toEqual([]);
    const created = await createEvent(
      db,
      host.id,
      gameInput({ gameTypeId: soccer, title: 'Sunday 7s', hostingTeamId: team.id }),
    );
    expect(created.ok).toBe(true);
    expect(await followedNotices(fan.id)).toEqual([
      { message: teamUi.followedEventMessage('Open FC', 'Sunday 7s') },
    ]);
    expect(await followedNotices(teamFan.id)).toHaveLength(1);
    expect(await followedNotices(blockedFan.id)).toEqual([]);

    const page = await hostPage(db, teamFan.id, team.id);
    expect(page).toMatchObject({ kind: 'team', following: true, host: { name: 'Open FC' } });
    expect(page?.events.map((e) => e.title)).toEqual(['Sunday 7s']);
    expect(await hostPage(db, blockedFan.id, host.id)).toBeNull();

    expect(await follow(fan, 'user', host.id, false)).toMatchObject({
      ok: true,
      message: followUi.unfollowed(host.displayName!),
    });
    expect(await followedHosts(db, fan.id)).toEqual([]);
  });
});
