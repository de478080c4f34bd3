import { dateTimeFormat } from '@/lib/intl';
// Pure event logic (no I/O): wall-clock ↔ instant in the event's time zone, and the RSVP rules the
// service enforces and the event page shows.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isDate = (value: string) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
};
export const isTime = (value: string) => TIME.test(value);

/** Offset (ms) of the zone from UTC at the instant `ms`. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - (ms - (ms % 1000));
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` (YYYY-MM-DD) `time` (HH:mm). A time that
 * does not exist (the spring-forward gap) moves forward by the gap; an ambiguous one (fall back) takes the
 * first occurrence.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day before and after (at most one change lies between them in any real zone).
  const before = wall - zoneOffset(wall - 86_400_000, timeZone);
  const after = wall - zoneOffset(wall + 86_400_000, timeZone);
  const shows = (instant: number) => instant + zoneOffset(instant, timeZone) === wall;
  const valid = [before, after].filter(shows);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(before);
}

/** The wall clock (date YYYY-MM-DD, time HH:mm) of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "Tue, Nov 24, 2026, 6:00 PM CST" in a time zone. */
export function formatWhen(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/** True when the two zones show a different wall clock at that instant. */
export const zonesDiffer = (instant: Date, a: string, b: string) =>
  a !== b && zoneOffset(instant.getTime(), a) !== zoneOffset(instant.getTime(), b);

// ───────────────────────────── RSVP ─────────────────────────────

export type RsvpFacts = {
  cancelled: boolean;
  startsAt: Date;
  durationMinutes: number;
  capacity: number | null;
  goingCount: number;
  allowWaitlist: boolean;
  creatorApprovalNeeded: boolean;
  allowLateRsvp: boolean;
  hoursToCancelBefore: number | null;
};

/** A registered viewer's RSVP, if any (MAYBE / NOT_GOING hold nothing and count as none). */
export type HeldStatus = 'GOING' | 'WAITLIST' | 'PENDING_APPROVAL' | 'OFFERED';
/** Every status that holds something: a spot, a place in line, a request or an offered spot. */
export const HELD_STATUSES: HeldStatus[] = ['GOING', 'WAITLIST', 'PENDING_APPROVAL', 'OFFERED'];
/** Statuses whose spots count in goingCount (an offered spot is held for its player). */
export const SPOT_STATUSES: HeldStatus[] = ['GOING', 'OFFERED'];

/** Fair waitlist: a spot freed this close to the start is offered (held) rather than given outright. */
export const OFFER_WINDOW_MS = 24 * 3_600_000;

/** Whether a freed spot is offered to the first in line (less than 24 h before the start, not started). */
export const offersSpots = (startsAt: Date, now: Date) =>
  now.getTime() < startsAt.getTime() && now.getTime() >= startsAt.getTime() - OFFER_WINDOW_MS;

/** When an offer made now lapses: after the event's hold time, never past the start. */
export const offerExpiry = (startsAt: Date, holdMinutes: number, now: Date) =>
  new Date(Math.min(now.getTime() + holdMinutes * 60_000, startsAt.getTime()));

const endsAt = (f: RsvpFacts) => f.startsAt.getTime() + f.durationMinutes * 60_000;
export const hasSpotFor = (f: Pick<RsvpFacts, 'capacity' | 'goingCount'>, spots = 1) =>
  f.capacity === null || f.goingCount + spots <= f.capacity;

/** Whether a new RSVP is possible at all, and what it asks for. */
export type JoinDecision = 'cancelled' | 'closed' | 'approval' | 'take-spot';

export function joinDecision(f: RsvpFacts, now: Date): JoinDecision {
  if (f.cancelled) return 'cancelled';
  const t = now.getTime();
  if (t >= endsAt(f)) return 'closed';
  if (t >= f.startsAt.getTime() && !f.allowLateRsvp) return 'closed';
  return f.creatorApprovalNeeded ? 'approval' : 'take-spot';
}

/** Until when leaving a paid spot refunds it: the cancel cutoff (hoursToCancelBefore before the start), or the start. */
export const refundDeadlineOf = (e: { dateStart: Date; hoursToCancelBefore: number | null }) =>
  new Date(e.dateStart.getTime() - (e.hoursToCancelBefore ?? 0) * 3_600_000);

export type LeaveDecision = 'ok' | 'too-late' | 'closed';

/**
 * Leaving a spot: refused once the game has started, and inside the host's cancel window
 * (hoursToCancelBefore). A waitlist place or a pending request can be given up until the end. `paidUntil`: the
 * refund deadline stored with a paid spot (the cutoff when the player paid); the later of it and the current
 * cutoff applies, so a host who tightens the cutoff (or moves the game earlier) after taking payments does not
 * take the paid players' way out.
 */
export function leaveDecision(
  f: RsvpFacts,
  status: HeldStatus,
  now: Date,
  paidUntil: Date | null = null,
): LeaveDecision {
  const t = now.getTime();
  if (t >= endsAt(f)) return 'closed';
  if (status !== 'GOING' || f.cancelled) return 'ok';
  if (t >= f.startsAt.getTime()) return 'closed';
  if (f.hoursToCancelBefore !== null && t > f.startsAt.getTime() - f.hoursToCancelBefore * 3_600_000) {
    return paidUntil !== null && t <= paidUntil.getTime() ? 'ok' : 'too-late';
  }
  return 'ok';
}

/** What the RSVP control shows to a signed-in viewer. */
export type RsvpControl =
  | { state: 'cancelled' }
  | { state: 'closed' }
  | { state: 'going'; canLeave: boolean }
  | { state: 'waitlisted' }
  | { state: 'offered' }
  | { state: 'pending' }
  | { state: 'join' }
  | { state: 'joinWaitlist' }
  | { state: 'requestToJoin' }
  | { state: 'full' };

export function rsvpControl(
  f: RsvpFacts,
  status: HeldStatus | null,
  now: Date,
  paidUntil: Date | null = null,
): RsvpControl {
  if (f.cancelled) return { state: 'cancelled' };
  if (status === 'GOING') {
    const leave = leaveDecision(f, status, now, paidUntil);
    return leave === 'closed' && now.getTime() >= endsAt(f)
      ? { state: 'closed' }
      : { state: 'going', canLeave: leave === 'ok' };
  }
  if (status !== null && now.getTime() >= endsAt(f)) return { state: 'closed' };
  if (status === 'WAITLIST') return { state: 'waitlisted' };
  if (status === 'OFFERED') return { state: 'offered' };
  if (status === 'PENDING_APPROVAL') return { state: 'pending' };
  const join = joinDecision(f, now);
  if (join === 'cancelled') return { state: 'cancelled' };
  if (join === 'closed') return { state: 'closed' };
  if (join === 'approval') return { state: 'requestToJoin' };
  if (hasSpotFor(f)) return { state: 'join' };
  return f.allowWaitlist ? { state: 'joinWaitlist' } : { state: 'full' };
}

/**
 * What the RSVP control shows the moment a player joins or leaves, before the server answers (issue 35: an
 * optimistic RSVP; the page's own state comes back with the refresh, or stays as it was when the action fails).
 * Joining a game with a spot means going, a full one the waitlist, an approval game a pending request, an offer
 * accepted going; leaving goes back to the way in. Any other pair keeps the control as it is.
 */
export function optimisticRsvp(control: RsvpControl, change: 'join' | 'leave'): RsvpControl {
  if (change === 'join') {
    if (control.state === 'join' || control.state === 'offered') return { state: 'going', canLeave: true };
    if (control.state === 'joinWaitlist') return { state: 'waitlisted' };
    if (control.state === 'requestToJoin') return { state: 'pending' };
    return control;
  }
  if (control.state === 'going' || control.state === 'offered') return { state: 'join' };
  if (control.state === 'waitlisted') return { state: 'joinWaitlist' };
  if (control.state === 'pending') return { state: 'requestToJoin' };
  return control;
}

/** Google Maps search link for the location text (opened by the user; nothing is loaded from it here). */
export const mapLink = (parts: (string | null | undefined)[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.filter(Boolean).join(', '))}`;

/** The day after an ISO date (YYYY-MM-DD). */
const nextDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * A discover date range as instants: from the start of the first day to the end of the last day, both on the
 * viewer's wall clock (DST days are 23 or 25 hours long). Either end may be open.
 */
export function dayRange(from: string | undefined, to: string | undefined, timeZone: string) {
  return {
    start: from ? zonedToInstant(from, '00:00', timeZone) : null,
    end: to ? zonedToInstant(nextDay(to), '00:00', timeZone) : null,
  };
}
