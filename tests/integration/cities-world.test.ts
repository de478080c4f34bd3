import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { addDateAvailabilityAction } from '@/lib/availability/actions';
import { newDateEntry, setTraveling } from '@/lib/availability/editor-state';
import { todayIn } from '@/lib/availability/rules';
import type { DateEntryForm } from '@/lib/availability/schema';
import { createEventAction } from '@/lib/events/actions';
import { nearbyEvents } from '@/lib/events/queries';
import { findCities } from '@/lib/geo/city-index';
import * as profileActions from '@/lib/profile/actions';
import { addDays } from '@/lib/time';
import { callAs } from '@/tests/support/act-as';
import { gameInput, makeEvent } from '@/tests/support/events';
import { distanceUnitFor } from '@/lib/profile/service';
import { makeUser } from '@/tests/support/factories';

// Cities outside the US (docs/cities.md): a person in Germany sets their area, travels and hosts there.
vi.mock('@/lib/auth/viewer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/viewer')>()),
  getActiveViewer: vi.fn(),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

const BERLIN = 'Europe/Berlin';
let gameTypeId: string;
beforeAll(async () => {
  gameTypeId = (await db.gameType.create({ data: { label: 'Football (world cities)' } })).id;
});

describe('a city in Germany', () => {
  it('is found by its German name, with its country and zone', () => {
    const [munich] = findCities('München');
    expect(munich).toMatchObject({
      name: 'Munich, Germany',
      city: 'Munich',
      state: '',
      country: 'DE',
      formattedAddress: 'Munich, Germany',
      timeZone: BERLIN,
    });
  });

  it('can be a new profile’s go-to area', async () => {
    const user = await makeUser('Lena', { complete: false, timeZone: BERLIN });
    const [munich] = findCities('munchen');
    const result = await callAs({ id: user.id }, profileActions.saveProfileAction, {
      displayName: 'Lena',
      fullName: 'Lena Maier',
      lastName: '',
      city: munich,
      joinReasons: ['Organize'],
      gameTypeIds: [gameTypeId],
    });
    expect(result).toMatchObject({ ok: true });
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved).toMatchObject({ cityName: 'Munich, Germany', cityLat: munich.lat, cityLng: munich.lng });
    // The form shows it again as picked.
    const again = await callAs({ id: user.id }, profileActions.saveProfileAction, {
      displayName: 'Lena',
      fullName: 'Lena Maier',
      lastName: 'Maier',
      city: { ...munich, lat: munich.lat + 0.01 },
      gender: '',
      pronoun: '',
      birthdate: '',
      phoneNumber: '',
    });
    expect(again).toMatchObject({ ok: true });
    // A point near the city is snapped to the listed city's own coordinates.
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      cityName: 'Munich, Germany',
      cityLat: munich.lat,
    });
  });

  it('refuses a country outside the covered ones', async () => {
    const user = await makeUser('Ivan', { complete: false });
    const [munich] = findCities('munich');
    const result = await callAs({ id: user.id }, profileActions.saveProfileAction, {
      displayName: 'Ivan',
      fullName: 'Ivan Petrov',
      lastName: '',
      city: { ...munich, name: 'Moscow, Russia', city: 'Moscow', country: 'RU' },
      joinReasons: [],
      gameTypeIds: [gameTypeId],
    });
    expect(result.ok).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).cityName).toBeNull();
  });

  it('can be a travel location', async () => {
    const user = await makeUser('Tom', { timeZone: 'America/New_York' });
    const [berlin] = findCities('berlin, germany');
    const start = addDays(todayIn('America/New_York', new Date()), 10);
    const form: DateEntryForm = {
      ...setTraveling(newDateEntry(), true),
      date: start,
      endDate: addDays(start, 2),
      location: {
        city: berlin.city,
        state: berlin.state,
        country: berlin.country,
        lat: berlin.lat,
        lng: berlin.lng,
        formattedAddress: berlin.formattedAddress,
      },
    };
    const result = await callAs({ id: user.id }, addDateAvailabilityAction, form);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.data).toMatchObject({
      isTraveling: true,
      location: { city: 'Berlin', state: '', country: 'DE', lat: berlin.lat, lng: berlin.lng },
    });
  });

  it('can be a game’s place', async () => {
    const host = await makeUser('Host', { timeZone: BERLIN });
    const [munich] = findCities('Munich');
    const input = {
      ...gameInput({ gameTypeId, timeZone: BERLIN, startsAt: new Date(Date.now() + 5 * 86_400_000) }),
      city: munich,
    };
    const result = await callAs(host, createEventAction, input);
    expect(result).toMatchObject({ ok: true });
    const event = await db.event.findFirstOrThrow({ where: { creatorId: host.id } });
    expect(event).toMatchObject({ locationName: 'Munich, Germany', lat: munich.lat, lng: munich.lng });
  });
});

describe('the distance unit', () => {
  it('is kilometres for an area in Germany until miles are chosen in Settings, and refuses other units', async () => {
    const user = await makeUser('Jonas', {
      timeZone: BERLIN,
      cityName: 'Munich, Germany',
      cityLat: 48.137,
      cityLng: 11.575,
    });
    expect(await distanceUnitFor(db, user.id)).toBe('km');
    expect(await callAs(user, profileActions.saveDistanceUnitAction, { distanceUnit: 'mi' })).toMatchObject({
      ok: true,
    });
    expect(await distanceUnitFor(db, user.id)).toBe('mi');
    const refused = await callAs(user, profileActions.saveDistanceUnitAction, { distanceUnit: 'leagues' });
    expect(refused.ok).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).distanceUnit).toBe('mi');
    expect(await callAs(null, profileActions.saveDistanceUnitAction, { distanceUnit: 'km' })).toMatchObject({
      ok: false,
    });
  });

  it('reads discover’s radius in the viewer’s unit', async () => {
    const host = await makeUser('Far host');
    const viewer = await makeUser('Viewer');
    // Augsburg is ~55 km (34 miles) from Munich.
    const game = await makeEvent(host.id, {
      at: { lat: 48.3705, lng: 10.8978 },
      title: 'Augsburg kickabout',
    });
    const munich = { lat: 48.137, lng: 11.575 };
    const ids = async (radius: number, unit: 'km' | 'mi') =>
      (await nearbyEvents(viewer.id, munich, { radius }, { unit })).events.map((e) => e.id);
    expect(await ids(50, 'km')).not.toContain(game.id);
    expect(await ids(100, 'km')).toContain(game.id);
    expect(await ids(50, 'mi')).toContain(game.id);
    expect(await ids(25, 'mi')).not.toContain(game.id);
  });
});
