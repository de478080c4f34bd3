import { describe, expect, it } from 'vitest';
import {
  activitiesList,
  endFromDateInput,
  filterActivities,
  formatDay,
  firstNameOf,
  isTemporary,
  startFromDateInput,
  toggleTemporary,
} from '@/lib/activity-subscriptions/rules';
import { activitySubscriptionSchema } from '@/lib/activity-subscriptions/schema';

const austin = { lat: 30.27, lng: -97.74, description: 'Austin, TX, USA', name: 'Austin' };
const base = { address: austin, radius: 15, activities: ['Pickleball'], startDate: null, endDate: null };

describe('activity subscription form rules', () => {
  it('toggle on sets startDate to now and clears endDate; off clears both', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(toggleTemporary(true, now)).toEqual({ startDate: now.toISOString(), endDate: null });
    expect(toggleTemporary(false, now)).toEqual({ startDate: null, endDate: null });
  });

  it('counts as temporary when either date is set', () => {
    expect(isTemporary({ startDate: null, endDate: null })).toBe(false);
    expect(isTemporary({ startDate: '2026-05-01T00:00:00Z', endDate: null })).toBe(true);
    expect(isTemporary({ startDate: null, endDate: '2026-05-01T00:00:00Z' })).toBe(true);
  });

  it('searches activities case-insensitively', () => {
    expect(filterActivities(['Pickleball', 'Basketball', 'Tennis'], 'BALL')).toEqual([
      'Pickleball',
      'Basketball',
    ]);
    expect(filterActivities(['Pickleball', 'Tennis'], '  ')).toEqual(['Pickleball', 'Tennis']);
  });

  it('writes the mail data: activities list and first name with the "there" fallback', () => {
    expect(activitiesList(['Pickleball'])).toBe('Pickleball');
    expect(activitiesList(['Pickleball', 'Tennis'])).toBe('Pickleball and Tennis');
    expect(firstNameOf({ fullName: 'Jordan Lee' })).toBe('Jordan');
    expect(firstNameOf({ fullName: ' ', displayName: 'JL' })).toBe('JL');
    expect(firstNameOf({})).toBe('there');
  });

  it('turns picked days into instants: the end date lasts until the end of its day', () => {
    const end = new Date(endFromDateInput('2026-06-10')!);
    expect([end.getHours(), end.getMinutes(), end.getDate()]).toEqual([23, 59, 10]);
    const start = new Date(startFromDateInput('2026-06-01', new Date(2026, 4, 1))!);
    expect([start.getHours(), start.getDate(), start.getMonth()]).toEqual([0, 1, 5]);
    const now = new Date(2026, 5, 1, 15, 30);
    expect(startFromDateInput('2026-06-01', now)).toBe(now.toISOString());
    expect(endFromDateInput('')).toBeNull();
  });

  it('shows days as MM/DD/YYYY in the user’s time zone', () => {
    expect(formatDay('2026-12-13T03:00:00.000Z', 'America/Chicago')).toBe('12/12/2026');
    expect(formatDay('2026-12-13T03:00:00.000Z', 'UTC')).toBe('12/13/2026');
  });
});

describe('activity subscription schema', () => {
  it('accepts a valid subscription and defaults the name from the description', () => {
    const parsed = activitySubscriptionSchema.parse({ ...base, address: { ...austin, name: '' } });
    expect(parsed.address.name).toBe('Austin');
  });

  it.each([
    ['missing', null],
    ['a string', 'Austin'],
    ['non-numeric lat', { ...austin, lat: '30.27' }],
    ['empty description', { ...austin, description: '  ' }],
  ])('rejects a location that is %s with invalidLocation', (_label, address) => {
    const result = activitySubscriptionSchema.safeParse({ ...base, address });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['address'],
      message: 'Choose a location from the list',
    });
  });

  it('keeps the radius within 1 to 50 miles', () => {
    expect(activitySubscriptionSchema.safeParse({ ...base, radius: 0 }).success).toBe(false);
    expect(activitySubscriptionSchema.safeParse({ ...base, radius: 51 }).success).toBe(false);
    expect(activitySubscriptionSchema.safeParse({ ...base, radius: 50 }).success).toBe(true);
    expect(activitySubscriptionSchema.safeParse({ ...base, radius: 1 }).success).toBe(true);
  });

  it('needs an activity and an end date not before the start', () => {
    expect(activitySubscriptionSchema.safeParse({ ...base, activities: [] }).success).toBe(false);
    const backwards = activitySubscriptionSchema.safeParse({
      ...base,
      startDate: '2026-06-02T00:00:00.000Z',
      endDate: '2026-06-01T00:00:00.000Z',
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['endDate']);
  });
});
