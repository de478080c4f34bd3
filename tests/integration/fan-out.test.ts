import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { queueActivityAlerts } from '@/lib/activity-subscriptions/alerts';
import { saveFamilyMembersAction } from '@/lib/family/actions';
import { MAX_NEW_ROWS } from '@/lib/family/rules';
import { MAIL_QUEUE } from '@/lib/notifications/queue';
import { notifyMany } from '@/lib/notifications/notify';
import { saveInterestsAction } from '@/lib/profile/actions';
import { callAs } from '@/tests/support/act-as';
import { makeUser, makeUsers } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

// Issue 9 §3: writes that fan out to many rows cost the same number of statements for 1 recipient as for
// 50 — pinned with the query counter, and checked for what each recipient actually gets.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const mailJobsTo = async (userIds: string[]) =>
  (
    await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'userId' = ANY($2::text[])`,
      MAIL_QUEUE,
      userIds,
    )
  )[0].n;

describe('fan-out stays flat from 1 to 50 recipients', () => {
  it('notifyMany: one settings read, one notification insert, one mail-job insert', async () => {
    const content = { type: 'TEST_FANOUT', title: 'Game on', message: 'Your game is on' };
    const one = await makeUsers(1, 'Solo');
    const fifty = await makeUsers(50, 'Crowd');
    // Someone with mail off for this category still gets the in-app notification, and no mail.
    await db.user.update({
      where: { id: fifty[0] },
      data: { notificationSettings: { eventCreatedJoin: { email: false, push: true } } },
    });
    const small = await countQueries(() => db.$transaction((tx) => notifyMany(tx, one, content)));
    const large = await countQueries(() =>
      db.$transaction((tx) =>
        notifyMany(tx, fifty, (userId) => ({ ...content, category: 'eventCreatedJoin', data: { userId } })),
      ),
    );
    expect(small.count).toBeLessThanOrEqual(3);
    expect(large.count).toBe(small.count);
    expect(await db.notification.count({ where: { userId: { in: fifty }, type: 'TEST_FANOUT' } })).toBe(50);
    const mine = await db.notification.findFirstOrThrow({ where: { userId: fifty[7] } });
    expect(mine.data).toEqual({ userId: fifty[7] });
    expect(await mailJobsTo(fifty)).toBe(49);
    expect(large.result.map((r) => r.id !== null)).toEqual(fifty.map(() => true));
    expect(large.result[0].mailJobId).toBeNull();
  });

  it('activity alerts for a new event: the same statements for 1 or 50 subscribers', async () => {
    const creator = await makeUser('Host');
    const place = { lat: 41.88, lng: -87.63 };
    const subscribe = (userIds: string[], lng: number) =>
      db.activitySubscription.createMany({
        data: userIds.map((userId) => ({
          userId,
          addressLat: place.lat,
          addressLng: lng,
          addressDescription: 'Chicago, IL, USA',
          addressName: 'Chicago',
          radiusMiles: 5,
          activities: ['Pickleball'],
        })),
      });
    const one = await makeUsers(1, 'Watcher');
    const fifty = await makeUsers(50, 'Fans');
    await subscribe(one, place.lng);
    await subscribe(fifty, place.lng + 3); // ~150 miles east: another town
    const event = (id: string, lng: number) => ({
      id,
      creatorId: creator.id,
      title: 'Evening doubles',
      activity: 'Pickleball',
      lat: place.lat,
      lng,
      locationName: 'Court 1',
      dateStart: new Date(Date.now() + 86_400_000),
      timeZone: 'America/Chicago',
    });
    const newEvent = (lng: number) =>
      db.event.create({
        data: {
          title: 'Evening doubles',
          creatorId: creator.id,
          dateStart: new Date(Date.now() + 86_400_000),
          locationName: 'Court 1',
          lat: place.lat,
          lng,
          geohash: 'dp3wj',
          timeZone: 'America/Chicago',
        },
      });
    const [near, far] = [await newEvent(place.lng), await newEvent(place.lng + 3)];
    const small = await countQueries(() =>
      db.$transaction((tx) => queueActivityAlerts(tx, event(near.id, place.lng))),
    );
    const large = await countQueries(() =>
      db.$transaction((tx) => queueActivityAlerts(tx, event(far.id, place.lng + 3))),
    );
    expect(small.result).toEqual(one);
    expect([...large.result].sort()).toEqual([...fifty].sort());
    expect(large.count).toBe(small.count);
    expect(await db.notification.count({ where: { userId: { in: fifty }, type: 'ACTIVITY_ALERT' } })).toBe(
      50,
    );
  });

  it('family save: the same statements for 1 request or a full card of requests', async () => {
    const [a, b] = [await makeUser('Asker A'), await makeUser('Asker B')];
    const rows = (ids: string[]) =>
      ids.map((userId) => ({
        isPlatformUser: true,
        relation: 'sibling',
        userId,
        firstName: '',
        lastName: '',
        age: '',
        phoneNumber: '',
      }));
    const one = await makeUsers(1, 'Kin');
    const many = await makeUsers(MAX_NEW_ROWS, 'Clan');
    const small = await countQueries(() => callAs(a, saveFamilyMembersAction, { members: rows(one) }));
    const large = await countQueries(() => callAs(b, saveFamilyMembersAction, { members: rows(many) }));
    expect(small.result).toMatchObject({ ok: true, data: { requests: 1, created: 1 } });
    expect(large.result).toMatchObject({ ok: true, data: { requests: MAX_NEW_ROWS, created: MAX_NEW_ROWS } });
    expect(large.count).toBe(small.count);
    expect(await db.familyConnection.count({ where: { requesterId: b.id, status: 'PENDING' } })).toBe(
      MAX_NEW_ROWS,
    );
    expect(
      await db.notification.count({ where: { userId: { in: many }, type: 'FAMILY_CONNECTION_REQUEST' } }),
    ).toBe(MAX_NEW_ROWS);
  });

  it('sports save: the same statements for 1 sport or many', async () => {
    const labels = Array.from({ length: 12 }, (_, i) => `Fanout sport ${i}`);
    await db.gameType.createMany({ data: labels.map((label) => ({ label })) });
    const games = await db.gameType.findMany({ where: { label: { in: labels } }, select: { id: true } });
    const [a, b] = [await makeUser('Sporty A'), await makeUser('Sporty B')];
    const sports = (n: number) =>
      games.slice(0, n).map((g, i) => ({ gameTypeId: g.id, available: i % 2 === 0 }));
    const small = await countQueries(() => callAs(a, saveInterestsAction, { sports: sports(1) }));
    const large = await countQueries(() => callAs(b, saveInterestsAction, { sports: sports(12) }));
    expect(small.result.ok && large.result.ok).toBe(true);
    expect(large.count).toBe(small.count);
    expect(await db.userSport.count({ where: { userId: b.id } })).toBe(12);
    expect(await db.userSport.count({ where: { userId: b.id, available: false } })).toBe(6);
  });
});
