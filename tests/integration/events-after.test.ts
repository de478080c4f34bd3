import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { markNoShowAction, rateEventAction } from '@/lib/events/actions';
import { eventPage, profileGames } from '@/lib/events/queries';
import { loadManage } from '@/lib/events/manage';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// After the game (issue 10 §9): the host marks no-shows (hosts only see them), players who went rate the
// game 1–5 once (again replaces), and a host's average shows on their profile from 3 ratings. The profile's
// games table lists what the viewer may see.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
});

/** A game that ended an hour ago, with the host and `players` going. */
async function pastGame(hostId: string, players: { id: string }[], extra: Record<string, unknown> = {}) {
  const event = await makeEvent(hostId, { hours: -2.5, durationMinutes: 90, gameTypeId: soccer, ...extra });
  await db.eventParticipant.createMany({
    data: [hostId, ...players.map((p) => p.id)].map((userId) => ({
      eventId: event.id,
      userId,
      status: 'GOING' as const,
    })),
  });
  return event;
}

describe('after the game', () => {
  it('a player who went rates it once, and a second rating replaces the first', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const event = await pastGame(host.id, [ann]);
    expect((await eventPage(ann.id, event.id))?.rating).toEqual({ mine: null });
    expect(
      await callAs(ann, rateEventAction, { eventId: event.id, stars: 4, comment: ' Great run ' }),
    ).toEqual({
      ok: true,
      data: { eventId: event.id },
      message: ui.rated,
    });
    expect(await callAs(ann, rateEventAction, { eventId: event.id, stars: 5, comment: '' })).toMatchObject({
      ok: true,
      message: ui.ratingUpdated,
    });
    expect(await db.eventRating.findMany({ where: { eventId: event.id } })).toEqual([
      expect.objectContaining({ userId: ann.id, stars: 5, comment: null }),
    ]);
    expect((await eventPage(ann.id, event.id))?.rating).toEqual({ mine: { stars: 5, comment: null } });
  });

  it('refuses the host, a no-show, someone who did not go, a game not ended, and stars outside 1–5', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => makeUser(n)));
    const event = await pastGame(host.id, [ann, bob]);
    const rate = (who: { id: string }, stars = 4, eventId = event.id) =>
      callAs(who, rateEventAction, { eventId, stars, comment: '' });
    expect(await rate(host)).toEqual({ ok: false, message: ui.rateOwnGame });
    expect(await rate(cat)).toEqual({ ok: false, message: commonMessages.gameNotFound });
    expect(await rate(ann, 6)).toMatchObject({ ok: false, fieldErrors: { stars: [ui.ratingStars] } });
    // The host marks Bob as a no-show: he cannot rate, and players never see the mark.
    const view = await loadManage(db, host.id, event.id);
    const bobRow = view!.going.find((p) => p.userId === bob.id)!;
    expect(
      await callAs(host, markNoShowAction, { eventId: event.id, participantId: bobRow.id, noShow: true }),
    ).toMatchObject({ ok: true, message: ui.manage.noShowSaved });
    expect(await rate(bob)).toEqual({ ok: false, message: ui.rateNotGoing });
    expect((await eventPage(bob.id, event.id))?.rating).toBeNull();
    expect(JSON.stringify(await eventPage(ann.id, event.id))).not.toContain('noShow');
    // A player cannot mark attendance.
    expect(
      await callAs(ann, markNoShowAction, { eventId: event.id, participantId: bobRow.id, noShow: false }),
    ).toEqual({ ok: false, message: commonMessages.gameNotFound });
    // A game still to come cannot be rated or marked.
    const upcoming = await makeEvent(host.id, { gameTypeId: soccer });
    await db.eventParticipant.create({ data: { eventId: upcoming.id, userId: ann.id, status: 'GOING' } });
    expect(await rate(ann, 4, upcoming.id)).toEqual({ ok: false, message: ui.rateNotEnded });
    expect(await db.eventRating.count({ where: { userId: { in: [ann.id, bob.id, host.id, cat.id] } } })).toBe(
      0,
    );
  });

  it('shows a host’s average on the profile from 3 ratings, and only games the viewer may see', async () => {
    const host = await makeUser('Host');
    const viewer = await makeUser('Viewer');
    const players = await Promise.all(['A', 'B', 'C'].map((n) => makeUser(n)));
    const game = await pastGame(host.id, players);
    const hidden = await makeEvent(host.id, { isPrivate: true, title: 'Private scrim' });
    expect((await profileGames(viewer.id, host.id)).rating).toBeNull();
    for (const [i, p] of players.slice(0, 2).entries()) {
      await callAs(p, rateEventAction, { eventId: game.id, stars: 4 + i, comment: '' });
    }
    expect((await profileGames(viewer.id, host.id)).rating).toBeNull();
    await callAs(players[2], rateEventAction, { eventId: game.id, stars: 3, comment: '' });
    const { games, rating } = await profileGames(viewer.id, host.id);
    expect(rating).toEqual({ average: 4, count: 3 });
    expect(games.map((g) => g.id)).toEqual([game.id]);
    expect(games[0]).toMatchObject({ role: 'host', gameType: 'Soccer' });
    // The host sees their private game too; a player's list shows the game as a player.
    expect((await profileGames(host.id, host.id)).games.map((g) => g.id)).toEqual([hidden.id, game.id]);
    expect((await profileGames(viewer.id, players[0].id)).games).toEqual([
      expect.objectContaining({ id: game.id, role: 'player' }),
    ]);
  });
});
