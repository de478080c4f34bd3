import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { createEventAction } from '@/lib/events/actions';
import { commonMessages } from '@/lib/messages';
import { placeUi } from '@/lib/messages/places';
import { checkInAction, createPlaceAction, updatePlaceAction } from '@/lib/places/actions';
import { placePage, placesIn } from '@/lib/places/queries';
import { boundsSchema, emptyPlaceForm } from '@/lib/places/schema';
import { placeCity } from '@/lib/places/rules';
import { callAs } from '@/tests/support/act-as';
import { gameInput, makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// Places: the bounds query, adding and editing (creator or admin), check-ins once a day with privacy and
// blocks, games at a place and "Create a game here".
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const bbox = (s: number, w: number, n: number, e: number) => boundsSchema.parse(`${s},${w},${n},${e}`);
const addPlace = (name: string, lat: number, lng: number, createdById?: string) =>
  db.place.create({
    data: { name, address: `1 Main St, Austin, TX 78701`, lat, lng, geohash: 'x', createdById },
  });

let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
});

describe('places by bounds', () => {
  it('returns exactly the places inside the box, edges included, nearest to the centre first', async () => {
    // A 7×7 grid at 0.01° steps around (10, 20), away from anything else in this file.
    const grid: { id: string; lat: number; lng: number }[] = [];
    for (let i = 0; i < 7; i++) {
      for (let j = 0; j < 7; j++) {
        const lat = 10 + i * 0.01;
        const lng = 20 + j * 0.01;
        grid.push({ ...(await addPlace(`Grid ${i}-${j}`, lat, lng)), lat, lng });
      }
    }
    const box = { s: 10.015, w: 20.02, n: 10.04, e: 20.045 };
    const expected = grid
      .filter((p) => p.lat >= box.s && p.lat <= box.n && p.lng >= box.w && p.lng <= box.e)
      .map((p) => p.id)
      .sort();
    const { places, capped } = await placesIn(bbox(box.s, box.w, box.n, box.e));
    expect(places.map((p) => p.id).sort()).toEqual(expected);
    expect(expected).toHaveLength(3 * 3); // lat 10.02..10.04 × lng 20.02..20.04
    expect(capped).toBe(false);
    // Edges are inside: a box whose corners are grid points.
    const edge = await placesIn(bbox(10.01, 20.01, 10.02, 20.02));
    expect(edge.places).toHaveLength(4);
    // Nearest to the centre first.
    const centre = await placesIn(bbox(10.0, 20.0, 10.06, 20.06));
    expect(centre.places[0].name).toBe('Grid 3-3');
    // An empty box answers nothing.
    expect((await placesIn(bbox(11, 21, 11.5, 21.5))).places).toEqual([]);
  });

  it('caps a crowded view at the limit and says so', async () => {
    const { placesInBounds } = await import('@/lib/places/service');
    const result = await placesInBounds(db, bbox(10, 20, 10.06, 20.06), 10);
    expect(result.places).toHaveLength(10);
    expect(result.capped).toBe(true);
  });

  it('refuses malformed or inverted bounds', () => {
    for (const raw of ['', '1,2,3', 'a,b,c,d', '10,20,9,21', '10,20,11,19', '95,0,96,1', '0,-190,1,0']) {
      expect(boundsSchema.safeParse(raw).success, raw).toBe(false);
    }
  });

  it('uses the GiST index on the places point', async () => {
    await db.$executeRawUnsafe('SET enable_seqscan = off');
    const plan = await db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN SELECT id FROM places p WHERE point(p.lng, p.lat) <@ box(point(20, 10), point(21, 11))
        ORDER BY point(p.lng, p.lat) <-> point(20.5, 10.5) LIMIT 201`,
    );
    await db.$executeRawUnsafe('SET enable_seqscan = on');
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('places_point_idx');
  });
});

describe('adding and editing places', () => {
  it('adds a place, refuses bad input under the fields, and lets only the creator or an admin edit', async () => {
    const [creator, other, admin] = await Promise.all([
      makeUser('Creator'),
      makeUser('Other'),
      makeUser('Admin', { isAdmin: true }),
    ]);
    const missing = await callAs(creator, createPlaceAction, { ...emptyPlaceForm, name: ' ' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.fieldErrors?.name).toEqual([placeUi.nameRequired]);
      expect(missing.fieldErrors?.address).toEqual([placeUi.addressRequired]);
      expect(missing.fieldErrors?.lat).toEqual([placeUi.locationMissing]);
    }
    const input = {
      ...emptyPlaceForm,
      name: 'Riverside Courts',
      address: '500 River Rd, Austin, TX 78704',
      lat: 30.25,
      lng: -97.75,
      sports: ['Tennis', 'Pickleball', 'Tennis'],
      surface: 'Hard court',
    };
    const created = await callAs(creator, createPlaceAction, input);
    expect(created).toMatchObject({ ok: true, message: placeUi.created });
    const id = created.ok ? created.data.id : '';
    const row = await db.place.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      name: 'Riverside Courts',
      sports: ['Tennis', 'Pickleball'],
      createdById: creator.id,
    });

    const byOther = await callAs(other, updatePlaceAction, { ...input, id, name: 'Hijacked' });
    expect(byOther).toEqual({ ok: false, message: commonMessages.placeNotFound });
    const unknown = await callAs(creator, updatePlaceAction, { ...input, id: 'no-such-place', name: 'X' });
    expect(unknown).toEqual({ ok: false, message: commonMessages.placeNotFound });
    expect((await db.place.findUniqueOrThrow({ where: { id } })).name).toBe('Riverside Courts');

    expect(
      await callAs(creator, updatePlaceAction, { ...input, id, name: 'Riverside Tennis' }),
    ).toMatchObject({ ok: true });
    expect(
      await callAs(admin, updatePlaceAction, { ...input, id, name: 'Riverside Tennis Center' }),
    ).toMatchObject({ ok: true });
    expect((await db.place.findUniqueOrThrow({ where: { id } })).name).toBe('Riverside Tennis Center');
    // Signed out: nothing written.
    expect(await callAs(null, createPlaceAction, input)).toMatchObject({ ok: false });
  });
});

describe('check-ins', () => {
  it('checks in once a day and lists recent check-ins without hidden or blocked people', async () => {
    const place = await addPlace('Check-in Park', 30.3, -97.7);
    const [me, friend, hidden, blocker, blocked] = await Promise.all([
      makeUser('Me'),
      makeUser('Friend'),
      makeUser('Hidden', { showInPlayersNear: false }),
      makeUser('Blocker'),
      makeUser('Blocked'),
    ]);
    await db.block.createMany({
      data: [
        { blockerId: blocker.id, blockedUserId: me.id },
        { blockerId: me.id, blockedUserId: blocked.id },
      ],
    });
    for (const u of [friend, hidden, blocker, blocked]) {
      expect(await callAs(u, checkInAction, { placeId: place.id })).toMatchObject({ ok: true });
    }
    expect(await callAs(me, checkInAction, { placeId: place.id })).toMatchObject({
      ok: true,
      message: placeUi.checkedIn,
    });
    expect(await callAs(me, checkInAction, { placeId: place.id })).toMatchObject({
      ok: true,
      message: placeUi.alreadyCheckedIn,
    });
    expect(await db.placeCheckIn.count({ where: { placeId: place.id, userId: me.id } })).toBe(1);
    expect(await callAs(me, checkInAction, { placeId: 'nope' })).toEqual({
      ok: false,
      message: commonMessages.placeNotFound,
    });
    expect(await callAs(me, checkInAction, { placeId: '' })).toEqual({
      ok: false,
      message: commonMessages.placeNotFound,
    });

    const viewer = { id: me.id, isAdmin: false, timeZone: me.timeZone };
    const page = await placePage(viewer, place.id);
    expect(page?.checkedInToday).toBe(true);
    expect(page?.checkIns.map((c) => c.userId).sort()).toEqual([me.id, friend.id].sort());
    // The hidden user still sees their own check-in.
    const own = await placePage({ ...viewer, id: hidden.id }, place.id);
    expect(own?.checkIns.map((c) => c.userId)).toContain(hidden.id);
    expect(await placePage(viewer, 'no-such-place')).toBeNull();
  });
});

describe('games at a place', () => {
  it('lists upcoming visible games and creates a game there from the place', async () => {
    const place = await addPlace('Game Field', 30.31, -97.71);
    const [me, host, blockedHost] = await Promise.all([
      makeUser('Me'),
      makeUser('Host'),
      makeUser('Blocked host'),
    ]);
    await db.block.create({ data: { blockerId: me.id, blockedUserId: blockedHost.id } });
    const visible = await makeEvent(host.id, { placeId: place.id, title: 'Open game' });
    await makeEvent(host.id, { placeId: place.id, title: 'Private game', isPrivate: true });
    await makeEvent(host.id, { placeId: place.id, title: 'Cancelled', cancelled: true });
    await makeEvent(host.id, { placeId: place.id, title: 'Past', hours: -5 });
    await makeEvent(blockedHost.id, { placeId: place.id, title: 'Blocked host game' });

    const viewer = { id: me.id, isAdmin: false, timeZone: me.timeZone };
    expect((await placePage(viewer, place.id))?.events.map((e) => e.id)).toEqual([visible.id]);

    const city = placeCity(place);
    expect(city.name).toBe('Austin, TX');
    const result = await callAs(
      me,
      createEventAction,
      gameInput({
        gameTypeId: soccer,
        title: 'Here we play',
        placeId: place.id,
        at: { lat: 30.2, lng: -97.8 },
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const event = await db.event.findUniqueOrThrow({ where: { id: result.ok ? result.data.id : '' } });
    expect(event).toMatchObject({ placeId: place.id, lat: place.lat, lng: place.lng });
    expect((await placePage(viewer, place.id))?.events.map((e) => e.title)).toContain('Here we play');

    const unknown = await callAs(
      me,
      createEventAction,
      gameInput({ gameTypeId: soccer, placeId: 'missing' }),
    );
    expect(unknown).toEqual({ ok: false, message: commonMessages.placeNotFound });
  });
});
