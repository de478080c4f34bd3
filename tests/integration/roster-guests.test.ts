import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { addGuestAction, addRosterGuestAction, deleteGuestAction } from '@/lib/guests/actions';
import { guestByEmail } from '@/lib/guests/service';
import { commonMessages } from '@/lib/messages';
import { guestUi } from '@/lib/messages/places';
import { removeFromTeamAction } from '@/lib/teams/actions';
import { teamPage } from '@/lib/teams/queries';
import { pendingRole, TEAM_INVITE_TYPE } from '@/lib/teams/rules';
import { respondToInvitation } from '@/lib/teams/service';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { confirmSignUp, makeUser, uniqueTag } from '@/tests/support/factories';

// Guests without an account on a team's roster: owners, admins and managers add them by name and e-mail,
// the roster shows them with a Guest badge, Remove takes them off, and when the address signs up the roster
// spot becomes the account's.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

async function teamWithRoles() {
  const [owner, manager, player, stranger] = await Promise.all([
    makeUser('Owner Olga'),
    makeUser('Manager Max'),
    makeUser('Player Pia'),
    makeUser('Stranger Sam'),
  ]);
  const team = await db.team.create({
    data: {
      name: `Guests FC ${uniqueTag()}`,
      ownerId: owner.id,
      roster: {
        create: [
          { userId: owner.id, role: 'owner' },
          { userId: manager.id, role: 'manager' },
          { userId: player.id, role: 'player' },
        ],
      },
    },
  });
  return { owner, manager, player, stranger, team };
}

const counts = async () => ({
  roster: await db.rosterEntry.count(),
  guests: await db.guestUser.count(),
  lookups: await db.rateLimitHit.count(),
});

describe('guests on a roster', () => {
  it('lets owners and managers add a guest, shown as a Guest; others get not found and nothing is written', async () => {
    const { owner, manager, player, stranger, team } = await teamWithRoles();
    const email = `roster.${uniqueTag()}@example.com`;

    const before = await counts();
    for (const who of [player, stranger]) {
      expect(await callAs(who, addRosterGuestAction, { teamId: team.id, name: 'Gail', email })).toEqual({
        ok: false,
        message: commonMessages.teamNotFound,
      });
    }
    expect(
      await callAs(owner, addRosterGuestAction, { teamId: 'no-such-team', name: 'Gail', email }),
    ).toEqual({ ok: false, message: commonMessages.teamNotFound });
    // Bad input: messages under the fields.
    expect(
      await callAs(owner, addRosterGuestAction, { teamId: team.id, name: ' ', email: 'not-an-address' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { name: [guestUi.nameRequired], email: [guestUi.emailInvalid] },
    });
    // An address with an account: invite them instead.
    expect(
      await callAs(owner, addRosterGuestAction, { teamId: team.id, name: 'Sam', email: stranger.email }),
    ).toMatchObject({ ok: false, fieldErrors: { email: [guestUi.rosterHasAccount] } });
    const afterRefusals = await counts();
    // Only the address lookup of the account check is counted (the per-account limit on such lookups).
    expect(afterRefusals).toEqual({ ...before, lookups: before.lookups + 1 });

    expect(
      await callAs(manager, addRosterGuestAction, {
        teamId: team.id,
        name: 'Gail',
        email: email.toUpperCase(),
      }),
    ).toEqual({ ok: true, data: { teamId: team.id }, message: guestUi.rosterAdded('Gail') });
    expect(
      await callAs(owner, addRosterGuestAction, { teamId: team.id, name: 'Gail again', email }),
    ).toMatchObject({ ok: false, fieldErrors: { email: [guestUi.rosterAlready] } });

    const page = await teamPage(player.id, team.id);
    const gail = page!.members.find((m) => m.name === 'Gail');
    expect(gail).toMatchObject({ guest: true, role: 'player', userId: null, state: 'member' });
    expect(page!.members.filter((m) => m.guest)).toHaveLength(1);
    // Only managers get the guest's record (the roster's "Delete guest"); a player does not.
    expect(gail!.guestUserId).toBeNull();
    const guestRow = await db.guestUser.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect((await teamPage(manager.id, team.id))!.members.find((m) => m.name === 'Gail')?.guestUserId).toBe(
      guestRow.id,
    );
    expect(page!.memberCount).toBe(4);

    // The player cannot remove the guest; the manager can.
    expect((await callAs(player, removeFromTeamAction, { teamId: team.id, entryId: gail!.entryId })).ok).toBe(
      false,
    );
    expect(
      await callAs(manager, removeFromTeamAction, { teamId: team.id, entryId: gail!.entryId }),
    ).toMatchObject({
      ok: true,
    });
    expect((await teamPage(owner.id, team.id))!.members.some((m) => m.guest)).toBe(false);
  });

  it('turns the roster spot into an invitation the account answers (and moves the games) when the address signs up; none across a block', async () => {
    const { owner, team } = await teamWithRoles();
    const other = await teamWithRoles();
    const third = await teamWithRoles();
    const email = `roster.merge.${uniqueTag()}@example.com`;
    await callAs(owner, addRosterGuestAction, { teamId: team.id, name: 'Mo', email });
    await callAs(other.owner, addRosterGuestAction, { teamId: other.team.id, name: 'Mo', email });
    await callAs(third.owner, addRosterGuestAction, { teamId: third.team.id, name: 'Mo', email });
    const game = await makeEvent(owner.id, { goingCount: 0 });
    await callAs(owner, addGuestAction, { eventId: game.id, name: 'Mo', email });
    // Already on the other team by their own account's entry (e.g. invited and accepted by id): that entry stays.
    const user = await makeUser('Mo', { email, emailVerified: null });
    await db.rosterEntry.create({ data: { teamId: other.team.id, userId: user.id, role: 'manager' } });
    // Mo blocked the third team's owner (who added the guest) before confirming the address.
    await db.block.create({ data: { blockerId: user.id, blockedUserId: third.owner.id } });

    expect(await confirmSignUp(user.id, email)).toMatchObject({ status: 'confirmed' });

    expect(await guestByEmail(db, email)).toBeNull();
    expect(
      await db.rosterEntry.count({
        where: { guestUserId: { not: null }, teamId: { in: [team.id, other.team.id, third.team.id] } },
      }),
    ).toBe(0);
    // Not a member until they say yes: an invitation, with its notification.
    expect(await db.rosterEntry.findFirst({ where: { teamId: team.id, userId: user.id } })).toMatchObject({
      role: pendingRole('player'),
      joinRequest: false,
    });
    expect(
      await db.notification.count({
        where: { userId: user.id, type: TEAM_INVITE_TYPE, data: { path: ['teamId'], equals: team.id } },
      }),
    ).toBe(1);
    expect(await db.rosterEntry.findMany({ where: { teamId: other.team.id, userId: user.id } })).toEqual([
      expect.objectContaining({ role: 'manager' }),
    ]);
    expect(await db.rosterEntry.count({ where: { teamId: third.team.id, userId: user.id } })).toBe(0);
    expect(await db.eventParticipant.count({ where: { eventId: game.id, userId: user.id } })).toBe(1);

    expect(await respondToInvitation(db, user.id, { teamId: team.id, accept: true })).toMatchObject({
      status: 'accepted',
    });
    const page = await teamPage(owner.id, team.id);
    expect(page!.members.find((m) => m.userId === user.id)).toMatchObject({ guest: false, role: 'player' });
  });

  it('deletes a guest on request from the rosters the caller manages; another team keeps the shared guest', async () => {
    const a = await teamWithRoles();
    const b = await teamWithRoles();
    const email = `roster.delete.${uniqueTag()}@example.com`;
    await callAs(a.owner, addRosterGuestAction, { teamId: a.team.id, name: 'Dee', email });
    await callAs(b.owner, addRosterGuestAction, { teamId: b.team.id, name: 'Dee', email });
    const guest = (await guestByEmail(db, email))!;

    expect(await callAs(a.player, deleteGuestAction, { guestUserId: guest.id })).toEqual({
      ok: false,
      message: guestUi.guestNotFound,
    });
    expect(await callAs(b.manager, deleteGuestAction, { guestUserId: guest.id })).toMatchObject({ ok: true });
    expect(await db.rosterEntry.count({ where: { guestUserId: guest.id, teamId: b.team.id } })).toBe(0);
    expect(await db.rosterEntry.count({ where: { guestUserId: guest.id, teamId: a.team.id } })).toBe(1);
    expect(await guestByEmail(db, email)).not.toBeNull();
    expect(await callAs(a.owner, deleteGuestAction, { guestUserId: guest.id })).toMatchObject({ ok: true });
    expect(await guestByEmail(db, email)).toBeNull();
  });
});
