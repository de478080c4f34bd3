import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { freeNearUi } from '@/lib/messages/places';
import { playersFreeNear } from '@/lib/players/queries';
import { freeNearSchema } from '@/lib/players/schema';
import { makeUser } from '@/tests/support/factories';

// connect's "Who is free near you": players around the viewer's go-to city free for the whole window the
// viewer picks (free at some moment of it, wall-clock in the viewer's zone), with discoverability, availability privacy and blocks.
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const MILE_IN_LAT = 1 / 69.05;
const north = (miles: number) => ({ lat: AUSTIN.lat + miles * MILE_IN_LAT, lng: AUSTIN.lng });
const LA = 'America/Los_Angeles';
const TUESDAY = '2030-01-08'; // a Tuesday (day 2)

const player = (name: string, miles: number, extra: { showInPlayersNear?: boolean } = {}) =>
  makeUser(name, { at: north(miles), timeZone: LA, ...extra });

async function freeOnTuesdays(userId: string, from: number, to: number, filtered = false) {
  await db.availability.create({
    data: {
      userId,
      timeZone: LA,
      visibilityMode: filtered ? 'FILTERED' : 'PUBLIC',
      weeklyRanges: { create: [{ dayOfWeek: 2, startMinute: from, endMinute: to }] },
    },
  });
}

describe('who is free near you', () => {
  it('lists only discoverable, unblocked players whose visible schedule is free in the window', async () => {
    const viewer = await makeUser('Free Viewer', { at: AUSTIN, timeZone: LA });
    const free = await player('Free Fran', 1);
    const far = await player('Far Fred', 30);
    const busy = await player('Busy Bea', 2);
    const privateSchedule = await player('Private Pat', 3);
    const hidden = await player('Hidden Hal', 4, { showInPlayersNear: false });
    const blocked = await player('Blocked Bo', 5);
    const blocker = await player('Blocker Bill', 6);
    for (const p of [free, far, hidden, blocked, blocker]) await freeOnTuesdays(p.id, 18 * 60, 20 * 60);
    await freeOnTuesdays(busy.id, 8 * 60, 10 * 60);
    await freeOnTuesdays(privateSchedule.id, 18 * 60, 20 * 60, true);
    await db.block.createMany({
      data: [
        { blockerId: viewer.id, blockedUserId: blocked.id },
        { blockerId: blocker.id, blockedUserId: viewer.id },
      ],
    });

    const names = async (input: { time: string; hours: number; radius: number }) => {
      const result = await playersFreeNear(viewer.id, freeNearSchema.parse({ date: TUESDAY, ...input }));
      if (result.status !== 'ok') throw new Error(result.status);
      return result.players.map((p) => p.displayName);
    };
    expect(await names({ time: '18:30', hours: 1, radius: 25 })).toEqual(['Free Fran']);
    expect(await names({ time: '18:00', hours: 2, radius: 50 })).toEqual(['Free Fran', 'Far Fred']);
    // Free at some moment of the window counts (19:00–21:00 overlaps 18:00–20:00); no overlap, nobody.
    expect(await names({ time: '19:00', hours: 2, radius: 25 })).toEqual(['Free Fran']);
    expect(await names({ time: '20:30', hours: 1, radius: 50 })).toEqual([]);
    // Busy Bea is free in the morning.
    expect(await names({ time: '08:00', hours: 1, radius: 25 })).toEqual(['Busy Bea']);
  });

  it('asks for a go-to city first, and refuses bad form values with messages under the fields', async () => {
    const nowhere = await makeUser('No City', { at: null });
    expect(
      await playersFreeNear(
        nowhere.id,
        freeNearSchema.parse({ date: TUESDAY, time: '18:00', hours: '2', radius: '10' }),
      ),
    ).toEqual({ status: 'noCity' });
    const bad = freeNearSchema.safeParse({ date: '2030-13-01', time: '25:00', hours: '9', radius: '7' });
    expect(bad.success).toBe(false);
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      date: freeNearUi.dateInvalid,
      time: freeNearUi.timeInvalid,
      hours: freeNearUi.hoursInvalid,
      radius: freeNearUi.radiusInvalid,
    });
  });
});
