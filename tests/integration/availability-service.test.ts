import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { makeUser as newUser } from '@/tests/support/factories';
import { emptyWeek, newDateEntry, setDayAvailable, setTraveling } from '@/lib/availability/editor-state';
import { todayIn } from '@/lib/availability/rules';
import { addDays } from '@/lib/time';
import type { DateEntryForm, PrivacyForm, WeeklyForm } from '@/lib/availability/schema';
import {
  addDateAvailabilityAction,
  removeDateAvailabilityAction,
  saveAvailabilityAction,
} from '@/lib/availability/actions';
import { loadAvailabilityEditor, visibleAvailability } from '@/lib/availability/service';
import { callAs } from '@/tests/support/act-as';
import { availabilityMessages } from '@/lib/messages';

// Writes go through the server actions, as the editor sends them (parse → service → messages).
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
const saveAvailability = (userId: string, input: unknown) =>
  callAs({ id: userId }, saveAvailabilityAction, input);
const addDateEntry = (userId: string, input: unknown) =>
  callAs({ id: userId }, addDateAvailabilityAction, input);
const removeDateEntry = (userId: string, input: unknown) =>
  callAs({ id: userId }, removeDateAvailabilityAction, input);

let seq = 0;
const makeUser = (extra: { timeZone?: string; gender?: string } = {}) => newUser(`Player ${++seq}`, extra);

const publicPrivacy: PrivacyForm = {
  visibilityMode: 'PUBLIC',
  allowedGenders: [],
  communityFilter: 'NONE',
  allowedCommunityIds: [],
  connectionsOnly: false,
  requireAllFilters: false,
};

function week(edit: (w: WeeklyForm) => WeeklyForm = (w) => w): WeeklyForm {
  return edit(emptyWeek());
}

const LA = 'America/Los_Angeles';

describe('saving the weekly schedule', () => {
  it('creates the record the first time and updates the same record afterwards', async () => {
    const user = await makeUser({ timeZone: LA });
    const before = await loadAvailabilityEditor(db, user.id);
    expect(before.exists).toBe(false);
    expect(before.timeZone).toBe(LA);

    const first = await saveAvailability(user.id, {
      timeZone: LA,
      weekly: week((w) => setDayAvailable(setDayAvailable(w, 'monday', true), 'wednesday', true)),
      privacy: publicPrivacy,
    });
    expect(first).toEqual({ ok: true, data: { mode: 'created' } });
    const created = await db.availability.findUniqueOrThrow({
      where: { userId: user.id },
      include: { weeklyRanges: { orderBy: { dayOfWeek: 'asc' } } },
    });
    expect(created.timeZone).toBe(LA);
    expect(created.weeklyRanges.map((r) => [r.dayOfWeek, r.startMinute, r.endMinute])).toEqual([
      [1, 1020, 1200],
      [3, 1020, 1200],
    ]);

    const editor = await loadAvailabilityEditor(db, user.id);
    expect(editor.exists).toBe(true);
    expect(editor.weekly.monday).toEqual({
      isAvailable: true,
      timeRanges: [{ startTime: '17:00', endTime: '20:00' }],
    });
    expect(editor.weekly.tuesday).toEqual({ isAvailable: false, timeRanges: [] });

    const second = await saveAvailability(user.id, {
      timeZone: 'America/Chicago',
      weekly: week((w) => ({
        ...w,
        friday: {
          isAvailable: true,
          timeRanges: [
            { startTime: '07:30', endTime: '09:00' },
            { startTime: '18:00', endTime: '' }, // missing its end: dropped on save
          ],
        },
        sunday: { isAvailable: true, timeRanges: [{ startTime: '', endTime: '' }] }, // nothing left: unavailable
      })),
      privacy: { ...publicPrivacy, visibilityMode: 'FILTERED', connectionsOnly: true },
    });
    expect(second).toEqual({ ok: true, data: { mode: 'updated' } });
    const updated = await db.availability.findUniqueOrThrow({
      where: { userId: user.id },
      include: { weeklyRanges: true },
    });
    expect(updated.id).toBe(created.id);
    expect(updated.timeZone).toBe('America/Chicago');
    expect(updated.visibilityMode).toBe('FILTERED');
    expect(updated.connectionsOnly).toBe(true);
    expect(updated.weeklyRanges.map((r) => [r.dayOfWeek, r.startMinute, r.endMinute])).toEqual([
      [5, 450, 540],
    ]);
    expect(await db.availability.count({ where: { userId: user.id } })).toBe(1);
  });

  it('refuses an end before the start, an unknown time zone, "Any", and communities the user is not in', async () => {
    const user = await makeUser();
    const stranger = await makeUser();
    const own = await db.team.create({ data: { name: 'Own FC', ownerId: user.id, kind: 'COMMUNITY' } });
    const foreign = await db.team.create({ data: { name: 'Other FC', ownerId: stranger.id } });
    await db.gender.createMany({ data: [{ label: 'Female' }, { label: 'Any' }], skipDuplicates: true });

    const badRange = await saveAvailability(user.id, {
      timeZone: LA,
      weekly: week((w) => ({
        ...w,
        monday: { isAvailable: true, timeRanges: [{ startTime: '20:00', endTime: '18:00' }] },
      })),
      privacy: publicPrivacy,
    });
    expect(badRange).toEqual({
      ok: false,
      fieldErrors: { 'weekly.monday.timeRanges.0.endTime': [availabilityMessages.validation.endBeforeStart] },
    });
    // Unknown, and IDs Intl takes but PostgreSQL cannot read (or reads as another zone): refused.
    for (const zone of ['Mars/Olympus', 'CTT', 'IST', 'SystemV/EST5', 'america/los_angeles']) {
      const badZone = await saveAvailability(user.id, {
        timeZone: zone,
        weekly: week(),
        privacy: publicPrivacy,
      });
      expect(badZone.ok, zone).toBe(false);
    }
    expect(await db.availability.findUnique({ where: { userId: user.id } })).toBeNull();
    const anyGender = await saveAvailability(user.id, {
      timeZone: LA,
      weekly: week(),
      privacy: { ...publicPrivacy, visibilityMode: 'FILTERED', allowedGenders: ['Any'] },
    });
    expect(anyGender.ok).toBe(false);
    const foreignCommunity = await saveAvailability(user.id, {
      timeZone: LA,
      weekly: week(),
      privacy: {
        ...publicPrivacy,
        visibilityMode: 'FILTERED',
        communityFilter: 'SPECIFIC',
        allowedCommunityIds: [foreign.id],
      },
    });
    expect(foreignCommunity).toEqual({
      ok: false,
      fieldErrors: { 'privacy.allowedCommunityIds': [availabilityMessages.validation.unknownCommunity] },
    });
    expect(await db.availability.count({ where: { userId: user.id } })).toBe(0);

    const good = await saveAvailability(user.id, {
      timeZone: LA,
      weekly: week(),
      privacy: {
        ...publicPrivacy,
        visibilityMode: 'FILTERED',
        allowedGenders: ['Female'],
        communityFilter: 'SPECIFIC',
        allowedCommunityIds: [own.id],
      },
    });
    expect(good.ok).toBe(true);
    const editor = await loadAvailabilityEditor(db, user.id);
    expect(editor.communities).toEqual([{ id: own.id, name: 'Own FC' }]);
    expect(editor.genders).toContain('Female');
    expect(editor.genders).not.toContain('Any');
    expect(editor.privacy.allowedCommunityIds).toEqual([own.id]);
  });
});

describe('date-specific and travel entries', () => {
  const now = new Date();
  const today = todayIn(LA, now);

  it('creates the record when needed, stores travel with its location and per-day hours', async () => {
    const user = await makeUser({ timeZone: LA });
    const start = addDays(today, 7);
    const form: DateEntryForm = {
      ...setTraveling(newDateEntry(), true),
      date: start,
      endDate: addDays(start, 2),
      useDailyHours: true,
      dailyTimeRanges: [0, 1, 2].map((d) => ({
        date: addDays(start, d),
        timeRanges: [{ startTime: '09:00', endTime: d === 1 ? '11:00' : '10:00' }],
      })),
      location: {
        city: 'Denver',
        state: 'CO',
        country: 'US',
        lat: 39.7392,
        lng: -104.9903,
        formattedAddress: 'Denver, CO, USA',
      },
    };
    const result = await addDateEntry(user.id, form);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.data).toMatchObject({
      date: start,
      endDate: addDays(start, 2),
      isTraveling: true,
      // Stored as the listed city's own coordinates (issue 19: no client-chosen points).
      location: { city: 'Denver', state: 'CO', lat: 39.73915 },
    });
    expect(result.data.ranges).toEqual([
      { day: start, startMinute: 540, endMinute: 600 },
      { day: addDays(start, 1), startMinute: 540, endMinute: 660 },
      { day: addDays(start, 2), startMinute: 540, endMinute: 600 },
    ]);
    const record = await db.availability.findUniqueOrThrow({ where: { userId: user.id } });
    expect(record.timeZone).toBe(LA);
    expect(record.visibilityMode).toBe('PUBLIC');
    const editor = await loadAvailabilityEditor(db, user.id, now);
    expect(editor.dates.map((d) => d.id)).toEqual([result.data.id]);
  });

  it('refuses a start in the past, a range over a month, travel without a location, and no ranges', async () => {
    const user = await makeUser({ timeZone: LA });
    const errorsOf = async (form: DateEntryForm) => {
      const result = await addDateEntry(user.id, form);
      return result.ok ? {} : (result.fieldErrors ?? {});
    };
    const one = { ...newDateEntry(), date: addDays(today, 1) };
    expect(await errorsOf({ ...one, date: addDays(today, -1) })).toHaveProperty('date');
    expect(await errorsOf({ ...one, useRange: true, endDate: addDays(today, 40) })).toHaveProperty('endDate');
    expect(await errorsOf({ ...setTraveling(one, true), endDate: addDays(today, 3) })).toHaveProperty(
      'location',
    );
    expect(await errorsOf({ ...one, timeRanges: [{ startTime: '', endTime: '10:00' }] })).toHaveProperty(
      'timeRanges',
    );
    expect(await db.dateAvailability.count({ where: { availability: { userId: user.id } } })).toBe(0);
  });

  it('removes only the user’s own entries; another user’s id answers "not found"', async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const added = await addDateEntry(owner.id, {
      ...newDateEntry(),
      date: addDays(todayIn('America/New_York'), 2),
    });
    if (!added.ok) throw new Error('not added');

    expect(await removeDateEntry(other.id, added.data.id)).toEqual({
      ok: false,
      message: availabilityMessages.entryNotFound,
    });
    expect(await removeDateEntry(other.id, 'no-such-id')).toEqual({
      ok: false,
      message: availabilityMessages.entryNotFound,
    });
    expect(await removeDateEntry(other.id, { id: added.data.id })).toMatchObject({ ok: false });
    expect(await db.dateAvailability.count({ where: { id: added.data.id } })).toBe(1);

    expect(await removeDateEntry(owner.id, added.data.id)).toEqual({
      ok: true,
      data: { id: added.data.id },
    });
    expect(await db.dateAvailability.count({ where: { id: added.data.id } })).toBe(0);
  });

  it('a save never touches another user’s record', async () => {
    const owner = await makeUser();
    const other = await makeUser();
    await saveAvailability(owner.id, {
      timeZone: LA,
      weekly: week((w) => setDayAvailable(w, 'monday', true)),
      privacy: publicPrivacy,
    });
    await saveAvailability(other.id, { timeZone: LA, weekly: week(), privacy: publicPrivacy });
    const ownerRanges = await db.weeklyTimeRange.count({ where: { availability: { userId: owner.id } } });
    expect(ownerRanges).toBe(1);
  });
});

describe('reading someone else’s schedule', () => {
  it('returns the schedule to the owner and to viewers the rule admits, and nothing to others', async () => {
    const owner = await makeUser({ timeZone: LA });
    const viewer = await makeUser();
    await saveAvailability(owner.id, {
      timeZone: LA,
      weekly: week((w) => setDayAvailable(w, 'tuesday', true)),
      privacy: publicPrivacy,
    });
    const publicView = await visibleAvailability(db, viewer.id, owner.id);
    expect(publicView).toEqual({
      timeZone: LA,
      weekly: [{ dayOfWeek: 2, startMinute: 1020, endMinute: 1200 }],
      dates: [],
    });

    await saveAvailability(owner.id, {
      timeZone: LA,
      weekly: week((w) => setDayAvailable(w, 'tuesday', true)),
      privacy: { ...publicPrivacy, visibilityMode: 'FILTERED' },
    });
    expect(await visibleAvailability(db, viewer.id, owner.id)).toBeNull();
    expect(await visibleAvailability(db, owner.id, owner.id)).not.toBeNull();

    await saveAvailability(owner.id, {
      timeZone: LA,
      weekly: week(),
      privacy: publicPrivacy,
    });
    await db.block.create({ data: { blockerId: viewer.id, blockedUserId: owner.id } });
    expect(await visibleAvailability(db, viewer.id, owner.id)).toBeNull();
  });
});
