import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { addGuestAction, deleteGuestAction, removeGuestAction } from '@/lib/guests/actions';
import { guestByEmail } from '@/lib/guests/service';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { guestUi } from '@/lib/messages/places';
import { formatGameTime } from '@/lib/time';
import { postgresSearch } from '@/lib/search/service';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { confirmSignUp, makeUser, uniqueTag } from '@/tests/support/factories';

// Guests without an account: added by a host by name and e-mail (taking a spot), found by e-mail, removed or
// deleted on request, never in people search, and merged into the account when the address signs up.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const spots = async (eventId: string) =>
  (await db.event.findUniqueOrThrow({ where: { id: eventId } })).goingCount;

describe('guest users', () => {
  it('adds a guest by e-mail (one row per address), honours capacity and the host rule, removes and deletes', async () => {
    const [host, stranger, member] = await Promise.all([
      makeUser('Host'),
      makeUser('Stranger'),
      makeUser('Member'),
    ]);
    const game = await makeEvent(host.id, { capacity: 2, goingCount: 0 });
    const other = await makeEvent(host.id, { goingCount: 0 });
    const email = `guest.${uniqueTag()}@example.com`;

    expect(await callAs(stranger, addGuestAction, { eventId: game.id, name: 'Gina', email })).toEqual({
      ok: false,
      message: commonMessages.gameNotFound,
    });
    expect(await callAs(host, addGuestAction, { eventId: game.id, name: '', email: 'nope' })).toMatchObject({
      ok: false,
      fieldErrors: { name: [guestUi.nameRequired], email: [guestUi.emailInvalid] },
    });
    expect(
      await callAs(host, addGuestAction, { eventId: game.id, name: 'Gina', email: email.toUpperCase() }),
    ).toMatchObject({ ok: true });
    expect(await callAs(host, addGuestAction, { eventId: other.id, name: 'Gina G', email })).toMatchObject({
      ok: true,
    });
    const guest = await guestByEmail(db, email);
    expect(guest).toMatchObject({ name: 'Gina', email });
    expect(await db.guestUser.count({ where: { email } })).toBe(1);
    expect(await spots(game.id)).toBe(1);
    expect(await callAs(host, addGuestAction, { eventId: game.id, name: 'Gina', email })).toMatchObject({
      ok: false,
      fieldErrors: { email: [guestUi.already] },
    });
    expect(
      await callAs(host, addGuestAction, { eventId: game.id, name: 'Acct', email: member.email }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { email: [guestUi.hasAccount] },
    });
    await callAs(host, addGuestAction, {
      eventId: game.id,
      name: 'Second',
      email: `second.${uniqueTag()}@example.com`,
    });
    expect(
      await callAs(host, addGuestAction, {
        eventId: game.id,
        name: 'Third',
        email: `third.${uniqueTag()}@example.com`,
      }),
    ).toEqual({
      ok: false,
      message: guestUi.full,
    });
    expect(await spots(game.id)).toBe(2);

    // Never in people search.
    const found = await postgresSearch(db).searchKind(host.id, 'people', 'Gina', 1);
    expect(found.hits).toEqual([]);

    expect(await callAs(stranger, removeGuestAction, { eventId: game.id, guestUserId: guest!.id })).toEqual({
      ok: false,
      message: guestUi.guestNotFound,
    });
    expect(await callAs(host, removeGuestAction, { eventId: game.id, guestUserId: guest!.id })).toMatchObject(
      { ok: true },
    );
    expect(await spots(game.id)).toBe(1);

    expect(await callAs(stranger, deleteGuestAction, { guestUserId: guest!.id })).toEqual({
      ok: false,
      message: guestUi.guestNotFound,
    });
    expect(await callAs(host, deleteGuestAction, { guestUserId: guest!.id })).toMatchObject({ ok: true });
    expect(await guestByEmail(db, email)).toBeNull();
    expect(await db.eventParticipant.count({ where: { eventId: other.id } })).toBe(0);
    expect(await spots(other.id)).toBe(0);
  });

  it("deletes a guest only from the caller's games: another host's game keeps the shared guest row", async () => {
    const [first, second, stranger] = await Promise.all([
      makeUser('First Host'),
      makeUser('Second Host'),
      makeUser('Stranger'),
    ]);
    const mine = await makeEvent(first.id, { goingCount: 0 });
    const theirs = await makeEvent(second.id, { goingCount: 0 });
    const email = `shared.${uniqueTag()}@example.com`;
    await callAs(first, addGuestAction, { eventId: mine.id, name: 'Sam', email });
    await callAs(second, addGuestAction, { eventId: theirs.id, name: 'Sam', email });
    const guest = (await guestByEmail(db, email))!;
    expect(guest.createdById).toBe(first.id);

    // Someone who neither added the guest nor hosts one of their games cannot delete it.
    expect(await callAs(stranger, deleteGuestAction, { guestUserId: guest.id })).toEqual({
      ok: false,
      message: guestUi.guestNotFound,
    });
    // The first host (who created the row) deletes: their game gives the spot back, the second host's keeps it.
    expect(await callAs(first, deleteGuestAction, { guestUserId: guest.id })).toMatchObject({ ok: true });
    expect(await db.eventParticipant.count({ where: { eventId: mine.id } })).toBe(0);
    expect(await spots(mine.id)).toBe(0);
    expect(await db.eventParticipant.count({ where: { eventId: theirs.id, guestUserId: guest.id } })).toBe(1);
    expect(await spots(theirs.id)).toBe(1);
    expect(await guestByEmail(db, email)).not.toBeNull();

    // The second host deletes too: now no game holds the guest, and the row goes.
    expect(await callAs(second, deleteGuestAction, { guestUserId: guest.id })).toMatchObject({ ok: true });
    expect(await spots(theirs.id)).toBe(0);
    expect(await guestByEmail(db, email)).toBeNull();
  });

  it('gives a guest’s spot back once when delete is clicked twice, or races "remove guest"', async () => {
    const host = await makeUser('Double Clicker');
    for (const race of ['delete twice', 'delete and remove'] as const) {
      const game = await makeEvent(host.id, { goingCount: 3 });
      const email = `race.${uniqueTag()}@example.com`;
      await callAs(host, addGuestAction, { eventId: game.id, name: 'Rae', email });
      expect(await spots(game.id)).toBe(4);
      const guest = (await guestByEmail(db, email))!;
      await Promise.all([
        callAs(host, deleteGuestAction, { guestUserId: guest.id }),
        race === 'delete twice'
          ? callAs(host, deleteGuestAction, { guestUserId: guest.id })
          : callAs(host, removeGuestAction, { eventId: game.id, guestUserId: guest.id }),
      ]);
      expect(await spots(game.id)).toBe(3);
      expect(await db.eventParticipant.count({ where: { eventId: game.id, guestUserId: guest.id } })).toBe(0);
    }
  });

  it('answers whether an address has an account at most 30 times an hour per host (an address lookup)', async () => {
    const [host, member] = await Promise.all([makeUser('Prober'), makeUser('Has Account')]);
    const game = await makeEvent(host.id, { capacity: 100, goingCount: 0 });
    for (let i = 0; i < 30; i++)
      await callAs(host, addGuestAction, {
        eventId: game.id,
        name: 'G',
        email: `probe${i}.${uniqueTag()}@example.com`,
      });
    // The 31st: the limit answers before any address is looked up, for an account's address too.
    expect(
      await callAs(host, addGuestAction, { eventId: game.id, name: 'Acct', email: member.email }),
    ).toEqual({ ok: false, message: commonMessages.tooManyAttempts });
    expect(await db.rateLimitHit.count({ where: { bucket: 'lookup:user', key: host.id } })).toBe(30);
  });

  it('merges the guest into the account when the address signs up: every game and roster spot moves, as offers and invitations', async () => {
    const host = await makeUser('Host');
    const email = `merge.${uniqueTag()}@example.com`;
    const [g1, g2, g3] = await Promise.all([
      makeEvent(host.id, { goingCount: 0 }),
      makeEvent(host.id, { goingCount: 0 }),
      makeEvent(host.id, { goingCount: 0 }),
    ]);
    for (const g of [g1, g2, g3]) await callAs(host, addGuestAction, { eventId: g.id, name: 'Mia', email });
    const team = await db.team.create({ data: { name: 'Merge FC', ownerId: host.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, email, role: 'Player', invitedById: host.id } });

    // The address signs up (unverified), and is on g3 already by itself.
    const user = await makeUser('Mia', { email, emailVerified: null });
    await db.eventParticipant.create({ data: { eventId: g3.id, userId: user.id, status: 'GOING' } });
    await db.event.update({ where: { id: g3.id }, data: { goingCount: { increment: 1 } } });
    expect(await confirmSignUp(user.id, email)).toMatchObject({ status: 'confirmed' });

    expect(await guestByEmail(db, email)).toBeNull();
    expect(
      await db.eventParticipant.count({
        where: { guestUserId: { not: null }, eventId: { in: [g1.id, g2.id, g3.id] } },
      }),
    ).toBe(0);
    const mine = await db.eventParticipant.findMany({
      where: { userId: user.id },
      select: { eventId: true, status: true },
    });
    expect(mine.map((p) => p.eventId).sort()).toEqual([g1.id, g2.id, g3.id].sort());
    // The account's own RSVP stays; the guest's upcoming spots are held for the account to accept (review 3, L7).
    const status = new Map(mine.map((p) => [p.eventId, p.status]));
    expect([status.get(g1.id), status.get(g2.id), status.get(g3.id)]).toEqual([
      'OFFERED',
      'OFFERED',
      'GOING',
    ]);
    expect([await spots(g1.id), await spots(g2.id), await spots(g3.id)]).toEqual([1, 1, 1]);
    expect(await db.rosterEntry.findFirst({ where: { teamId: team.id, userId: user.id } })).not.toBeNull();
  });

  it("holds a merged guest's spot until the game's start on its clock, labelled when the account's zone differs (docs/time-zones.md)", async () => {
    const host = await makeUser('Host');
    const game = await makeEvent(host.id, { title: 'Zone 5s', goingCount: 0 });
    const messageFor = async (timeZone: string) => {
      const email = `zone.${uniqueTag()}@example.com`;
      await callAs(host, addGuestAction, { eventId: game.id, name: 'Mia', email });
      const user = await makeUser('Mia', { email, emailVerified: null, timeZone });
      expect(await confirmSignUp(user.id, email)).toMatchObject({ status: 'confirmed' });
      const [told] = await db.notification.findMany({
        where: { userId: user.id, type: 'EVENT_SPOT_OFFERED' },
      });
      return told.message;
    };
    // The game is in Chicago (tests/support/events.ts).
    const away = await messageFor('Europe/Berlin');
    expect(away).toBe(
      ui.guestSpotMessage('Zone 5s', formatGameTime(game.dateStart, 'America/Chicago', 'Europe/Berlin')),
    );
    expect(away).toMatch(/ · \d{1,2}:\d{2} [AP]M C[SD]T:/);
    const here = await messageFor('America/Chicago');
    expect(here).toBe(
      ui.guestSpotMessage('Zone 5s', formatGameTime(game.dateStart, 'America/Chicago', 'America/Chicago')),
    );
    expect(here).not.toMatch(/C[SD]T|GMT|UTC/);
  });
});
