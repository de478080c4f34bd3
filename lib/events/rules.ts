import { zonedToInstant } from '@/lib/time';

// Pure event logic (no I/O): the RSVP rules the service enforces and the event page shows (wall clocks and time
// zones are lib/time.ts).

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
