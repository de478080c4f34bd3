import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { joinEvent, leaveEvent } from '@/lib/events/service';
import { loadManage } from '@/lib/events/manage';
import { eventPage } from '@/lib/events/queries';
import { reliabilityFor } from '@/lib/reliability/queries';
import { countRecord, reliabilityOf, type DropFact, type ParticipationFact } from '@/lib/reliability/rules';
import { reliabilityMessages as rm } from '@/lib/messages/reliability';
import { makeEvent } from '@/tests/support/events';
import { makeUser, makeUsers } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

// The reliability record (issue 32 §4): the SQL of lib/reliability/queries.ts counts what the pure rule
// counts, a late leave is recorded, and only hosts see a joiner's record.

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('reliability record', () => {
  it('the SQL record equals the pure rule on generated data', async () => {
    const seed = 32_4;
    const rnd = random(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const now = new Date();
    const host = await makeUser('Host');
    const players = (await makeUsers(8, 'Reliab')).map((id) => ({ id }));
    // Games from 14 months ago to next week, some cancelled, around the window's edge too.
    const offsets = [-24 * 430, -24 * 366, -24 * 364, -24 * 200, -24 * 30, -3, -1, 0.5, 24, 24 * 7];
    const events = [];
    for (let i = 0; i < 14; i++) {
      const hours = pick(offsets) + (rnd() - 0.5);
      events.push(
        await makeEvent(host.id, { hours, durationMinutes: pick([60, 90, 180]), cancelled: rnd() < 0.2 }),
      );
    }
    const facts = new Map<string, { parts: ParticipationFact[]; drops: DropFact[] }>(
      players.map((p) => [p.id, { parts: [], drops: [] }]),
    );
    const statuses = ['GOING', 'GOING', 'GOING', 'WAITLIST', 'NOT_GOING', 'MAYBE'] as const;
    for (const e of events) {
      const endsAt = new Date(e.dateStart.getTime() + e.durationMinutes * 60_000);
      for (const p of players) {
        const f = facts.get(p.id)!;
        if (rnd() < 0.6) {
          const status = pick(statuses);
          const noShow = rnd() < 0.25;
          // A by-default row never confirmed, and a mark answered (and kept or not): docs/no-shows.md.
          const byDefault = rnd() < 0.2;
          const noShowAnsweredAt = noShow && rnd() < 0.4 ? now : null;
          const noShowConfirmedAt = noShowAnsweredAt && rnd() < 0.5 ? now : null;
          const marks = { byDefault, noShowAnsweredAt, noShowConfirmedAt };
          await db.eventParticipant.create({
            data: { eventId: e.id, userId: p.id, status, noShow, ...marks },
          });
          f.parts.push({ status, noShow, ...marks, cancelled: e.cancelled, dateStart: e.dateStart, endsAt });
        } else if (rnd() < 0.5) {
          const late = rnd() < 0.6;
          const droppedAt = new Date(e.dateStart.getTime() - rnd() * 48 * 3_600_000);
          await db.eventDrop.create({ data: { eventId: e.id, userId: p.id, late, droppedAt } });
          f.drops.push({ late, droppedAt, cancelled: e.cancelled });
        }
      }
    }
    const records = await reliabilityFor(
      db,
      players.map((p) => p.id),
      now,
    );
    for (const p of players) {
      const f = facts.get(p.id)!;
      expect({ seed, player: p.id, record: records.get(p.id) }).toEqual({
        seed,
        player: p.id,
        record: reliabilityOf(countRecord(f.parts, f.drops, now)),
      });
    }
    // The generated data exercises every count.
    const all = [...records.values()];
    expect(
      all.some((r) => r.games > 0) && all.some((r) => r.noShows > 0) && all.some((r) => r.lateDrops > 0),
    ).toBe(true);
  });

  it('a late leave is recorded, and the host (not another player, not a visitor) sees it on the roster', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const other = await makeUser('Other');
    // Ann played three games, then gave up a spot one hour before a game without a cancel cutoff (late) and
    // one three days ahead (on time).
    for (let i = 0; i < 3; i++) {
      const past = await makeEvent(host.id, { hours: -24 * (i + 1) });
      await db.eventParticipant.create({ data: { eventId: past.id, userId: ann.id, status: 'GOING' } });
    }
    const soon = await makeEvent(host.id, { hours: 1, capacity: 10, goingCount: 1 });
    const later = await makeEvent(host.id, { hours: 72, capacity: 10, goingCount: 1 });
    for (const e of [soon, later]) {
      await db.eventParticipant.create({ data: { eventId: e.id, userId: ann.id, status: 'GOING' } });
      expect(await leaveEvent(db, ann.id, e.id)).toMatchObject({ status: 'left' });
    }
    expect(
      (await db.eventDrop.findMany({ where: { userId: ann.id }, orderBy: { late: 'desc' } })).map((d) => [
        d.eventId,
        d.late,
      ]),
    ).toEqual([
      [soon.id, true],
      [later.id, false],
    ]);

    const next = await makeEvent(host.id, { hours: 48, capacity: 10, goingCount: 2 });
    await db.eventParticipant.createMany({
      data: [ann, other].map((u) => ({ eventId: next.id, userId: u.id, status: 'GOING' as const })),
    });
    const roster = await loadManage(db, host.id, next.id);
    const annRow = roster?.going.find((p) => p.userId === ann.id);
    expect(annRow?.reliability && rm.summary(annRow.reliability)).toBe(
      'Mostly reliable · 3 games, 1 late drop',
    );
    expect(roster?.going.find((p) => p.userId === other.id)?.reliability?.tier).toBe('new');

    // Another player in the same game, and a visitor: no manage page, and the event page has no record.
    expect(await loadManage(db, other.id, next.id)).toBeNull();
    for (const viewer of [other.id, null]) {
      const page = await eventPage(viewer, next.id);
      expect(page).not.toBeNull();
      expect(JSON.stringify(page)).not.toMatch(/reliab|lateDrops|late drop/i);
    }
  });

  it('one statement for the whole list: the manage page costs the same with 2 or 12 players', async () => {
    const host = await makeUser('Host');
    const page = async (players: number) => {
      const event = await makeEvent(host.id, { hours: 48, capacity: 20, goingCount: players });
      const ids = await makeUsers(players, 'Roster');
      await db.eventParticipant.createMany({
        data: ids.map((userId) => ({ eventId: event.id, userId, status: 'GOING' as const })),
      });
      const { result, count } = await countQueries(() => loadManage(db, host.id, event.id));
      expect(result?.going.every((p) => p.reliability?.tier === 'new')).toBe(true);
      return count;
    };
    expect(await page(12)).toBe(await page(2));
  });

  describe('"reliable players first" for waitlist offers', () => {
    /** A player with `games` played and `noShows` no-shows in past games of `host`. */
    async function withRecord(name: string, hostId: string, games: number, noShows: number) {
      const user = await makeUser(name);
      for (let i = 0; i < games + noShows; i++) {
        const past = await makeEvent(hostId, { hours: -24 * (i + 2) });
        await db.eventParticipant.create({
          data: { eventId: past.id, userId: user.id, status: 'GOING', noShow: i < noShows },
        });
      }
      return user;
    }

    /** A full 1-spot game; the waitlist joins in the order given. Returns who gets the spot when it frees. */
    async function firstOffered(hours: number, reliableFirst: boolean) {
      const host = await makeUser('Host');
      const flaky = await withRecord('Flaky', host.id, 1, 3); // Often drops out
      const fresh = await withRecord('Fresh', host.id, 0, 0); // New player
      const steady = await withRecord('Steady', host.id, 5, 0); // Reliable
      const holder = await makeUser('Holder');
      const event = await makeEvent(host.id, {
        hours,
        capacity: 1,
        allowWaitlist: true,
        waitlistReliableFirst: reliableFirst,
      });
      expect((await joinEvent(db, holder.id, event.id)).status).toBe('joined');
      for (const p of [flaky, fresh, steady])
        expect((await joinEvent(db, p.id, event.id)).status).toBe('waitlisted');
      await leaveEvent(db, holder.id, event.id);
      const line = await db.eventParticipant.findMany({
        where: { eventId: event.id, status: { in: ['GOING', 'OFFERED'] } },
        select: { userId: true, status: true },
      });
      const names = new Map([flaky, fresh, steady].map((u) => [u.id, u.displayName]));
      return line.map((p) => [names.get(p.userId!), p.status]);
    }

    it('off (the default): first come, first served', async () => {
      expect(await firstOffered(48, false)).toEqual([['Flaky', 'GOING']]);
    });

    it('on: the reliable player gets the spot, outright or as the held offer in the last day', async () => {
      expect(await firstOffered(48, true)).toEqual([['Steady', 'GOING']]);
      expect(await firstOffered(10, true)).toEqual([['Steady', 'OFFERED']]);
    });

    it("the host sees the waitlisted players' records on the manage page", async () => {
      const host = await makeUser('Host');
      const steady = await withRecord('Steady', host.id, 5, 0);
      const event = await makeEvent(host.id, { hours: 48, capacity: 0, allowWaitlist: true });
      expect((await joinEvent(db, steady.id, event.id)).status).toBe('waitlisted');
      const view = await loadManage(db, host.id, event.id);
      expect(view?.waitlist.map((p) => p.reliability && rm.summary(p.reliability))).toEqual([
        'Reliable · 5 games',
      ]);
    });
  });
});
