import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { setFavoriteAction } from '@/lib/events/actions';
import { listFavorites } from '@/lib/events/favorites';
import { eventPage, nearbyEvents } from '@/lib/events/queries';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// Favorites (issue 10 §7): only games the viewer may see can be hearted, and the list forgets those they can
// no longer see.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
});

const AT = { lat: 41.88, lng: -87.63 };
const game = (creatorId: string, title: string, hours: number, extra: Record<string, unknown> = {}) =>
  makeEvent(creatorId, { title, hours, at: AT, gameTypeId: soccer, locationName: 'Chicago, IL', ...extra });

describe('favorites', () => {
  it('hearts visible games only, shows the heart everywhere, and lists what is still visible', async () => {
    const host = await makeUser('Host');
    const fan = await makeUser('Fan');
    const later = await game(host.id, 'Later game', 72);
    const sooner = await game(host.id, 'Sooner game', 24);
    const past = await game(host.id, 'Last week', -24 * 7);
    const hidden = await game(host.id, 'Private game', 48, { isPrivate: true });

    const heart = (eventId: string, favorite = true) => callAs(fan, setFavoriteAction, { eventId, favorite });
    for (const e of [later, sooner, past]) {
      expect(await heart(e.id)).toEqual({ ok: true, data: { favorite: true }, message: ui.favoriteAdded });
    }
    expect(await heart(later.id)).toMatchObject({ ok: true }); // twice is fine
    expect(await heart(hidden.id)).toEqual({ ok: false, message: commonMessages.gameNotFound });
    expect(await heart('no-such-game')).toEqual({ ok: false, message: commonMessages.gameNotFound });
    expect(await db.eventFavorite.count({ where: { userId: fan.id } })).toBe(3);

    // Upcoming soonest first, then past.
    expect((await listFavorites(db, fan.id)).map((e) => [e.title, e.past])).toEqual([
      ['Sooner game', false],
      ['Later game', false],
      ['Last week', true],
    ]);
    // The heart is filled on the game page and in the nearby list.
    expect((await eventPage(fan.id, sooner.id))?.favorite).toBe(true);
    expect((await eventPage(host.id, sooner.id))?.favorite).toBe(false);
    const near = (await nearbyEvents(fan.id, AT)).events;
    expect(near.find((e) => e.id === later.id)?.favorite).toBe(true);

    // Un-hearting removes it.
    expect(await heart(later.id, false)).toEqual({
      ok: true,
      data: { favorite: false },
      message: ui.favoriteRemoved,
    });
    expect((await listFavorites(db, fan.id)).map((e) => e.title)).toEqual(['Sooner game', 'Last week']);

    // A game turned private, or a block with the host, drops out of the list (the row may stay).
    await db.event.update({ where: { id: sooner.id }, data: { isPrivate: true } });
    expect((await listFavorites(db, fan.id)).map((e) => e.title)).toEqual(['Last week']);
    await db.block.create({ data: { blockerId: host.id, blockedUserId: fan.id } });
    expect(await listFavorites(db, fan.id)).toEqual([]);
    expect(await heart(past.id, false)).toEqual({ ok: false, message: commonMessages.gameNotFound });
  });
});
