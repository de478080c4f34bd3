import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { loadManage } from '@/lib/events/manage';
import { eventPage } from '@/lib/events/queries';
import { REMINDER_TYPE, sendDueReminders } from '@/lib/events/reminders';
import { promoteWaitlist } from '@/lib/events/service';
import { reminderMessages as m } from '@/lib/messages/reminders';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

// One waitlist position (docs/waitlist-order.md): the place a player reads on the game page and in the
// reminder is the order the offers go out in, with Member Plus's head start and with "reliable players first".

const MIN = 60_000;
const HOUR = 3_600_000;

/** "You are 3rd on the waitlist." as the reminder words it. */
const placeText = (n: number) => m.waitlisted('G', 'W', n).replace('G starts W. ', '');

/** A player with `games` played and `noShows` no-shows in past games of `hostId`. */
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

/**
 * A full 1-spot game starting in an hour (the 2 h reminder is due now) and four players waitlisted at the given
 * minutes ago; `member` ones have Member Plus. Answers, in player order: the position each sees on the game page,
 * the position in their reminder, the manage page's order, and the order the offers go out in.
 */
async function positions(
  reliableFirst: boolean,
  players: { name: string; minutesAgo: number; member?: boolean; record?: [number, number] }[],
) {
  const now = new Date();
  const host = await makeUser('Host');
  const event = await makeEvent(host.id, {
    hours: 1,
    capacity: 1,
    goingCount: 1,
    allowWaitlist: true,
    waitlistReliableFirst: reliableFirst,
  });
  const holder = await makeUser('Holder');
  await db.eventParticipant.create({
    data: {
      eventId: event.id,
      userId: holder.id,
      status: 'GOING',
      createdAt: new Date(now.getTime() - 5 * HOUR),
    },
  });
  const users = [];
  for (const p of players) {
    const user = p.record ? await withRecord(p.name, host.id, ...p.record) : await makeUser(p.name);
    if (p.member) await db.user.update({ where: { id: user.id }, data: { userSubscription: 'Member Plus' } });
    const at = new Date(now.getTime() - 3 * HOUR - p.minutesAgo * MIN);
    await db.eventParticipant.create({
      data: { eventId: event.id, userId: user.id, status: 'WAITLIST', createdAt: at, waitlistedAt: at },
    });
    users.push(user);
  }
  const nameOf = new Map(users.map((u, i) => [u.id, players[i].name]));

  const onPage = [];
  for (const u of users) onPage.push((await eventPage(u.id, event.id, now))?.waitlistPosition);

  await sendDueReminders(db, now);
  const inReminder = [];
  for (const u of users) {
    const [note] = await db.notification.findMany({ where: { userId: u.id, type: REMINDER_TYPE } });
    const n = [1, 2, 3, 4].find((k) => note?.message.endsWith(placeText(k)));
    inReminder.push(n);
  }

  const managed = (await loadManage(db, host.id, event.id, now))!.waitlist.map((p) => nameOf.get(p.userId!));

  // Free one spot at a time: each goes to the next in the offer order.
  const offers: string[] = [];
  for (let spots = 2; spots <= 1 + users.length; spots++) {
    await db.event.update({ where: { id: event.id }, data: { capacity: spots } });
    await db.$transaction((tx) => promoteWaitlist(tx, { id: event.id, title: event.title }, now));
    const offered = await db.eventParticipant.findMany({
      where: {
        eventId: event.id,
        status: { in: ['OFFERED', 'GOING'] },
        userId: { in: users.map((u) => u.id) },
      },
      select: { userId: true },
    });
    offers.push(...offered.map((o) => nameOf.get(o.userId!)!).filter((n) => !offers.includes(n)));
  }
  return { onPage, inReminder, managed, offers };
}

describe('one waitlist position', () => {
  it('with members’ priority: the page, the reminder and the host’s list follow the offer order', async () => {
    // Ann joined 50 min before Ben; Mia (Member Plus) 30 min after Ann, so 30 min ahead of her; Max (Member
    // Plus) joined last, 60 min's head start puts him ahead of Ann too.
    const result = await positions(false, [
      { name: 'Ann', minutesAgo: 50 },
      { name: 'Mia', minutesAgo: 20, member: true },
      { name: 'Ben', minutesAgo: 10 },
      { name: 'Max', minutesAgo: 0, member: true },
    ]);
    expect(result.offers).toEqual(['Mia', 'Max', 'Ann', 'Ben']);
    expect(result.managed).toEqual(['Mia', 'Max', 'Ann', 'Ben']);
    expect(result.onPage).toEqual([3, 1, 4, 2]);
    expect(result.inReminder).toEqual([3, 1, 4, 2]);
  });

  it('with reliable players first: the reliable player is 1st everywhere', async () => {
    const result = await positions(true, [
      { name: 'Ann', minutesAgo: 50, record: [1, 3] }, // often drops out
      { name: 'Mia', minutesAgo: 20, member: true }, // new player
      { name: 'Ben', minutesAgo: 10, record: [5, 0] }, // reliable
      { name: 'Max', minutesAgo: 0, member: true }, // new player
    ]);
    expect(result.offers).toEqual(['Ben', 'Mia', 'Max', 'Ann']);
    expect(result.managed).toEqual(['Ben', 'Mia', 'Max', 'Ann']);
    expect(result.onPage).toEqual([4, 2, 1, 3]);
    expect(result.inReminder).toEqual([4, 2, 1, 3]);
  });
});
