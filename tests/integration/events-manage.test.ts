import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import {
  answerRequestAction,
  cancelEventAction,
  messageJoinersAction,
  moveOffWaitlistAction,
  removeParticipantAction,
} from '@/lib/events/actions';
import { loadManage, manageTimes } from '@/lib/events/manage';
import { eventPage } from '@/lib/events/queries';
import { joinEvent, leaveEvent } from '@/lib/events/service';
import { formatGameTime } from '@/lib/time';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';
import { MAIL_QUEUE } from '@/lib/notifications/queue';

// The host's manage page (issue 10 §4): only the host and co-hosts reach it; approvals, removals, the
// waitlist, cancelling and messaging each change the RSVPs in one transaction and tell the people concerned.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
});

const game = (creatorId: string, extra: Record<string, unknown> = {}) =>
  makeEvent(creatorId, { gameTypeId: soccer, capacity: 2, allowWaitlist: true, ...extra });
const rsvp = (eventId: string, userId: string) =>
  db.eventParticipant.findUnique({ where: { eventId_userId: { eventId, userId } } });
const notesOf = (userId: string) =>
  db.notification.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    select: { type: true, message: true },
  });
const snapshot = async (eventId: string) => ({
  event: await db.event.findUniqueOrThrow({
    where: { id: eventId },
    select: { goingCount: true, cancelled: true },
  }),
  rows: await db.eventParticipant.findMany({ where: { eventId }, orderBy: { id: 'asc' } }),
  notes: await db.notification.count(),
});

describe('managing a game', () => {
  it("shows the start and a held spot's expiry on the game's clock, labelled for a host in another zone (docs/time-zones.md)", async () => {
    const host = await makeUser('Host');
    const event = await game(host.id, { capacity: 1, hours: 10 });
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((n) => makeUser(n)));
    await joinEvent(db, ann.id, event.id);
    await joinEvent(db, bob.id, event.id);
    // Within a day, a freed spot is offered to the first in line and held for them.
    await leaveEvent(db, ann.id, event.id);
    const view = (await loadManage(db, host.id, event.id))!;
    const offer = view.waitlist.find((p) => p.userId === bob.id)!;
    expect(offer.offerExpiresAt).not.toBeNull();
    // The game is in Chicago (tests/support/events.ts).
    const chicago = manageTimes(view, 'America/Chicago');
    expect(chicago.start).toBe(formatGameTime(event.dateStart, 'America/Chicago', 'America/Chicago'));
    expect(chicago.start).toMatch(/ · \d{1,2}:\d{2} [AP]M$/);
    expect(chicago.offeredUntil[offer.id]).toMatch(/ · \d{1,2}:\d{2} [AP]M$/);
    const berlin = manageTimes(view, 'Europe/Berlin');
    expect(berlin.start).toBe(formatGameTime(event.dateStart, 'America/Chicago', 'Europe/Berlin'));
    expect(berlin.start).toMatch(/ · \d{1,2}:\d{2} [AP]M C[SD]T$/);
    expect(berlin.offeredUntil[offer.id]).toBe(
      formatGameTime(offer.offerExpiresAt!, 'America/Chicago', 'Europe/Berlin'),
    );
  });

  it('approves and declines requests: a spot, then the waitlist; both sides are told', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat, dan] = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan'].map((n) => makeUser(n)));
    const event = await game(host.id, { creatorApprovalNeeded: true, capacity: 1 });
    for (const p of [ann, bob, cat, dan])
      expect((await joinEvent(db, p.id, event.id)).status).toBe('requested');
    // The host hears about each request.
    expect((await notesOf(host.id)).filter((n) => n.type === 'EVENT_JOIN_REQUEST')).toHaveLength(4);

    const view = await loadManage(db, host.id, event.id);
    expect(view?.requests.map((r) => r.name)).toEqual(['Ann', 'Bob', 'Cat', 'Dan']);
    const idOf = (userId: string) => view!.requests.find((r) => r.userId === userId)!.id;

    const answer = (participantId: string, approve: boolean) =>
      callAs(host, answerRequestAction, { eventId: event.id, participantId, approve });
    expect(await answer(idOf(ann.id), true)).toMatchObject({ ok: true, message: ui.manage.approved });
    expect(await answer(idOf(bob.id), true)).toMatchObject({
      ok: true,
      message: ui.manage.approvedToWaitlist,
    });
    expect(await answer(idOf(cat.id), false)).toMatchObject({ ok: true, message: ui.manage.declined });
    expect(await answer(idOf(cat.id), true)).toMatchObject({ ok: false });
    expect((await rsvp(event.id, ann.id))?.status).toBe('GOING');
    expect((await rsvp(event.id, bob.id))?.status).toBe('WAITLIST');
    expect(await rsvp(event.id, cat.id)).toBeNull();
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).goingCount).toBe(1);
    expect(await notesOf(ann.id)).toEqual([
      { type: 'EVENT_REQUEST_APPROVED', message: ui.approvedMessage('Sunday 7s') },
    ]);
    expect(await notesOf(bob.id)).toEqual([
      { type: 'EVENT_REQUEST_APPROVED', message: ui.approvedWaitlistMessage('Sunday 7s') },
    ]);
    expect(await notesOf(cat.id)).toEqual([
      { type: 'EVENT_REQUEST_DECLINED', message: ui.declinedMessage('Sunday 7s') },
    ]);

    // Without a waitlist, a full game keeps the request and says why.
    await db.event.update({ where: { id: event.id }, data: { allowWaitlist: false } });
    expect(await answer(idOf(dan.id), true)).toEqual({ ok: false, message: ui.manage.noSpot });
    expect((await rsvp(event.id, dan.id))?.status).toBe('PENDING_APPROVAL');
  });

  it('removing a joiner frees the spot for the first on the waitlist; the host may also pick someone', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat, dan] = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan'].map((n) => makeUser(n)));
    const event = await game(host.id, { capacity: 2 });
    for (const p of [ann, bob, cat, dan]) await joinEvent(db, p.id, event.id);
    const before = await loadManage(db, host.id, event.id);
    expect(before?.going.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(before?.waitlist.map((p) => p.name)).toEqual(['Cat', 'Dan']);

    const annRow = before!.going.find((p) => p.userId === ann.id)!;
    expect(
      await callAs(host, removeParticipantAction, { eventId: event.id, participantId: annRow.id }),
    ).toMatchObject({ ok: true, message: ui.manage.removed });
    expect(await rsvp(event.id, ann.id)).toBeNull();
    expect((await rsvp(event.id, cat.id))?.status).toBe('GOING'); // first in line
    expect((await notesOf(ann.id)).map((n) => n.type)).toEqual(['EVENT_PARTICIPANT_REMOVED']);
    expect((await notesOf(cat.id)).map((n) => n.type)).toEqual(['EVENT_WAITLIST_PROMOTED']);

    // Dan can be moved up only when a spot is free.
    const danRow = (await loadManage(db, host.id, event.id))!.waitlist[0];
    expect(
      await callAs(host, moveOffWaitlistAction, { eventId: event.id, participantId: danRow.id }),
    ).toEqual({
      ok: false,
      message: ui.manage.noSpot,
    });
    await db.event.update({ where: { id: event.id }, data: { capacity: 3 } });
    expect(
      await callAs(host, moveOffWaitlistAction, { eventId: event.id, participantId: danRow.id }),
    ).toMatchObject({ ok: true, message: ui.manage.promoted });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).goingCount).toBe(3);
  });

  it('"Message all joiners": 5 a day per host and game, repeats collapse, blocks either way are left out', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => makeUser(n)));
    const event = await game(host.id, { capacity: 5 });
    const other = await game(host.id, { capacity: 5 });
    for (const p of [ann, bob, cat]) await joinEvent(db, p.id, event.id);
    await joinEvent(db, ann.id, other.id);
    await db.block.create({ data: { blockerId: bob.id, blockedUserId: host.id } }); // Bob blocked the host
    await db.block.create({ data: { blockerId: host.id, blockedUserId: cat.id } }); // the host blocked Cat

    expect(await callAs(host, messageJoinersAction, { eventId: event.id, message: 'One' })).toMatchObject({
      ok: true,
      message: ui.manage.sent(1),
    });
    for (const n of ['Two', 'Three', 'Four', 'Five'])
      expect(await callAs(host, messageJoinersAction, { eventId: event.id, message: n })).toMatchObject({
        ok: true,
      });
    // Ann never read them: one notification, brought up to date, and one mail.
    expect(await notesOf(ann.id)).toEqual([{ type: 'EVENT_HOST_MESSAGE', message: 'Five' }]);
    expect(await notesOf(bob.id)).toEqual([]);
    expect(await notesOf(cat.id)).toEqual([]);
    const mails = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND lower(data->>'to') = lower(${ann.email})`;
    expect(mails[0].n).toBe(1);

    expect(await callAs(host, messageJoinersAction, { eventId: event.id, message: 'Six' })).toEqual({
      ok: false,
      message: ui.manage.messageLimit(5),
    });
    expect(await notesOf(ann.id)).toEqual([{ type: 'EVENT_HOST_MESSAGE', message: 'Five' }]);
    // Another game of the same host has its own count.
    expect(await callAs(host, messageJoinersAction, { eventId: other.id, message: 'Other' })).toMatchObject({
      ok: true,
    });
  });

  it('cancelling tells everyone holding an RSVP once; messages reach them all', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => makeUser(n)));
    const event = await game(host.id, { capacity: 1 });
    await joinEvent(db, ann.id, event.id);
    await joinEvent(db, bob.id, event.id); // waitlist
    expect(
      await callAs(host, messageJoinersAction, { eventId: event.id, message: '  Bring a white shirt  ' }),
    ).toMatchObject({ ok: true, message: ui.manage.sent(2) });
    expect((await notesOf(bob.id)).at(-1)).toEqual({
      type: 'EVENT_HOST_MESSAGE',
      message: 'Bring a white shirt',
    });
    expect(await callAs(host, messageJoinersAction, { eventId: event.id, message: '   ' })).toMatchObject({
      ok: false,
      fieldErrors: { message: [ui.manage.messageRequired] },
    });

    expect(await callAs(host, cancelEventAction, { eventId: event.id })).toMatchObject({
      ok: true,
      message: ui.manage.cancelledDates(1),
    });
    expect(await callAs(host, cancelEventAction, { eventId: event.id })).toEqual({
      ok: false,
      message: ui.manage.alreadyCancelled,
    });
    for (const p of [ann, bob]) expect((await notesOf(p.id)).at(-1)?.type).toBe('EVENT_CANCELLED');
    expect(await notesOf(cat.id)).toEqual([]);
    expect((await joinEvent(db, cat.id, event.id)).status).toBe('cancelled');
  });

  it('co-hosts (managers of the hosting team) may manage; nobody else, and a refusal changes nothing', async () => {
    const host = await makeUser('Host');
    const coHost = await makeUser('Co-host');
    const [joiner, stranger, teamPlayer] = await Promise.all(
      ['Joiner', 'Stranger', 'Player'].map((n) => makeUser(n)),
    );
    const team = await db.team.create({
      data: {
        name: 'Austin FC Pickup',
        ownerId: host.id,
        roster: {
          create: [
            { userId: coHost.id, role: 'admin' },
            { userId: teamPlayer.id, role: 'player' },
          ],
        },
      },
    });
    const event = await game(host.id, { hostingTeamId: team.id, capacity: 3 });
    await joinEvent(db, joiner.id, event.id);
    const joinerRow = (await loadManage(db, host.id, event.id))!.going[0];

    expect(await loadManage(db, coHost.id, event.id)).not.toBeNull();
    // The game page offers the Manage link to exactly those who may manage.
    const manageLink = async (viewerId: string | null) => (await eventPage(viewerId, event.id))?.canManage;
    expect(await manageLink(host.id)).toBe(true);
    expect(await manageLink(coHost.id)).toBe(true);
    for (const viewer of [joiner.id, stranger.id, teamPlayer.id, null])
      expect(await manageLink(viewer)).toBe(false);
    const before = await snapshot(event.id);
    for (const outsider of [joiner, stranger, teamPlayer]) {
      expect(await loadManage(db, outsider.id, event.id)).toBeNull();
      const attempts = [
        callAs(outsider, removeParticipantAction, { eventId: event.id, participantId: joinerRow.id }),
        callAs(outsider, answerRequestAction, {
          eventId: event.id,
          participantId: joinerRow.id,
          approve: false,
        }),
        callAs(outsider, moveOffWaitlistAction, { eventId: event.id, participantId: joinerRow.id }),
        callAs(outsider, cancelEventAction, { eventId: event.id }),
        callAs(outsider, messageJoinersAction, { eventId: event.id, message: 'hi' }),
      ];
      for (const result of await Promise.all(attempts)) {
        expect(result).toEqual({ ok: false, message: commonMessages.gameNotFound });
      }
    }
    // A foreign or malformed participant id reads as not found too.
    expect(
      await callAs(host, removeParticipantAction, { eventId: event.id, participantId: 'not-a-real-id' }),
    ).toEqual({ ok: false, message: commonMessages.gameNotFound });
    expect(await callAs(host, removeParticipantAction, { eventId: event.id })).toEqual({
      ok: false,
      message: commonMessages.gameNotFound,
    });
    expect(await snapshot(event.id)).toEqual(before);

    // The co-host's removal works.
    expect(
      await callAs(coHost, removeParticipantAction, { eventId: event.id, participantId: joinerRow.id }),
    ).toMatchObject({ ok: true });
  });
});
