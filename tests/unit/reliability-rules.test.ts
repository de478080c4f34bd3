import { describe, expect, it } from 'vitest';
import {
  compareReliability,
  countRecord,
  isLateDrop,
  noShowCounts,
  reliabilityOf,
  type ParticipationFact,
} from '@/lib/reliability/rules';
import { reliabilityMessages as rm } from '@/lib/messages/reliability';
import { waitlistOrder } from '@/lib/reliability/waitlist';

const H = 3_600_000;
const now = new Date('2026-11-27T12:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * H);
const game = (over: Partial<ParticipationFact> = {}): ParticipationFact => ({
  status: 'GOING',
  noShow: false,
  cancelled: false,
  dateStart: at(-48),
  endsAt: at(-46),
  ...over,
});

describe('late drop', () => {
  const e = { dateStart: at(24), hoursToCancelBefore: 12 };
  it("is a leave after the host's cancel cutoff, not one at or before it", () => {
    expect(isLateDrop(e, at(13))).toBe(true);
    expect(isLateDrop(e, at(12))).toBe(false);
    expect(isLateDrop(e, at(11))).toBe(false);
  });
  it('uses 2 hours before the start when the host set no cutoff', () => {
    const open = { dateStart: at(24), hoursToCancelBefore: null };
    expect(isLateDrop(open, at(21.5))).toBe(false);
    expect(isLateDrop(open, at(22.5))).toBe(true);
  });
  it('a cutoff of 0 hours makes only a leave after the start late', () => {
    expect(isLateDrop({ dateStart: at(1), hoursToCancelBefore: 0 }, at(0.9))).toBe(false);
  });
});

describe('tier', () => {
  it('says "New player" below 3 commitments, even with a no-show', () => {
    expect(reliabilityOf({ games: 0, lateDrops: 0, noShows: 0 }).tier).toBe('new');
    expect(reliabilityOf({ games: 1, lateDrops: 0, noShows: 1 }).tier).toBe('new');
    expect(reliabilityOf({ games: 1, lateDrops: 1, noShows: 1 }).tier).toBe('unreliable');
  });
  it('Reliable up to 10% broken, Mostly reliable up to 25%, then Often drops out', () => {
    expect(reliabilityOf({ games: 3, lateDrops: 0, noShows: 0 }).tier).toBe('reliable');
    expect(reliabilityOf({ games: 9, lateDrops: 1, noShows: 0 }).tier).toBe('reliable');
    expect(reliabilityOf({ games: 8, lateDrops: 1, noShows: 1 }).tier).toBe('mostly');
    expect(reliabilityOf({ games: 3, lateDrops: 0, noShows: 1 }).tier).toBe('mostly');
    expect(reliabilityOf({ games: 2, lateDrops: 1, noShows: 1 }).tier).toBe('unreliable');
  });
  it('reads "Reliable · 42 games, 1 late drop" and leaves out zero counts', () => {
    expect(rm.summary(reliabilityOf({ games: 42, lateDrops: 1, noShows: 0 }))).toBe(
      'Reliable · 42 games, 1 late drop',
    );
    expect(rm.summary(reliabilityOf({ games: 1, lateDrops: 0, noShows: 0 }))).toBe('New player · 1 game');
    expect(rm.summary(reliabilityOf({ games: 2, lateDrops: 2, noShows: 1 }))).toBe(
      'Often drops out · 2 games, 2 late drops, 1 no-show',
    );
  });
  it('orders reliable, mostly, new, unreliable; then fewer broken per commitment, then more games', () => {
    const r = (games: number, lateDrops: number, noShows = 0) => reliabilityOf({ games, lateDrops, noShows });
    const list = [r(2, 2), r(0, 0), r(8, 2), r(20, 1), r(5, 0), r(40, 0)];
    expect([...list].sort(compareReliability)).toEqual([
      r(40, 0),
      r(5, 0),
      r(20, 1),
      r(8, 2),
      r(0, 0),
      r(2, 2),
    ]);
  });
});

describe('what counts', () => {
  it('counts ended going games of the last 12 months, not cancelled, upcoming, older or other statuses', () => {
    const parts = [
      game(),
      game({ noShow: true }),
      game({ cancelled: true }),
      game({ status: 'WAITLIST' }),
      game({ status: 'NOT_GOING' }),
      game({ dateStart: at(-1), endsAt: at(1) }), // still running
      game({ dateStart: at(-366 * 24), endsAt: at(-366 * 24 + 2) }), // older than the window
      game({ dateStart: at(-364 * 24), endsAt: at(-364 * 24 + 2) }),
    ];
    const drops = [
      { late: true, droppedAt: at(-10), cancelled: false },
      { late: false, droppedAt: at(-10), cancelled: false }, // on time: not counted
      { late: true, droppedAt: at(-10), cancelled: true }, // the game was cancelled anyway
      { late: true, droppedAt: at(-400 * 24), cancelled: false }, // outside the window
    ];
    expect(countRecord(parts, drops, now)).toEqual({ games: 2, noShows: 1, lateDrops: 1 });
  });
});

describe('waitlist offer order', () => {
  const t = (m: number) => new Date(now.getTime() + m * 60_000);
  const entries = [
    { id: 'a', userId: 'flaky', waitlistedAt: t(1) },
    { id: 'b', userId: null, waitlistedAt: t(2) }, // a guest without an account
    { id: 'c', userId: 'steady', waitlistedAt: t(3) },
    { id: 'd', userId: 'steady2', waitlistedAt: t(3) },
  ];
  const records = new Map([
    ['flaky', reliabilityOf({ games: 1, lateDrops: 2, noShows: 0 })],
    ['steady', reliabilityOf({ games: 10, lateDrops: 0, noShows: 0 })],
    ['steady2', reliabilityOf({ games: 10, lateDrops: 0, noShows: 0 })],
  ]);
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
  it('is first come, first served (then id) unless the host chose reliable first', () => {
    expect(ids(waitlistOrder([...entries].reverse(), { reliableFirst: false, records }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
  it('reliable first: by reliability (a guest counts as new), ties by arrival', () => {
    expect(ids(waitlistOrder(entries, { reliableFirst: true, records }))).toEqual(['c', 'd', 'b', 'a']);
  });
  it('in line order (Member Plus head start applied by SQL), ties within a tier keep the line', () => {
    // The line put d (a Member Plus player) before c; both are Reliable, so d stays first.
    const line = [entries[3], entries[0], entries[2], entries[1]];
    expect(ids(waitlistOrder(line, { reliableFirst: true, records, inLineOrder: true }))).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
    expect(ids(waitlistOrder(line, { reliableFirst: false, records, inLineOrder: true }))).toEqual(ids(line));
  });
});

describe('which no-show marks count (docs/no-shows.md)', () => {
  it('a mark counts unless the row was going by default, or the player answered and no host kept it', () => {
    expect(noShowCounts(game({ noShow: true }))).toBe(true);
    expect(noShowCounts(game({ noShow: false }))).toBe(false);
    expect(noShowCounts(game({ noShow: true, byDefault: true }))).toBe(false);
    expect(noShowCounts(game({ noShow: true, noShowAnsweredAt: at(-40) }))).toBe(false);
    expect(noShowCounts(game({ noShow: true, noShowAnsweredAt: at(-40), noShowConfirmedAt: at(-30) }))).toBe(
      true,
    );
    const record = countRecord(
      [
        game({ noShow: true }),
        game({ noShow: true, byDefault: true }),
        game({ noShow: true, noShowAnsweredAt: at(-40) }),
      ],
      [],
      now,
    );
    expect(record).toMatchObject({ games: 0, noShows: 1 });
  });
});
