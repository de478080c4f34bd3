import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { makeUser as newUser } from '@/tests/support/factories';
import { HOME_EVENT_LIMIT, homeUpcoming } from '@/lib/home/queries';
import { countQueries } from '@/tests/support/query-counter';

const makeUser = (email: string) => newUser(email.split('@')[0], { email, displayName: null });

describe('home data', () => {
  it('loads the next events and the teams of the viewer only, in two queries whatever their number', async () => {
    const viewer = await makeUser('home-viewer@example.com');
    const stranger = await makeUser('home-stranger@example.com');
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000);
    const base = { locationName: 'Zilker Park', lat: 30.27, lng: -97.77, geohash: '9v6kn' };
    for (let i = 1; i <= HOME_EVENT_LIMIT + 3; i++) {
      await db.event.create({
        data: { ...base, title: `Viewer game ${i}`, creatorId: viewer.id, dateStart: soon(i) },
      });
    }
    await db.event.create({
      data: { ...base, title: 'Past game', creatorId: viewer.id, dateStart: soon(-1) },
    });
    await db.event.create({
      data: { ...base, title: 'Cancelled game', creatorId: viewer.id, dateStart: soon(1), cancelled: true },
    });
    await db.event.create({
      data: { ...base, title: 'Stranger game', creatorId: stranger.id, dateStart: soon(1) },
    });
    const joined = await db.event.create({
      data: { ...base, title: 'Joined game', creatorId: stranger.id, dateStart: soon(0.5) },
    });
    await db.eventParticipant.create({ data: { eventId: joined.id, userId: viewer.id } });
    const team = await db.team.create({
      data: {
        name: 'Viewer FC',
        ownerId: stranger.id,
        roster: { create: { userId: viewer.id, role: 'member' } },
      },
    });
    await db.team.create({
      data: {
        name: 'Invited FC',
        ownerId: stranger.id,
        roster: { create: { userId: viewer.id, role: 'pending' } },
      },
    });
    await db.team.create({ data: { name: 'Stranger FC', ownerId: stranger.id } });
    await db.team.create({
      data: {
        name: 'Empty Role FC',
        ownerId: stranger.id,
        roster: { create: { userId: viewer.id, role: '' } },
      },
    });

    const { result, count } = await countQueries(() => homeUpcoming(viewer.id));
    expect(result.events.map((e) => e.title)).toEqual([
      'Joined game',
      ...Array.from({ length: HOME_EVENT_LIMIT - 1 }, (_, i) => `Viewer game ${i + 1}`),
    ]);
    expect(result.teams.map((t) => t.id)).toEqual([team.id]);
    expect(count).toBe(2);
  });
});
