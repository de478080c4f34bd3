import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { answerNoShowAction, joinEventAction, markNoShowAction } from '@/lib/events/actions';
import { loadManage } from '@/lib/events/manage';
import { eventPage } from '@/lib/events/queries';
import { noShowMessages as ns } from '@/lib/messages/reliability';
import { reliabilityFor } from '@/lib/reliability/queries';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeTeam, makeUser } from '@/tests/support/factories';

// No-show marks that are fair (docs/no-shows.md): marked only within 72 hours after the game's end, the player is
// told and may answer once, an answered mark counts only once a host keeps it, and a "going by default" row the
// player never confirmed does not count against them.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: `Soccer ${Date.now()}` } })).id;
});

/** A game of `hostId` that ended `hoursAgo` hours ago (90 minutes long), with `players` going. */
async function endedGame(hostId: string, players: { id: string }[], hoursAgo: number, byDefault = false) {
  const event = await makeEvent(hostId, {
    hours: -(hoursAgo + 1.5),
    durationMinutes: 90,
    gameTypeId: soccer,
  });
  await db.eventParticipant.createMany({
    data: players.map((p) => ({ eventId: event.id, userId: p.id, status: 'GOING' as const, byDefault })),
  });
  return event;
}
const rowOf = (eventId: string, userId: string) =>
  db.eventParticipant.findUniqueOrThrow({ where: { eventId_userId: { eventId, userId } } });
const noShowsOf = async (userId: string) => (await reliabilityFor(db, [userId])).get(userId)!.noShows;
const mark = async (host: { id: string }, eventId: string, userId: string, noShow = true) =>
  callAs(host, markNoShowAction, { eventId, participantId: (await rowOf(eventId, userId)).id, noShow });

describe('no-show marks', () => {
  it('can be marked within 72 hours after the end only; the player is told', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const old = await endedGame(host.id, [ann], 73);
    expect(await mark(host, old.id, ann.id)).toEqual({ ok: false, message: ns.windowClosed });
    expect((await rowOf(old.id, ann.id)).noShow).toBe(false);
    // Clearing a mark stays possible (it only helps the player).
    expect(await mark(host, old.id, ann.id, false)).toMatchObject({ ok: true });

    const recent = await endedGame(host.id, [ann], 71);
    expect(await mark(host, recent.id, ann.id)).toMatchObject({ ok: true });
    expect(await rowOf(recent.id, ann.id)).toMatchObject({ noShow: true, noShowMarkedAt: expect.any(Date) });
    expect(
      await db.notification.findMany({ where: { userId: ann.id, type: 'EVENT_NO_SHOW_MARKED' } }),
    ).toEqual([expect.objectContaining({ message: ns.marked('Sunday 7s'), data: { eventId: recent.id } })]);
    expect(await noShowsOf(ann.id)).toBe(1);
  });

  it('the player answers once; the answered mark counts only once the host keeps it', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const bob = await makeUser('Bob');
    const game = await endedGame(host.id, [ann, bob], 2);
    await mark(host, game.id, ann.id);
    expect(await noShowsOf(ann.id)).toBe(1);
    expect((await eventPage(ann.id, game.id))?.attendanceMark).toEqual({ answer: null, confirmed: false });
    // Bob was not marked: nothing to answer.
    expect(await callAs(bob, answerNoShowAction, { eventId: game.id, answer: 'Hi' })).toEqual({
      ok: false,
      message: ns.answerNotFound,
    });
    expect(await callAs(ann, answerNoShowAction, { eventId: game.id, answer: '  ' })).toMatchObject({
      ok: false,
      fieldErrors: { answer: [ns.answerEmpty] },
    });
    expect(
      await callAs(ann, answerNoShowAction, { eventId: game.id, answer: 'I was in goal the whole game' }),
    ).toEqual({ ok: true, data: { eventId: game.id }, message: ns.answerSaved });
    expect(await callAs(ann, answerNoShowAction, { eventId: game.id, answer: 'Again' })).toEqual({
      ok: false,
      message: ns.answerAlready,
    });
    // Disputed: it does not count; the host is told and sees the answer.
    expect(await noShowsOf(ann.id)).toBe(0);
    expect(await db.notification.count({ where: { userId: host.id, type: 'EVENT_NO_SHOW_ANSWERED' } })).toBe(
      1,
    );
    const managed = (await loadManage(db, host.id, game.id))!;
    const annRow = [...managed.going].find((p) => p.userId === ann.id)!;
    expect(annRow).toMatchObject({
      noShow: true,
      noShowAnswer: 'I was in goal the whole game',
      noShowConfirmed: false,
    });
    expect((await eventPage(ann.id, game.id))?.attendanceMark).toEqual({
      answer: 'I was in goal the whole game',
      confirmed: false,
    });
    // The host keeps it: it counts, and Ann is told.
    expect(await mark(host, game.id, ann.id)).toEqual({
      ok: true,
      data: { eventId: game.id },
      message: ns.confirmedSaved,
    });
    expect(await noShowsOf(ann.id)).toBe(1);
    expect(await db.notification.count({ where: { userId: ann.id, type: 'EVENT_NO_SHOW_CONFIRMED' } })).toBe(
      1,
    );
  });

  it('a mark is answered within 14 days of it; an older or undated one stands', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cy] = await Promise.all([makeUser('Ann'), makeUser('Bob'), makeUser('Cy')]);
    const game = await endedGame(host.id, [ann, bob, cy], 2);
    for (const who of [ann, bob, cy]) await mark(host, game.id, who.id);
    // Bob's mark was made 15 days ago; Cy's dates from before marks were dated.
    await db.eventParticipant.updateMany({
      where: { eventId: game.id, userId: bob.id },
      data: { noShowMarkedAt: new Date(Date.now() - 15 * 86_400_000) },
    });
    await db.eventParticipant.updateMany({
      where: { eventId: game.id, userId: cy.id },
      data: { noShowMarkedAt: null },
    });
    for (const who of [bob, cy]) {
      expect(await callAs(who, answerNoShowAction, { eventId: game.id, answer: 'I was there' })).toEqual({
        ok: false,
        message: ns.answerTooLate,
      });
      expect(await rowOf(game.id, who.id)).toMatchObject({ noShow: true, noShowAnsweredAt: null });
      expect(await noShowsOf(who.id)).toBe(1);
    }
    expect(await callAs(ann, answerNoShowAction, { eventId: game.id, answer: 'I was there' })).toMatchObject({
      ok: true,
    });
  });

  it('a "going by default" row the player never confirmed does not count; a confirmed one does', async () => {
    const host = await makeUser('Host');
    const team = await makeTeam(host.id, { kind: 'TEAM' });
    const ann = await makeUser('Ann');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: ann.id, role: 'player' } });
    const unconfirmed = await endedGame(host.id, [ann], 2, true);
    await mark(host, unconfirmed.id, ann.id);
    expect((await rowOf(unconfirmed.id, ann.id)).noShow).toBe(true);
    expect(await noShowsOf(ann.id)).toBe(0);

    // A practice ahead: Ann says "I'm coming" (joining confirms the by-default row), then does not show up.
    const practice = await makeEvent(host.id, {
      hours: 24,
      gameTypeId: soccer,
      hostingTeamId: team.id,
      defaultGoing: true,
    });
    await db.eventParticipant.create({
      data: { eventId: practice.id, userId: ann.id, status: 'GOING', byDefault: true },
    });
    await db.event.update({ where: { id: practice.id }, data: { goingCount: 1 } });
    expect(await callAs(ann, joinEventAction, { eventId: practice.id })).toMatchObject({ ok: true });
    expect(await rowOf(practice.id, ann.id)).toMatchObject({ status: 'GOING', byDefault: false });
    expect((await db.event.findUniqueOrThrow({ where: { id: practice.id } })).goingCount).toBe(1);
    await db.event.update({
      where: { id: practice.id },
      data: { dateStart: new Date(Date.now() - 4 * 3_600_000) },
    });
    await mark(host, practice.id, ann.id);
    expect(await noShowsOf(ann.id)).toBe(1);
  });
});
