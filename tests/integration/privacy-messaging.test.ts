import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';
import { makeUser as newUser } from '@/tests/support/factories';
import {
  getThread,
  listConversations,
  markRead,
  pollUpdates,
  sendMessage,
  startConversation,
} from '@/lib/conversations/service';
import { isFeatureEnabled, listFlags, updateFlag } from '@/lib/feature-flags/service';
import { blockedEitherWay, isBlockedBetween, notBlockedSql } from '@/lib/access/blocks';
import { profilePrivacyData } from '@/lib/privacy/profile';
import {
  blockFromList,
  membersForBlocking,
  setConversationBlocked,
  unblock,
  updatePrivacyFlags,
} from '@/lib/privacy/service';
import { leaveTeam } from '@/lib/teams/service';
import {
  addMemberByEmail,
  addMemberByUser,
  createList,
  deleteList,
  removeMember,
  renameList,
} from '@/lib/user-lists/service';
import { searchUsers } from '@/lib/user-search/service';
import { countQueries } from '@/tests/support/query-counter';

const tag = () => randomBytes(4).toString('hex');

const makeUser = (label: string, extra: Record<string, unknown> = {}) =>
  newUser(label, { displayName: `${label} ${tag()}`, ...extra });

async function listWith(ownerId: string, members: { email: string; userId?: string }[]) {
  const created = await createList(db, ownerId, `List ${tag()}`);
  if (created.status !== 'created') throw new Error('list not created');
  for (const m of members) {
    const result = m.userId
      ? await addMemberByUser(db, ownerId, { listId: created.id, userId: m.userId })
      : await addMemberByEmail(db, ownerId, { listId: created.id, email: m.email });
    if (result.status !== 'added') throw new Error(`member not added: ${result.status}`);
  }
  const rows = await db.userListMember.findMany({
    where: { listId: created.id },
    orderBy: { createdAt: 'asc' },
  });
  return { id: created.id, listId: created.id, memberIds: rows.map((r) => r.id) };
}

async function connect(a: string, b: string) {
  const [userLowId, userHighId] = [a, b].sort();
  await db.connection.create({ data: { userLowId, userHighId, requesterId: a, status: 'ACCEPTED' } });
}

describe('blocks govern messaging and search', () => {
  it('a user blocked via a list vanishes from search and can neither start nor continue a conversation', async () => {
    const alice = await makeUser('alice');
    const bob = await makeUser('bob');
    const conversation = await startConversation(db, bob.id, alice.id);
    expect(conversation.status).toBe('ok');
    if (conversation.status !== 'ok') return;
    const sent = await sendMessage(db, bob.id, {
      conversationId: conversation.conversationId,
      body: 'Hi Alice',
    });
    expect(sent.status).toBe('sent');

    expect((await searchUsers(db, alice.id, bob.displayName!.slice(0, 8))).map((h) => h.id)).toContain(
      bob.id,
    );

    // Alice has Bob on a list by address (as typed); the list links it to his account.
    const list = await listWith(alice.id, [{ email: bob.email.toUpperCase() }]);
    expect(await db.userListMember.findFirst({ where: { listId: list.id } })).toMatchObject({
      userId: bob.id,
      email: bob.email,
    });
    expect(await blockFromList(db, alice, list)).toEqual({ status: 'blocked', count: 1 });
    expect(await blockFromList(db, alice, list)).toEqual({ status: 'alreadyBlocked' });
    expect(await isBlockedBetween(db, bob.id, alice.id)).toBe(true);
    expect(await blockedEitherWay(db, bob.id)).toEqual(new Set([alice.id]));

    // Neither sees the other in search, by name or by address.
    expect(await searchUsers(db, alice.id, bob.displayName!.slice(0, 8))).toEqual([]);
    expect(await searchUsers(db, alice.id, bob.email)).toEqual([]);
    expect(await searchUsers(db, bob.id, alice.email)).toEqual([]);

    // Bob cannot message Alice: not in the existing conversation, not in a new one. Nor can she.
    expect(
      await sendMessage(db, bob.id, { conversationId: conversation.conversationId, body: 'Hello?' }),
    ).toEqual({
      status: 'refused',
      reason: 'blocked',
    });
    expect(
      await sendMessage(db, alice.id, { conversationId: conversation.conversationId, body: 'No' }),
    ).toEqual({
      status: 'refused',
      reason: 'blocked',
    });
    expect(await startConversation(db, bob.id, alice.id)).toEqual({ status: 'notFound' });
    expect((await getThread(db, bob.id, conversation.conversationId))?.refusal).toBe('blocked');
    expect(await db.message.count({ where: { conversationId: conversation.conversationId } })).toBe(1);

    // Unblocking restores both.
    const block = await db.block.findFirstOrThrow({ where: { blockerId: alice.id } });
    expect(await unblock(db, bob.id, block.id)).toBe(false); // not his block
    expect(await unblock(db, alice.id, block.id)).toBe(true);
    expect(
      (await sendMessage(db, bob.id, { conversationId: conversation.conversationId, body: 'Hi again' }))
        .status,
    ).toBe('sent');
  });

  it('a block by an address that has no account yet applies once someone signs up with it', async () => {
    const carol = await makeUser('carol');
    const address = `later.${tag()}@example.com`;
    const list = await listWith(carol.id, [{ email: address }]);
    expect(await blockFromList(db, carol, list)).toEqual({ status: 'blocked', count: 1 });
    const later = await makeUser('later', { email: address });
    expect(await isBlockedBetween(db, carol.id, later.id)).toBe(true);
    expect(await searchUsers(db, later.id, carol.email)).toEqual([]);
    expect(await startConversation(db, later.id, carol.id)).toEqual({ status: 'notFound' });
    const [row] = await db.$queryRaw<{ visible: boolean }[]>`
      SELECT ${notBlockedSql(carol.id, Prisma.sql`${later.id}`)} AS visible`;
    expect(row.visible).toBe(false);

    // Listed before signing up, blocked after: the block names the account as well as the address.
    const address2 = `later2.${tag()}@example.com`;
    const list2 = await listWith(carol.id, [{ email: address2 }]);
    const later2 = await makeUser('later2', { email: address2 });
    expect(await blockFromList(db, carol, list2)).toEqual({ status: 'blocked', count: 1 });
    expect(
      await db.block.findFirst({ where: { blockerId: carol.id, blockedEmail: address2 } }),
    ).toMatchObject({
      blockedUserId: later2.id,
    });
  });

  it('blocking via a list skips members already blocked by id or address, and the viewer', async () => {
    const dana = await makeUser('dana');
    const erin = await makeUser('erin');
    const finn = await makeUser('finn');
    const list = await listWith(dana.id, [
      { email: erin.email, userId: erin.id },
      { email: finn.email, userId: finn.id },
      { email: dana.email },
    ]);
    const first = await listWith(dana.id, [{ email: erin.email }]);
    expect(await blockFromList(db, dana, first)).toEqual({ status: 'blocked', count: 1 });
    const members = await membersForBlocking(db, dana, list.id);
    expect(members?.map((m) => [m.displayName, m.alreadyBlocked, m.isSelf])).toEqual([
      [erin.displayName, true, false],
      [finn.displayName, false, false],
      [dana.displayName, false, true],
    ]);
    // Platform users' addresses are shown masked; the viewer typed their own.
    expect(members?.[0].email).toBe(`e•••@${erin.email.split('@')[1]}`);
    expect(await blockFromList(db, dana, list)).toEqual({ status: 'blocked', count: 1 });
    expect(await db.block.count({ where: { blockerId: dana.id } })).toBe(2);
  });
});

describe('messagesFromAnyone', () => {
  it('off refuses people who are not connections; connections and replies still get through', async () => {
    const quiet = await makeUser('quiet', { messagesFromAnyone: false });
    const stranger = await makeUser('stranger');
    const friend = await makeUser('friend');
    await connect(quiet.id, friend.id);

    expect(await startConversation(db, stranger.id, quiet.id)).toEqual({
      status: 'refused',
      reason: 'connectionsOnly',
    });
    const withFriend = await startConversation(db, friend.id, quiet.id);
    expect(withFriend.status).toBe('ok');
    if (withFriend.status !== 'ok') return;
    expect(
      (await sendMessage(db, friend.id, { conversationId: withFriend.conversationId, body: 'Hey' })).status,
    ).toBe('sent');

    // The quiet user writes to the stranger first; the stranger may answer.
    const started = await startConversation(db, quiet.id, stranger.id);
    if (started.status !== 'ok') throw new Error('not started');
    expect((await getThread(db, stranger.id, started.conversationId))?.refusal).toBe('connectionsOnly');
    await sendMessage(db, quiet.id, { conversationId: started.conversationId, body: 'Need a sub Sunday?' });
    expect(
      (await sendMessage(db, stranger.id, { conversationId: started.conversationId, body: 'Yes!' })).status,
    ).toBe('sent');

    // Turning the flag off later stops new strangers only.
    await updatePrivacyFlags(
      db,
      friend.id,
      { messagesFromAnyone: false, publicOnlineStatus: true, publicUpcomingGames: true },
      { badgesEnabled: false },
    );
    const other = await makeUser('other');
    expect(await startConversation(db, other.id, friend.id)).toEqual({
      status: 'refused',
      reason: 'connectionsOnly',
    });
  });

  it('a missing flag counts as off', async () => {
    const unset = await makeUser('unset', { messagesFromAnyone: null });
    const stranger = await makeUser('stranger2');
    expect(await startConversation(db, stranger.id, unset.id)).toEqual({
      status: 'refused',
      reason: 'connectionsOnly',
    });
  });
});

describe('conversations', () => {
  it('counts unread messages, notifies once per conversation, and honours a blocked conversation', async () => {
    const gia = await makeUser('gia');
    const hal = await makeUser('hal');
    const started = await startConversation(db, gia.id, hal.id);
    if (started.status !== 'ok') throw new Error('not started');
    const id = started.conversationId;
    // Starting twice gives the same conversation.
    expect(await startConversation(db, hal.id, gia.id)).toEqual({ status: 'ok', conversationId: id });

    await sendMessage(db, gia.id, { conversationId: id, body: 'One' });
    await sendMessage(db, gia.id, { conversationId: id, body: 'Two' });
    expect((await listConversations(db, hal.id)).find((c) => c.id === id)?.unread).toBe(2);
    expect((await listConversations(db, gia.id)).find((c) => c.id === id)?.unread).toBe(0);
    expect(await db.notification.count({ where: { userId: hal.id, type: 'directMessage' } })).toBe(1);

    const before = new Date(Date.now() - 1000);
    const poll = await pollUpdates(db, hal.id, { conversationId: id, after: before });
    expect(poll.thread?.messages.map((m) => m.body)).toEqual(['One', 'Two']);
    expect(await markRead(db, hal.id, id)).toBe(true);
    expect((await listConversations(db, hal.id)).find((c) => c.id === id)?.unread).toBe(0);

    // Hal blocks the conversation: neither side can send until he unblocks it.
    expect(
      await setConversationBlocked(db, hal.id, { conversationId: id, userId: hal.id, blocked: true }),
    ).toBe(true);
    expect(await sendMessage(db, gia.id, { conversationId: id, body: 'Three' })).toEqual({
      status: 'refused',
      reason: 'blocked',
    });
    expect(await sendMessage(db, hal.id, { conversationId: id, body: 'Hm' })).toEqual({
      status: 'refused',
      reason: 'conversationBlockedByMe',
    });
    expect(
      await setConversationBlocked(db, hal.id, { conversationId: id, userId: hal.id, blocked: false }),
    ).toBe(true);
    expect((await sendMessage(db, gia.id, { conversationId: id, body: 'Three' })).status).toBe('sent');
  });
});

describe('conversation list cost', () => {
  it('takes the same number of queries for 2 or 8 conversations, however long they are', async () => {
    const me = await makeUser('busy');
    const open = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const peer = await makeUser(`peer${i}`);
        const c = await startConversation(db, peer.id, me.id);
        if (c.status !== 'ok') throw new Error('not started');
        await db.message.createMany({
          data: Array.from({ length: 30 }, (_, k) => ({
            conversationId: c.conversationId,
            senderId: peer.id,
            body: `m${k}`,
            createdAt: new Date(Date.now() - (30 - k) * 1000),
          })),
        });
      }
    };
    await open(2);
    const small = await countQueries(() => listConversations(db, me.id));
    expect(small.result).toHaveLength(2);
    expect(small.result.map((c) => [c.unread, c.lastMessage?.body])).toEqual([
      [30, 'm29'],
      [30, 'm29'],
    ]);
    await open(6);
    const large = await countQueries(() => listConversations(db, me.id));
    expect(large.result).toHaveLength(8);
    expect(large.count).toBe(small.count);
  });
});

describe('foreign ids answer not found', () => {
  it('for conversations, blocks, lists, list members and teams', async () => {
    const owner = await makeUser('owner');
    const friend = await makeUser('friend2');
    const intruder = await makeUser('intruder');
    const started = await startConversation(db, owner.id, friend.id);
    if (started.status !== 'ok') throw new Error('not started');
    const conversationId = started.conversationId;
    const list = await listWith(owner.id, [{ email: friend.email, userId: friend.id }]);
    const blocked = await makeUser('blocked');
    const blockList = await listWith(owner.id, [{ email: blocked.email, userId: blocked.id }]);
    await blockFromList(db, owner, blockList);
    const block = await db.block.findFirstOrThrow({ where: { blockerId: owner.id } });
    const team = await db.team.create({ data: { name: 'Owner team', ownerId: owner.id } });

    expect(await getThread(db, intruder.id, conversationId)).toBeNull();
    expect(await sendMessage(db, intruder.id, { conversationId, body: 'hi' })).toEqual({
      status: 'notFound',
    });
    expect(await markRead(db, intruder.id, conversationId)).toBe(false);
    expect((await pollUpdates(db, intruder.id, { conversationId })).thread).toBeNull();
    expect(
      await setConversationBlocked(db, intruder.id, { conversationId, userId: intruder.id, blocked: true }),
    ).toBe(false);
    // Someone else's userId in the payload is refused even for a participant.
    expect(
      await setConversationBlocked(db, friend.id, { conversationId, userId: owner.id, blocked: true }),
    ).toBe(false);
    expect(await unblock(db, intruder.id, block.id)).toBe(false);
    expect(await membersForBlocking(db, intruder, list.id)).toBeNull();
    expect(await blockFromList(db, intruder, list)).toEqual({ status: 'notFound' });
    expect(await renameList(db, intruder.id, { listId: list.id, name: 'Mine now' })).toBe(false);
    expect(await addMemberByEmail(db, intruder.id, { listId: list.id, email: intruder.email })).toEqual({
      status: 'listNotFound',
    });
    expect(await removeMember(db, intruder.id, { listId: list.id, memberId: list.memberIds[0] })).toBe(false);
    expect(await deleteList(db, intruder.id, list.id)).toBe(false);
    expect(await leaveTeam(db, intruder.id, team.id)).toEqual({ status: 'notFound' });
    expect(await startConversation(db, intruder.id, 'no-such-user')).toEqual({ status: 'notFound' });
    expect(await addMemberByUser(db, owner.id, { listId: list.id, userId: blocked.id })).toEqual({
      status: 'userNotFound',
    });

    // Nothing changed.
    expect(await db.userList.findUniqueOrThrow({ where: { id: list.id } })).toMatchObject({
      ownerId: owner.id,
    });
    expect(await db.userListMember.count({ where: { listId: list.id } })).toBe(1);
    expect(await db.block.count({ where: { id: block.id } })).toBe(1);
    expect(await db.conversationParticipant.count({ where: { conversationId, blocked: true } })).toBe(0);
  });
});

describe('user lists', () => {
  it('adds by address or by user, refuses duplicates, renames and deletes', async () => {
    const olga = await makeUser('olga');
    const pete = await makeUser('pete');
    const created = await createList(db, olga.id, 'Sunday soccer');
    if (created.status !== 'created') throw new Error('not created');
    const listId = created.id;
    expect((await addMemberByEmail(db, olga.id, { listId, email: pete.email })).status).toBe('added');
    expect(await addMemberByUser(db, olga.id, { listId, userId: pete.id })).toEqual({ status: 'duplicate' });
    expect(
      (await addMemberByEmail(db, olga.id, { listId, email: 'friend.of.olga@example.com' })).status,
    ).toBe('added');
    const members = await db.userListMember.findMany({ where: { listId }, orderBy: { createdAt: 'asc' } });
    expect(members.map((m) => m.userId)).toEqual([pete.id, null]);
    expect(await renameList(db, olga.id, { listId, name: 'Sunday football' })).toBe(true);
    expect(await removeMember(db, olga.id, { listId, memberId: members[1].id })).toBe(true);
    expect(await deleteList(db, olga.id, listId)).toBe(true);
    expect(await db.userListMember.count({ where: { listId } })).toBe(0);
  });
});

describe('user search', () => {
  it('finds a full address or part of a name, never the viewer, with addresses masked for name matches', async () => {
    const viewer = await makeUser('viewer');
    const target = await makeUser('Zebulon', { displayName: `Zebulon ${tag()}` });
    await db.alternateEmail.create({
      data: { userId: target.id, email: `zeb.${tag()}@example.com`, verifiedAt: new Date() },
    });
    const alt = (await db.alternateEmail.findFirstOrThrow({ where: { userId: target.id } })).email;
    await makeUser('Unverified', { displayName: 'Zebulon Unverified', emailVerified: null });

    const byName = await searchUsers(db, viewer.id, 'zebul');
    expect(byName.map((h) => h.id)).toEqual([target.id]);
    expect(byName[0].email).toBe(`z•••@${target.email.split('@')[1]}`);
    expect((await searchUsers(db, viewer.id, target.email)).map((h) => h.email)).toEqual([target.email]);
    expect((await searchUsers(db, viewer.id, alt)).map((h) => h.id)).toEqual([target.id]);
    // A partial address finds nothing: the search cannot list addresses.
    expect(await searchUsers(db, viewer.id, target.email.slice(0, 10))).toEqual([]);
    expect(await searchUsers(db, viewer.id, `${target.email.split('@')[0].slice(0, 4)}@`)).toEqual([]);
    expect(await searchUsers(db, target.id, target.email)).toEqual([]);
    expect(await searchUsers(db, viewer.id, 'ze')).toEqual([]);
    expect(await searchUsers(db, viewer.id, '%%%')).toEqual([]);
  });
});

describe('public profile privacy', () => {
  it('shows online status and upcoming games only while the owner allows it, and nothing across a block', async () => {
    const owner = await makeUser('profile-owner');
    const viewer = await makeUser('profile-viewer');
    await db.presence.create({ data: { userId: owner.id, online: true, lastSeenAt: new Date() } });
    const base = {
      locationName: 'Park',
      lat: 30,
      lng: -97,
      geohash: '9v6',
      timeZone: 'America/Chicago',
      creatorId: owner.id,
    };
    await db.event.create({
      data: { ...base, title: 'Open run', dateStart: new Date(Date.now() + 86_400_000) },
    });
    await db.event.create({
      data: { ...base, title: 'Private run', isPrivate: true, dateStart: new Date(Date.now() + 86_400_000) },
    });
    await db.event.create({
      data: { ...base, title: 'Past run', dateStart: new Date(Date.now() - 86_400_000) },
    });

    const shown = await profilePrivacyData(db, viewer.id, owner.id);
    expect(shown?.presence?.online).toBe(true);
    expect(shown?.upcomingGames?.map((g) => g.title)).toEqual(['Open run']);

    await updatePrivacyFlags(
      db,
      owner.id,
      { messagesFromAnyone: true, publicOnlineStatus: false, publicUpcomingGames: false },
      { badgesEnabled: false },
    );
    expect(await profilePrivacyData(db, viewer.id, owner.id)).toEqual({
      presence: null,
      upcomingGames: null,
    });
    // The owner still sees their own, private games included.
    expect(
      (await profilePrivacyData(db, owner.id, owner.id))?.upcomingGames?.map((g) => g.title).sort(),
    ).toEqual(['Open run', 'Private run']);

    await db.block.create({ data: { blockerId: owner.id, blockedUserId: viewer.id } });
    expect(await profilePrivacyData(db, viewer.id, owner.id)).toBeNull();
  });
});

describe('feature flags', () => {
  afterEach(() => {
    delete process.env.FEATURE_BADGES;
  });

  it('reads the stored switch, the beta audience and the environment override', async () => {
    await db.featureFlag.upsert({
      where: { key: 'badges' },
      create: { key: 'badges', enabled: false, audience: 'badge-testers' },
      update: { enabled: false, audience: 'badge-testers' },
    });
    expect(await isFeatureEnabled(db, 'badges')).toBe(false);
    expect(await isFeatureEnabled(db, 'badges', { betaAudiences: ['badge-testers'] })).toBe(true);
    process.env.FEATURE_BADGES = 'true';
    expect(await isFeatureEnabled(db, 'badges')).toBe(true);
    process.env.FEATURE_BADGES = 'false';
    expect(await isFeatureEnabled(db, 'badges', { betaAudiences: ['badge-testers'] })).toBe(false);
    expect(await isFeatureEnabled(db, 'no-such-flag')).toBe(false);

    // The admin page lists stored and known flags with their override; unknown keys cannot be written.
    const listed = (await listFlags(db)).find((f) => f.key === 'badges');
    expect(listed).toMatchObject({
      enabled: false,
      audience: 'badge-testers',
      envOverride: false,
      effective: false,
    });
    expect(await updateFlag(db, { key: 'badges', enabled: true, audience: null })).toBe(true);
    expect(await updateFlag(db, { key: 'made-up', enabled: true, audience: null })).toBe(false);
    delete process.env.FEATURE_BADGES;
    expect(await isFeatureEnabled(db, 'badges')).toBe(true);

    // The badge toggle is only written while the feature is on.
    const user = await makeUser('badges', { publicBadges: true });
    const flags = {
      messagesFromAnyone: true,
      publicOnlineStatus: true,
      publicUpcomingGames: true,
      publicBadges: false,
    };
    await updatePrivacyFlags(db, user.id, flags, { badgesEnabled: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).publicBadges).toBe(true);
    await updatePrivacyFlags(db, user.id, flags, { badgesEnabled: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).publicBadges).toBe(false);
  });
});
