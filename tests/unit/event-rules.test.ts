import { describe, expect, it } from 'vitest';
import { wallClock, zonedToInstant } from '@/lib/time';
import { joinDecision, leaveDecision, rsvpControl, type RsvpFacts } from '@/lib/events/rules';
import { createEventDefaults, createEventSchema } from '@/lib/events/schema';
import { eventIcs, foldLine } from '@/lib/events/ics';
import { savedCity } from '@/lib/geo/city';

const NY = 'America/New_York';

describe('wall clock in the event’s zone', () => {
  it('keeps 18:00 local on both sides of the US daylight-saving changes', () => {
    expect(zonedToInstant('2026-03-07', '18:00', NY).toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(zonedToInstant('2026-03-09', '18:00', NY).toISOString()).toBe('2026-03-09T22:00:00.000Z');
    expect(zonedToInstant('2026-10-31', '18:00', NY).toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(zonedToInstant('2026-11-02', '18:00', NY).toISOString()).toBe('2026-11-02T23:00:00.000Z');
    expect(zonedToInstant('2026-07-01', '09:30', 'Pacific/Honolulu').toISOString()).toBe(
      '2026-07-01T19:30:00.000Z',
    );
  });

  it('moves a time in the spring gap forward and takes the first of an ambiguous autumn time', () => {
    // 02:30 does not exist on 8 Mar 2026 in New York: it becomes 03:30 EDT.
    expect(zonedToInstant('2026-03-08', '02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedToInstant('2026-03-08', '03:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 Nov 2026: the first (EDT) is taken.
    expect(zonedToInstant('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads the wall clock back', () => {
    expect(wallClock(new Date('2026-11-02T23:00:00Z'), NY)).toEqual({ date: '2026-11-02', time: '18:00' });
    expect(wallClock(new Date('2026-03-08T07:30:00Z'), NY)).toEqual({ date: '2026-03-08', time: '03:30' });
  });
});

const now = new Date('2026-06-01T12:00:00Z');
const facts = (over: Partial<RsvpFacts> = {}): RsvpFacts => ({
  cancelled: false,
  startsAt: new Date('2026-06-03T12:00:00Z'),
  durationMinutes: 60,
  capacity: 2,
  goingCount: 0,
  allowWaitlist: false,
  creatorApprovalNeeded: false,
  allowLateRsvp: false,
  hoursToCancelBefore: null,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('RSVP control', () => {
  it('shows join, join waitlist, full, request to join, pending, waitlisted and going', () => {
    expect(rsvpControl(facts(), null, now)).toEqual({ state: 'join' });
    expect(rsvpControl(facts({ goingCount: 2, allowWaitlist: true }), null, now)).toEqual({
      state: 'joinWaitlist',
    });
    expect(rsvpControl(facts({ goingCount: 2 }), null, now)).toEqual({ state: 'full' });
    expect(rsvpControl(facts({ capacity: null, goingCount: 99 }), null, now)).toEqual({ state: 'join' });
    expect(rsvpControl(facts({ creatorApprovalNeeded: true }), null, now)).toEqual({
      state: 'requestToJoin',
    });
    expect(rsvpControl(facts(), 'PENDING_APPROVAL', now)).toEqual({ state: 'pending' });
    expect(rsvpControl(facts(), 'WAITLIST', now)).toEqual({ state: 'waitlisted' });
    expect(rsvpControl(facts(), 'GOING', now)).toEqual({ state: 'going', canLeave: true });
  });

  it('closes at the start unless late RSVPs are allowed, always at the end, and shows cancelled', () => {
    const started = at('2026-06-03T12:30:00Z');
    expect(rsvpControl(facts(), null, started)).toEqual({ state: 'closed' });
    expect(rsvpControl(facts({ allowLateRsvp: true }), null, started)).toEqual({ state: 'join' });
    expect(rsvpControl(facts({ allowLateRsvp: true }), null, at('2026-06-03T13:00:00Z'))).toEqual({
      state: 'closed',
    });
    expect(rsvpControl(facts({ cancelled: true }), 'GOING', now)).toEqual({ state: 'cancelled' });
    expect(joinDecision(facts({ cancelled: true }), now)).toBe('cancelled');
  });

  it('refuses leaving a spot inside the cancel window or after the start, never a waitlist place', () => {
    const f = facts({ hoursToCancelBefore: 24 });
    expect(leaveDecision(f, 'GOING', at('2026-06-02T11:59:00Z'))).toBe('ok');
    expect(leaveDecision(f, 'GOING', at('2026-06-02T12:01:00Z'))).toBe('too-late');
    expect(rsvpControl(f, 'GOING', at('2026-06-02T12:01:00Z'))).toEqual({ state: 'going', canLeave: false });
    expect(leaveDecision(f, 'WAITLIST', at('2026-06-03T12:30:00Z'))).toBe('ok');
    expect(leaveDecision(facts(), 'GOING', at('2026-06-03T12:30:00Z'))).toBe('closed');
  });
});

describe('create-a-game schema', () => {
  const future = wallClock(new Date(Date.now() + 7 * 86_400_000), NY).date;
  const valid = {
    ...createEventDefaults(NY, future),
    title: 'Pickup',
    gameTypeId: 'gt1',
    city: savedCity('Austin, TX', 30.27, -97.74),
  };
  const errorsOf = (input: object) => {
    const result = createEventSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts the defaults with a title, game type and city', () => {
    expect(createEventSchema.safeParse(valid).success).toBe(true);
  });

  it('puts every refusal under its field', () => {
    expect(errorsOf({ ...valid, date: '2020-01-01' })).toEqual({ date: 'The start must be in the future' });
    expect(errorsOf({ ...valid, durationMinutes: 0 })).toEqual({
      durationMinutes: 'Duration must be between 15 minutes and 24 hours',
    });
    expect(errorsOf({ ...valid, durationMinutes: 24 * 60 + 1 })).toHaveProperty('durationMinutes');
    expect(errorsOf({ ...valid, capacity: 0 })).toEqual({ capacity: 'Spots must be at least 1' });
    expect(errorsOf({ ...valid, capacity: 4, hasMinimumNeeded: true, minimumNeeded: 5 })).toEqual({
      minimumNeeded: 'The minimum cannot be more than the spots',
    });
    expect(errorsOf({ ...valid, guestLimit: 11 })).toEqual({
      guestLimit: 'Guests per player must be between 0 and 10',
    });
    expect(errorsOf({ ...valid, guestLimit: -1 })).toHaveProperty('guestLimit');
    expect(errorsOf({ ...valid, isPrivate: true, makePublicAfter: `${future}T19:00` })).toEqual({
      makePublicAfter: 'Must be before the start',
    });
    expect(
      createEventSchema.safeParse({ ...valid, isPrivate: true, makePublicAfter: `${future}T17:00` }).success,
    ).toBe(true);
    expect(errorsOf({ ...valid, city: null })).toEqual({ city: 'Choose a location' });
  });
});

describe('calendar file', () => {
  it('writes one VEVENT in UTC with escaped text and folded lines', () => {
    const ics = eventIcs(
      {
        id: 'evt1',
        title: 'Pickup; bring water, please',
        description: 'Line one\nLine two',
        location: 'Zilker Park, Austin, TX',
        startsAt: new Date('2026-11-02T23:00:00Z'),
        durationMinutes: 90,
        cancelled: false,
        url: 'https://beans.test/evt/evt1',
      },
      'beans.test',
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20261102T230000Z\r\n');
    expect(ics).toContain('DTEND:20261103T003000Z\r\n');
    expect(ics).toContain('SUMMARY:Pickup\\; bring water\\, please\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\r\n');
    expect(ics).toContain('UID:evt1@beans.test\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n') && ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const long = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });
});
