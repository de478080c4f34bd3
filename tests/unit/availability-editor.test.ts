import { describe, expect, it } from 'vitest';
import {
  addRange,
  canAddEntry,
  copyToAllDays,
  dateEntryErrors,
  dayErrors,
  emptyWeek,
  entryHasRanges,
  isWeekValid,
  modeAfterLoad,
  modeAfterSave,
  newDateEntry,
  privacyErrors,
  defaultPrivacy,
  removeRange,
  setDayAvailable,
  setEndDate,
  setLocation,
  setStartDate,
  setTraveling,
  setUseDailyHours,
  setUseRange,
  updatePrivacy,
  updateRange,
  weekForSave,
  weekFromRows,
  editEntryRanges,
  patchEntryRange,
} from '@/lib/availability/editor-state';
import { dropIncompleteRanges, type DateEntryForm } from '@/lib/availability/schema';
import { availabilityMessages, weekdays } from '@/lib/messages';

const v = availabilityMessages.validation;
const DEFAULT = { startTime: '17:00', endTime: '20:00' };
const DENVER = {
  city: 'Denver',
  state: 'CO',
  country: 'US',
  lat: 39.7392,
  lng: -104.9903,
  formattedAddress: 'Denver, CO, USA',
};
const TODAY = '2026-03-10';

describe('weekly schedule transitions', () => {
  it('ticking a day adds 17:00–20:00', () => {
    const week = setDayAvailable(emptyWeek(), 'tuesday', true);
    expect(week.tuesday).toEqual({ isAvailable: true, timeRanges: [DEFAULT] });
    expect(week.monday).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it('unticking a day clears its ranges', () => {
    let week = setDayAvailable(emptyWeek(), 'tuesday', true);
    week = addRange(week, 'tuesday');
    week = setDayAvailable(week, 'tuesday', false);
    expect(week.tuesday).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it('removing the last range unticks the day; removing another keeps it ticked', () => {
    let week = addRange(setDayAvailable(emptyWeek(), 'friday', true), 'friday');
    week = updateRange(week, 'friday', 1, { startTime: '07:00', endTime: '08:00' });
    week = removeRange(week, 'friday', 0);
    expect(week.friday).toEqual({
      isAvailable: true,
      timeRanges: [{ startTime: '07:00', endTime: '08:00' }],
    });
    week = removeRange(week, 'friday', 0);
    expect(week.friday).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it('adding a range to an unticked day ticks it with the default range', () => {
    expect(addRange(emptyWeek(), 'sunday').sunday).toEqual({ isAvailable: true, timeRanges: [DEFAULT] });
  });

  it('"Copy To All Other Days" copies the tick and the ranges, as independent copies', () => {
    let week = setDayAvailable(emptyWeek(), 'saturday', true);
    week = setDayAvailable(week, 'monday', true);
    week = updateRange(week, 'monday', 0, { startTime: '06:00', endTime: '07:30' });
    const copied = copyToAllDays(week, 'monday');
    for (const d of weekdays) {
      expect(copied[d.key]).toEqual({
        isAvailable: true,
        timeRanges: [{ startTime: '06:00', endTime: '07:30' }],
      });
    }
    const edited = updateRange(copied, 'friday', 0, { endTime: '09:00' });
    expect(edited.monday.timeRanges[0].endTime).toBe('07:30');

    // Copying an unticked day clears the others.
    const fromEmpty = copyToAllDays(setDayAvailable(copied, 'wednesday', false), 'wednesday');
    expect(weekdays.every((d) => !fromEmpty[d.key].isAvailable)).toBe(true);
  });

  it('start and end are required and the end must be later than the start', () => {
    const day = (startTime: string, endTime: string) => ({
      isAvailable: true,
      timeRanges: [{ startTime, endTime }],
    });
    expect(dayErrors(day('18:00', '20:00'))).toEqual({});
    expect(dayErrors(day('20:00', '18:00'))).toEqual({ 'timeRanges.0.endTime': v.endBeforeStart });
    expect(dayErrors(day('18:00', '18:00'))).toEqual({ 'timeRanges.0.endTime': v.endBeforeStart });
    expect(dayErrors(day('18:00', ''))).toEqual({ 'timeRanges.0.endTime': v.timesRequired });
    expect(dayErrors(day('', '18:00'))).toEqual({ 'timeRanges.0.startTime': v.timesRequired });
    // A freshly added, still blank range is no error: it is dropped on save.
    expect(dayErrors(day('', ''))).toEqual({});
  });

  it('the week is invalid while any day is invalid', () => {
    const week = setDayAvailable(emptyWeek(), 'monday', true);
    expect(isWeekValid(week)).toBe(true);
    expect(isWeekValid(updateRange(week, 'monday', 0, { endTime: '16:00' }))).toBe(false);
  });

  it('ranges missing a start or end are dropped on save; a day left without ranges is unavailable', () => {
    let week = addRange(setDayAvailable(emptyWeek(), 'monday', true), 'monday');
    week = { ...week, tuesday: { isAvailable: true, timeRanges: [{ startTime: '', endTime: '' }] } };
    week = { ...week, wednesday: { isAvailable: false, timeRanges: [DEFAULT] } };
    const saved = weekForSave(week);
    expect(saved.monday).toEqual({ isAvailable: true, timeRanges: [DEFAULT] });
    expect(saved.tuesday).toEqual({ isAvailable: false, timeRanges: [] });
    expect(saved.wednesday).toEqual({ isAvailable: false, timeRanges: [] });
    expect(dropIncompleteRanges({ timeRanges: [{ startTime: '08:00' }, DEFAULT], other: [1] })).toEqual({
      timeRanges: [DEFAULT],
      other: [1],
    });
  });

  it('loads stored rows into day cards in order', () => {
    const week = weekFromRows([
      { dayOfWeek: 7, startMinute: 600, endMinute: 660 },
      { dayOfWeek: 1, startMinute: 1080, endMinute: 1200 },
      { dayOfWeek: 1, startMinute: 420, endMinute: 480 },
    ]);
    expect(week.monday.timeRanges).toEqual([
      { startTime: '07:00', endTime: '08:00' },
      { startTime: '18:00', endTime: '20:00' },
    ]);
    expect(week.sunday).toEqual({
      isAvailable: true,
      timeRanges: [{ startTime: '10:00', endTime: '11:00' }],
    });
    expect(week.tuesday.isAvailable).toBe(false);
  });

  it('loads, then edits an existing record or creates one; after a save it edits', () => {
    expect(modeAfterLoad(true)).toBe('edit');
    expect(modeAfterLoad(false)).toBe('create');
    expect(modeAfterSave('create')).toBe('edit');
  });
});

describe('date-specific and travel dialog transitions', () => {
  const ranged = (date: string, endDate: string): DateEntryForm =>
    setEndDate(setStartDate(setUseRange(newDateEntry(), true), date), endDate);

  it('travel on forces date-range mode; date-range mode cannot be left while traveling', () => {
    const form = setTraveling(newDateEntry(), true);
    expect(form.isTraveling).toBe(true);
    expect(form.useRange).toBe(true);
    expect(setUseRange(form, false)).toBe(form);
  });

  it('travel off clears the location', () => {
    const traveling = setLocation(setTraveling(newDateEntry(), true), DENVER);
    expect(traveling.location).toEqual(DENVER);
    const off = setTraveling(traveling, false);
    expect(off.isTraveling).toBe(false);
    expect(off.location).toBeNull();
    expect(setLocation(off, DENVER).location).toBeNull(); // no location while not traveling
  });

  it('moving the start after the end clears the end; before it keeps it', () => {
    const form = ranged('2026-03-12', '2026-03-15');
    expect(setStartDate(form, '2026-03-14').endDate).toBe('2026-03-15');
    expect(setStartDate(form, '2026-03-16').endDate).toBe('');
    expect(setStartDate(form, '2026-03-15').endDate).toBe('2026-03-15');
  });

  it('leaving date-range mode drops the end date and the per-day hours', () => {
    const form = setUseDailyHours(ranged('2026-03-12', '2026-03-13'), true);
    expect(setUseRange(form, false)).toMatchObject({
      useRange: false,
      endDate: '',
      useDailyHours: false,
      dailyTimeRanges: [],
    });
  });

  it('a range may end at most one month after its start, and the start may not be in the past', () => {
    expect(dateEntryErrors(ranged('2026-03-12', '2026-04-12'), TODAY)).toEqual({});
    expect(dateEntryErrors(ranged('2026-03-12', '2026-04-13'), TODAY)).toEqual({ endDate: v.rangeTooLong });
    expect(dateEntryErrors(ranged('2026-01-31', '2026-02-28'), '2026-01-01')).toEqual({});
    expect(dateEntryErrors(ranged('2026-01-31', '2026-03-01'), '2026-01-01')).toEqual({
      endDate: v.rangeTooLong,
    });
    expect(dateEntryErrors(ranged('2026-03-09', '2026-03-11'), TODAY)).toEqual({ date: v.startInPast });
    expect(dateEntryErrors({ ...newDateEntry(), date: TODAY }, TODAY)).toEqual({});
  });

  it('a date is required, and in range mode an end date too', () => {
    expect(dateEntryErrors(newDateEntry(), TODAY)).toEqual({ date: v.dateRequired });
    expect(dateEntryErrors(setStartDate(setUseRange(newDateEntry(), true), '2026-03-11'), TODAY)).toEqual({
      endDate: v.dateRequired,
    });
  });

  it('daily hours are regenerated for each day of the range, default 17:00–20:00', () => {
    let form = setUseDailyHours(ranged('2026-03-12', '2026-03-14'), true);
    expect(form.dailyTimeRanges).toEqual([
      { date: '2026-03-12', timeRanges: [DEFAULT] },
      { date: '2026-03-13', timeRanges: [DEFAULT] },
      { date: '2026-03-14', timeRanges: [DEFAULT] },
    ]);
    form = editEntryRanges(form, 1, (r) => patchEntryRange(r, 0, { startTime: '09:00', endTime: '10:00' }));
    // Extend the range: the kept day keeps its hours, new days get the default.
    form = setEndDate(form, '2026-03-15');
    expect(form.dailyTimeRanges.map((d) => [d.date, d.timeRanges[0].startTime])).toEqual([
      ['2026-03-12', '17:00'],
      ['2026-03-13', '09:00'],
      ['2026-03-14', '17:00'],
      ['2026-03-15', '17:00'],
    ]);
    // Move the start past the end: the end is cleared and there are no days to list.
    form = setStartDate(form, '2026-03-20');
    expect(form.endDate).toBe('');
    form = setEndDate(form, '2026-03-21');
    expect(form.dailyTimeRanges.map((d) => d.date)).toEqual(['2026-03-20', '2026-03-21']);
    // Turning travel on keeps date-range mode and regenerates from the same range.
    expect(setTraveling(form, true).dailyTimeRanges.map((d) => d.date)).toEqual(['2026-03-20', '2026-03-21']);
  });

  it('each day needs at least one range when per-day hours are used', () => {
    let form = setUseDailyHours(ranged('2026-03-12', '2026-03-13'), true);
    form = editEntryRanges(form, 1, () => []);
    expect(dateEntryErrors(form, TODAY)).toEqual({ 'dailyTimeRanges.1.timeRanges': v.dayNeedsRange });
    expect(canAddEntry(form, TODAY)).toBe(false);
  });

  it('the add button is disabled while the form is invalid or has no ranges', () => {
    const valid = { ...newDateEntry(), date: '2026-03-11' };
    expect(canAddEntry(valid, TODAY)).toBe(true);
    const noRanges = { ...valid, timeRanges: [] };
    expect(entryHasRanges(noRanges)).toBe(false);
    expect(canAddEntry(noRanges, TODAY)).toBe(false);
    expect(canAddEntry({ ...valid, timeRanges: [{ startTime: '', endTime: '' }] }, TODAY)).toBe(false);
    expect(canAddEntry({ ...valid, timeRanges: [{ startTime: '19:00', endTime: '18:00' }] }, TODAY)).toBe(
      false,
    );
    const travel = setTraveling({ ...valid, endDate: '2026-03-12' }, true);
    expect(canAddEntry(travel, TODAY)).toBe(false); // no location yet
    expect(dateEntryErrors(travel, TODAY)).toEqual({ location: v.locationRequired });
    expect(canAddEntry(setLocation(travel, DENVER), TODAY)).toBe(true);
  });
});

describe('privacy card', () => {
  it('leaving "specific" forgets the chosen communities; "specific" needs one', () => {
    let privacy = updatePrivacy(defaultPrivacy(), {
      visibilityMode: 'FILTERED',
      communityFilter: 'SPECIFIC',
    });
    expect(privacyErrors(privacy)).toEqual({ allowedCommunityIds: v.communitiesRequired });
    privacy = updatePrivacy(privacy, { allowedCommunityIds: ['team-1'] });
    expect(privacyErrors(privacy)).toEqual({});
    expect(updatePrivacy(privacy, { communityFilter: 'ANY' }).allowedCommunityIds).toEqual([]);
  });

  it('never accepts "Any" as an allowed gender', () => {
    expect(privacyErrors({ ...defaultPrivacy(), allowedGenders: ['Any'] })).toEqual({
      allowedGenders: v.anyGender,
    });
  });
});
