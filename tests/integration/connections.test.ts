import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import {
  answerConnectionAction,
  removeConnectionAction,
  requestConnectionAction,
} from '@/lib/connections/actions';
import { pairOf } from '@/lib/connections/schema';
import { connectionLists } from '@/lib/connections/service';
import { commonMessages } from '@/lib/messages';
import { connectUi } from '@/lib/messages/places';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// Connections: request → accept / decline, remove, cancel; each step notifies (category connections); a block
// refuses requests and removes an existing connection; suggestions from games played and shared teams.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const row = (a: string, b: string) =>
  db.connection.findUnique({ where: { userLowId_userHighId: pairOf(a, b) } });
const notices = (userId: string) =>
  db.notification.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    select: { type: true, message: true },
  });

describe('connection lifecycle', () => {
  it('requests, accepts, removes, and notifies each step', async () => {
    const [ann, ben] = await Promise.all([makeUser('Ann'), makeUser('Ben')]);
    expect(await callAs(ann, requestConnectionAction, { userId: ben.id })).toMatchObject({
      ok: true,
      message: connectUi.requested,
    });
    expect(await row(ann.id, ben.id)).toMatchObject({ status: 'PENDING', requesterId: ann.id });
    expect(await callAs(ann, requestConnectionAction, { userId: ben.id })).toEqual({
      ok: false,
      message: connectUi.alreadyRequested,
    });
    expect(await notices(ben.id)).toEqual([
      { type: 'CONNECTION_REQUEST', message: connectUi.requestMessage('Ann') },
    ]);

    // Only the recipient answers.
    expect(await callAs(ann, answerConnectionAction, { userId: ben.id, accept: true })).toEqual({
      ok: false,
      message: connectUi.requestNotFound,
    });
    const listsBefore = await connectionLists(db, ben.id);
    expect(listsBefore.incoming.map((p) => p.id)).toEqual([ann.id]);
    expect((await connectionLists(db, ann.id)).outgoing.map((p) => p.id)).toEqual([ben.id]);

    expect(await callAs(ben, answerConnectionAction, { userId: ann.id, accept: true })).toMatchObject({
      ok: true,
    });
    expect(await row(ann.id, ben.id)).toMatchObject({ status: 'ACCEPTED' });
    expect((await notices(ann.id)).map((n) => n.type)).toEqual(['CONNECTION_ACCEPTED']);
    expect((await connectionLists(db, ann.id)).connections.map((p) => p.id)).toEqual([ben.id]);
    expect(await callAs(ben, requestConnectionAction, { userId: ann.id })).toEqual({
      ok: false,
      message: connectUi.already,
    });

    expect(await callAs(ben, removeConnectionAction, { userId: ann.id })).toMatchObject({
      ok: true,
      message: connectUi.removed,
    });
    expect(await row(ann.id, ben.id)).toBeNull();
    expect((await notices(ann.id)).map((n) => n.type)).toEqual(['CONNECTION_ACCEPTED', 'CONNECTION_REMOVED']);
    expect(await callAs(ben, removeConnectionAction, { userId: ann.id })).toEqual({
      ok: false,
      message: commonMessages.userNotFound,
    });
  });

  it('declines (requester told), cancels (nobody told), and crossing requests connect', async () => {
    const [cat, dan, eve] = await Promise.all([makeUser('Cat'), makeUser('Dan'), makeUser('Eve')]);
    await callAs(cat, requestConnectionAction, { userId: dan.id });
    expect(await callAs(dan, answerConnectionAction, { userId: cat.id, accept: false })).toMatchObject({
      ok: true,
      message: connectUi.declined,
    });
    expect(await row(cat.id, dan.id)).toBeNull();
    expect((await notices(cat.id)).map((n) => n.type)).toEqual(['CONNECTION_DECLINED']);

    await callAs(cat, requestConnectionAction, { userId: eve.id });
    expect(await callAs(cat, removeConnectionAction, { userId: eve.id })).toMatchObject({
      ok: true,
      message: connectUi.cancelled,
    });
    expect(await row(cat.id, eve.id)).toBeNull();
    expect((await notices(eve.id)).map((n) => n.type)).toEqual(['CONNECTION_REQUEST']);

    // Dan asks Eve, Eve asks Dan: connected.
    await callAs(dan, requestConnectionAction, { userId: eve.id });
    expect(await callAs(eve, requestConnectionAction, { userId: dan.id })).toMatchObject({ ok: true });
    expect(await row(dan.id, eve.id)).toMatchObject({ status: 'ACCEPTED' });
  });

  it('refuses unknown, malformed, self and blocked targets, and a block removes the connection', async () => {
    const [fay, gus, hal] = await Promise.all([makeUser('Fay'), makeUser('Gus'), makeUser('Hal')]);
    for (const userId of ['nobody', '', fay.id]) {
      expect(await callAs(fay, requestConnectionAction, { userId })).toEqual({
        ok: false,
        message: commonMessages.userNotFound,
      });
    }
    expect(await callAs(null, requestConnectionAction, { userId: gus.id })).toMatchObject({ ok: false });

    await callAs(fay, requestConnectionAction, { userId: gus.id });
    await callAs(gus, answerConnectionAction, { userId: fay.id, accept: true });
    await db.block.create({ data: { blockerId: gus.id, blockedUserId: fay.id } });
    expect(await row(fay.id, gus.id)).toBeNull();
    expect(await callAs(fay, requestConnectionAction, { userId: gus.id })).toEqual({
      ok: false,
      message: commonMessages.userNotFound,
    });

    // A pending request goes too, with a block by e-mail address.
    await callAs(fay, requestConnectionAction, { userId: hal.id });
    await db.block.create({ data: { blockerId: hal.id, blockedEmail: fay.email.toUpperCase() } });
    expect(await row(fay.id, hal.id)).toBeNull();
  });
});

describe('suggestions', () => {
  it('suggests people played with and teammates, not connected, hidden or blocked ones', async () => {
    const [me, player, mate, hidden, blocked, connected] = await Promise.all([
      makeUser('Me'),
      makeUser('Player'),
      makeUser('Mate'),
      makeUser('Hidden', { showInPlayersNear: false }),
      makeUser('Blocked'),
      makeUser('Connected'),
    ]);
    const game = await makeEvent(player.id);
    await db.eventParticipant.createMany({
      data: [me, player, hidden, blocked, connected].map((u) => ({
        eventId: game.id,
        userId: u.id,
        status: 'GOING' as const,
      })),
    });
    const team = await db.team.create({ data: { name: 'Suggest FC', ownerId: mate.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: me.id, role: 'Player' } });
    await db.block.create({ data: { blockerId: blocked.id, blockedUserId: me.id } });
    await db.connection.create({
      data: { ...pairOf(me.id, connected.id), requesterId: me.id, status: 'ACCEPTED' },
    });

    const { suggestions } = await connectionLists(db, me.id);
    expect(suggestions.map((s) => s.id).sort()).toEqual([player.id, mate.id].sort());
    expect(suggestions.find((s) => s.id === player.id)).toMatchObject({ playedWith: 1, sharedTeams: 0 });
    expect(suggestions.find((s) => s.id === mate.id)).toMatchObject({ playedWith: 0, sharedTeams: 1 });
  });

  it('counts shared teams by accepted members only: pending invitations and join requests are not teammates', async () => {
    const [me, invitee, asker, owner, member] = await Promise.all([
      makeUser('Me Teams'),
      makeUser('Invitee'),
      makeUser('Asker'),
      makeUser('Owner Elsewhere'),
      makeUser('Member'),
    ]);
    // My team: one accepted member, one pending invitation, one join request.
    const mine = await db.team.create({ data: { name: 'Mine FC', ownerId: me.id } });
    await db.rosterEntry.createMany({
      data: [
        { teamId: mine.id, userId: member.id, role: 'Player' },
        { teamId: mine.id, userId: invitee.id, role: 'pending-player', invitedById: me.id },
        { teamId: mine.id, userId: asker.id, role: 'pending', joinRequest: true },
      ],
    });
    // A team I am only invited to: its owner is not my teammate either.
    const invitedTo = await db.team.create({ data: { name: 'Invited FC', ownerId: owner.id } });
    await db.rosterEntry.create({
      data: { teamId: invitedTo.id, userId: me.id, role: 'pending-player', invitedById: owner.id },
    });

    const { suggestions } = await connectionLists(db, me.id);
    expect(suggestions.map((s) => s.id)).toEqual([member.id]);
    expect(suggestions[0]).toMatchObject({ playedWith: 0, sharedTeams: 1 });
  });
});
