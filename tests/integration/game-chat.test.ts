import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import {
  deleteChatMessageAction,
  editChatMessageAction,
  pinChatMessageAction,
  reportChatMessageAction,
  sendChatMessageAction,
  setChatOpenAction,
} from '@/lib/conversations/game-chat-actions';
import { gameChat, type GameChatView } from '@/lib/conversations/game-chat';
import { visibleEventSql, visibleEventWhere } from '@/lib/access/event-visibility';
import { listConversations } from '@/lib/conversations/service';
import { listNotifications } from '@/lib/notification-centre/service';
import { commonMessages, gameChatMessages } from '@/lib/messages';
import { MAIL_QUEUE } from '@/lib/notifications/queue';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser, uniqueTag } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

// Game chat on the event page (issue 32 §2): who reads and writes, blocks both ways, the host's pin and
// delete, the author's edit and delete, reports, the collapsed notification and the rate limit.

type U = { id: string; email: string; displayName: string | null };

/** A game hosted by `host` for a team whose manager is a co-host, with a going and a waitlisted player. */
async function game(columns: Record<string, unknown> = {}) {
  const [host, coHost, going, waitlisted, outsider] = await Promise.all(
    ['Host Hana', 'Cohost Cole', 'Going Gus', 'Waiting Wes', 'Outsider Otto'].map((n) =>
      makeUser(`${n} ${uniqueTag()}`),
    ),
  );
  const team = await db.team.create({
    data: {
      name: `Chat team ${uniqueTag()}`,
      ownerId: host.id,
      roster: {
        create: [
          { userId: host.id, role: 'owner' },
          { userId: coHost.id, role: 'manager' },
        ],
      },
    },
  });
  const event = await makeEvent(host.id, {
    hostingTeamId: team.id,
    capacity: 10,
    allowWaitlist: true,
    ...columns,
  });
  await db.eventParticipant.createMany({
    data: [
      { eventId: event.id, userId: going.id, status: 'GOING' },
      { eventId: event.id, userId: waitlisted.id, status: 'WAITLIST', waitlistedAt: new Date() },
    ],
  });
  return { event, host, coHost, going, waitlisted, outsider };
}

const send = (user: U, eventId: string, body: string) =>
  callAs(user, sendChatMessageAction, { eventId, body });

async function bodiesSeenBy(user: U, eventId: string) {
  const view = await gameChat(db, user.id, eventId);
  if (!view || view === 'unchanged') return null;
  return view.messages.map((m) => m.body);
}

async function messageId(eventId: string, body: string) {
  return (
    await db.message.findFirstOrThrow({ where: { body, conversation: { eventId } }, select: { id: true } })
  ).id;
}

const mailJobsTo = async (email: string) =>
  (
    await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'to' = $2`,
      MAIL_QUEUE,
      email.toLowerCase(),
    )
  )[0].n;

describe('who reads and writes a game chat', () => {
  it('the host, a co-host, a going and a waitlisted player chat; an outsider reads nothing and cannot write', async () => {
    const g = await game();
    for (const [user, text] of [
      [g.host, 'Host here'],
      [g.coHost, 'Cones are in my car'],
      [g.going, 'I bring the ball'],
      [g.waitlisted, 'Hoping for a spot'],
    ] as const) {
      const result = await send(user, g.event.id, text);
      expect(result.ok, text).toBe(true);
    }
    for (const user of [g.host, g.coHost, g.going, g.waitlisted]) {
      expect(await bodiesSeenBy(user, g.event.id)).toEqual([
        'Host here',
        'Cones are in my car',
        'I bring the ball',
        'Hoping for a spot',
      ]);
    }
    // A signed-in stranger sees the public game but not its chat.
    const outsiderView = await gameChat(db, g.outsider.id, g.event.id);
    expect(outsiderView).toMatchObject({ canChat: false, messages: [] });
    expect(await send(g.outsider, g.event.id, 'Let me in')).toEqual({
      ok: false,
      message: gameChatMessages.cannotWrite,
    });
    // A player who said no is out of the chat too.
    await db.eventParticipant.updateMany({
      where: { eventId: g.event.id, userId: g.going.id },
      data: { status: 'NOT_GOING' },
    });
    expect((await send(g.going, g.event.id, 'Still here?')).ok).toBe(false);
    // The chat never shows among anyone's direct conversations.
    expect(await listConversations(db, g.host.id)).toEqual([]);
  });

  it('the host opens the chat to anyone who can see the game; a private game stays not found to strangers', async () => {
    const g = await game();
    expect((await callAs(g.going, setChatOpenAction, { eventId: g.event.id, open: true })).ok).toBe(false);
    const opened = await callAs(g.host, setChatOpenAction, { eventId: g.event.id, open: true });
    expect(opened).toMatchObject({ ok: true, data: { openToViewers: true } });
    expect((await send(g.outsider, g.event.id, 'Can I come watch?')).ok).toBe(true);
    expect(await bodiesSeenBy(g.going, g.event.id)).toEqual(['Can I come watch?']);

    const hidden = await game({ isPrivate: true });
    await callAs(hidden.host, setChatOpenAction, { eventId: hidden.event.id, open: true });
    expect(await send(hidden.outsider, hidden.event.id, 'Hello?')).toEqual({
      ok: false,
      message: commonMessages.gameNotFound,
    });
    expect(await gameChat(db, hidden.outsider.id, hidden.event.id)).toBeNull();
  });
});

describe('who is named, and what outsiders read', () => {
  const namesSeenBy = async (user: U, eventId: string) => {
    const view = await gameChat(db, user.id, eventId);
    if (!view || view === 'unchanged') throw new Error('no view');
    return Object.fromEntries(view.messages.map((m) => [m.body, m.senderName]));
  };

  it('a known minor and a player hiding their upcoming games are "A player" but to the hosts and themselves', async () => {
    const g = await game();
    const adult = await makeUser(`Adult Ada ${uniqueTag()}`);
    await db.eventParticipant.create({ data: { eventId: g.event.id, userId: adult.id, status: 'GOING' } });
    await db.user.update({ where: { id: g.going.id }, data: { birthdate: new Date('2014-05-01') } });
    await db.user.update({ where: { id: g.waitlisted.id }, data: { publicUpcomingGames: false } });
    await callAs(g.host, setChatOpenAction, { eventId: g.event.id, open: true });
    await send(g.going, g.event.id, 'From the minor');
    await send(g.waitlisted, g.event.id, 'From the hider');
    await send(adult, g.event.id, 'From the adult');
    await send(g.host, g.event.id, 'From the host');

    const all = {
      'From the minor': g.going.displayName,
      'From the hider': g.waitlisted.displayName,
      'From the adult': adult.displayName,
      'From the host': g.host.displayName,
    };
    expect(await namesSeenBy(g.host, g.event.id)).toEqual({ ...all, 'From the host': 'You' });
    expect(await namesSeenBy(g.coHost, g.event.id)).toEqual(all);
    const hidden = { 'From the minor': 'A player', 'From the hider': 'A player' };
    expect(gameChatMessages.somePlayer).toBe('A player');
    expect(await namesSeenBy(g.outsider, g.event.id)).toEqual({ ...all, ...hidden });
    expect(await namesSeenBy(adult, g.event.id)).toEqual({ ...all, ...hidden, 'From the adult': 'You' });
    expect(await namesSeenBy(g.going, g.event.id)).toEqual({
      ...all,
      'From the minor': 'You',
      'From the hider': 'A player',
    });
    // The chat notification names them the same way: to the host by name, to another player as "A player".
    const note = (userId: string) =>
      db.notification.findFirstOrThrow({ where: { userId, type: 'GAME_CHAT' }, select: { message: true } });
    await db.notification.deleteMany({
      where: { type: 'GAME_CHAT', data: { path: ['eventId'], equals: g.event.id } },
    });
    await send(g.waitlisted, g.event.id, 'Hidden again');
    expect((await note(g.host.id)).message).toBe(`${g.waitlisted.displayName}: Hidden again`);
    expect((await note(adult.id)).message).toBe('A player: Hidden again');
  });

  it('shows the sender\'s picture beside their name, never the picture of someone shown as "A player"', async () => {
    const g = await game();
    const photo = (u: U) => `/api/avatars/${u.id}?v=1`;
    for (const u of [g.host, g.going, g.waitlisted])
      await db.user.update({ where: { id: u.id }, data: { photoUrl: photo(u) } });
    await db.user.update({ where: { id: g.waitlisted.id }, data: { publicUpcomingGames: false } });
    await callAs(g.host, setChatOpenAction, { eventId: g.event.id, open: true });
    await send(g.going, g.event.id, 'Pictured');
    await send(g.waitlisted, g.event.id, 'Hidden face');
    await send(g.host, g.event.id, 'Host face');
    const photosSeenBy = async (user: U) => {
      const view = await gameChat(db, user.id, g.event.id);
      if (!view || view === 'unchanged') throw new Error('no view');
      return Object.fromEntries(
        view.messages.map((m) => [m.body, [m.senderName, m.senderPhotoUrl, m.avatarName]]),
      );
    };
    // "You" is the label; the initials beside it are the player's own (not "Y").
    expect(await photosSeenBy(g.going)).toEqual({
      Pictured: ['You', photo(g.going), g.going.displayName],
      'Hidden face': ['A player', null, 'A player'],
      'Host face': [g.host.displayName, photo(g.host), g.host.displayName],
    });
    expect((await photosSeenBy(g.host))['Hidden face']).toEqual([
      g.waitlisted.displayName,
      photo(g.waitlisted),
      g.waitlisted.displayName,
    ]);
  });

  it('once opened, someone outside the game reads only what was posted since; the players read it all', async () => {
    const g = await game();
    await send(g.going, g.event.id, 'Players only');
    await send(g.host, g.event.id, 'Hosts too');
    await callAs(g.host, pinChatMessageAction, {
      messageId: await messageId(g.event.id, 'Hosts too'),
      pinned: true,
    });
    await callAs(g.host, setChatOpenAction, { eventId: g.event.id, open: true });
    const since = (await db.conversation.findUniqueOrThrow({ where: { eventId: g.event.id } })).openedAt;
    expect(since).toBeInstanceOf(Date);
    await send(g.outsider, g.event.id, 'Can I watch?');
    expect(await bodiesSeenBy(g.outsider, g.event.id)).toEqual(['Can I watch?']);
    expect(await gameChat(db, g.outsider.id, g.event.id)).toMatchObject({ pinned: null });
    for (const user of [g.host, g.coHost, g.going, g.waitlisted])
      expect(await bodiesSeenBy(user, g.event.id)).toEqual(['Players only', 'Hosts too', 'Can I watch?']);
    // Nor can the outsider act on an earlier message by its id.
    expect(
      await callAs(g.outsider, reportChatMessageAction, {
        messageId: await messageId(g.event.id, 'Players only'),
        reason: 'x',
      }),
    ).toEqual({ ok: false, message: gameChatMessages.notFound });
    // Opening it again keeps the start.
    await callAs(g.coHost, setChatOpenAction, { eventId: g.event.id, open: true });
    expect((await db.conversation.findUniqueOrThrow({ where: { eventId: g.event.id } })).openedAt).toEqual(
      since,
    );

    // Closed, the players talk among themselves; opened again, outsiders start over from then (their own
    // earlier message stays theirs).
    await callAs(g.host, setChatOpenAction, { eventId: g.event.id, open: false });
    await send(g.waitlisted, g.event.id, 'While closed');
    await callAs(g.host, setChatOpenAction, { eventId: g.event.id, open: true });
    await send(g.host, g.event.id, 'Open again');
    expect(await bodiesSeenBy(g.outsider, g.event.id)).toEqual(['Can I watch?', 'Open again']);
    const stranger = await makeUser(`Stranger ${uniqueTag()}`);
    expect(await bodiesSeenBy(stranger, g.event.id)).toEqual(['Open again']);
    expect(await bodiesSeenBy(g.going, g.event.id)).toEqual([
      'Players only',
      'Hosts too',
      'Can I watch?',
      'While closed',
      'Open again',
    ]);
  });
});

describe('the poll', () => {
  it('answers "unchanged" for the version the page has, and the new chat after a message or a join', async () => {
    const g = await game();
    const first = await gameChat(db, g.going.id, g.event.id);
    if (!first || first === 'unchanged') throw new Error('no view');
    expect(await gameChat(db, g.going.id, g.event.id, first.version)).toBe('unchanged');
    await send(g.host, g.event.id, 'Kick-off moved to 7:15');
    expect(await gameChat(db, g.going.id, g.event.id, first.version)).toMatchObject({
      messages: [{ body: 'Kick-off moved to 7:15' }],
    });
    // An outsider who joins gets the chat on the next poll, although the chat itself did not change.
    const before = await gameChat(db, g.outsider.id, g.event.id);
    if (!before || before === 'unchanged') throw new Error('no view');
    expect(before.canChat).toBe(false);
    await db.eventParticipant.create({
      data: { eventId: g.event.id, userId: g.outsider.id, status: 'GOING' },
    });
    expect(await gameChat(db, g.outsider.id, g.event.id, before.version)).toMatchObject({
      canChat: true,
      messages: [{ body: 'Kick-off moved to 7:15' }],
    });
  });
});

describe('blocks hold both ways', () => {
  it('players who blocked each other do not see each other’s messages', async () => {
    const g = await game();
    await db.block.create({ data: { blockerId: g.going.id, blockedUserId: g.waitlisted.id } });
    await send(g.going, g.event.id, 'From the blocker');
    await send(g.waitlisted, g.event.id, 'From the blocked');
    await send(g.host, g.event.id, 'From the host');
    expect(await bodiesSeenBy(g.going, g.event.id)).toEqual(['From the blocker', 'From the host']);
    expect(await bodiesSeenBy(g.waitlisted, g.event.id)).toEqual(['From the blocked', 'From the host']);
    expect(await bodiesSeenBy(g.host, g.event.id)).toEqual([
      'From the blocker',
      'From the blocked',
      'From the host',
    ]);
    // Nor can one act on the other's message: reporting it answers "not found".
    const hiddenId = await messageId(g.event.id, 'From the blocked');
    expect(await callAs(g.going, reportChatMessageAction, { messageId: hiddenId, reason: 'x' })).toEqual({
      ok: false,
      message: gameChatMessages.notFound,
    });
  });

  it('a player blocked by the host, or who blocked the host, cannot write to (or read) the host’s game chat', async () => {
    const g = await game();
    await send(g.host, g.event.id, 'Welcome');
    await db.block.create({ data: { blockerId: g.host.id, blockedUserId: g.going.id } });
    await db.block.create({ data: { blockerId: g.waitlisted.id, blockedUserId: g.host.id } });
    for (const user of [g.going, g.waitlisted]) {
      expect(await send(user, g.event.id, 'Hi')).toEqual({ ok: false, message: commonMessages.gameNotFound });
      expect(await gameChat(db, user.id, g.event.id)).toBeNull();
    }
    expect(await db.message.count({ where: { conversation: { eventId: g.event.id } } })).toBe(1);
  });
});

describe('moderation and own messages', () => {
  it('the host pins one message at a time and deletes any; a co-host deletes too; a player can do neither', async () => {
    const g = await game();
    await send(g.going, g.event.id, 'Field 3 tonight');
    await send(g.waitlisted, g.event.id, 'Bring lights');
    const first = await messageId(g.event.id, 'Field 3 tonight');
    const second = await messageId(g.event.id, 'Bring lights');

    expect(await callAs(g.going, pinChatMessageAction, { messageId: first, pinned: true })).toEqual({
      ok: false,
      message: gameChatMessages.notFound,
    });
    const pinned = await callAs(g.host, pinChatMessageAction, { messageId: first, pinned: true });
    expect(pinned).toMatchObject({ ok: true, data: { pinned: { body: 'Field 3 tonight' } } });
    await callAs(g.coHost, pinChatMessageAction, { messageId: second, pinned: true });
    const view = await gameChat(db, g.going.id, g.event.id);
    expect(view).toMatchObject({ pinned: { body: 'Bring lights' } });
    expect(
      await db.message.count({ where: { conversation: { eventId: g.event.id }, pinnedAt: { not: null } } }),
    ).toBe(1);

    expect((await callAs(g.going, deleteChatMessageAction, { messageId: second })).ok).toBe(false);
    expect((await callAs(g.host, deleteChatMessageAction, { messageId: second })).ok).toBe(true);
    expect((await callAs(g.coHost, deleteChatMessageAction, { messageId: first })).ok).toBe(true);
    expect(await bodiesSeenBy(g.going, g.event.id)).toEqual([]);
  });

  it('authors edit and delete their own messages only', async () => {
    const g = await game();
    await send(g.going, g.event.id, 'See you at 7');
    const id = await messageId(g.event.id, 'See you at 7');
    expect((await callAs(g.waitlisted, editChatMessageAction, { messageId: id, body: 'Hacked' })).ok).toBe(
      false,
    );
    expect((await callAs(g.host, editChatMessageAction, { messageId: id, body: 'Hacked' })).ok).toBe(false);
    const edited = await callAs(g.going, editChatMessageAction, { messageId: id, body: 'See you at 7:30' });
    expect(edited).toMatchObject({
      ok: true,
      data: { messages: [{ body: 'See you at 7:30', edited: true }] },
    });
    expect((await callAs(g.waitlisted, deleteChatMessageAction, { messageId: id })).ok).toBe(false);
    expect((await callAs(g.going, deleteChatMessageAction, { messageId: id })).ok).toBe(true);
    expect(await db.message.findUnique({ where: { id } })).toBeNull();
  });

  it('anyone in the chat reports someone else’s message; the report keeps the text after the message is gone', async () => {
    const g = await game();
    await send(g.going, g.event.id, 'Buy cheap watches at http://spam.example');
    const id = await messageId(g.event.id, 'Buy cheap watches at http://spam.example');
    expect((await callAs(g.going, reportChatMessageAction, { messageId: id, reason: '' })).ok).toBe(false);
    expect((await callAs(g.outsider, reportChatMessageAction, { messageId: id, reason: 'spam' })).ok).toBe(
      false,
    );
    expect(
      await callAs(g.waitlisted, reportChatMessageAction, { messageId: id, reason: 'Spam' }),
    ).toMatchObject({
      ok: true,
      message: gameChatMessages.reported,
    });
    // Again: one report per reporter, with the new reason.
    await callAs(g.waitlisted, reportChatMessageAction, { messageId: id, reason: 'Spam link' });
    await callAs(g.going, deleteChatMessageAction, { messageId: id });
    const reports = await db.messageReport.findMany({ where: { eventId: g.event.id } });
    expect(reports).toEqual([
      expect.objectContaining({
        messageId: null,
        reporterId: g.waitlisted.id,
        reason: 'Spam link',
        messageBody: 'Buy cheap watches at http://spam.example',
        authorId: g.going.id,
      }),
    ]);
  });
});

describe('notifications and limits', () => {
  it('one unread notification per game per recipient, updated rather than repeated, and one mail while unread', async () => {
    const g = await game({ title: `Tuesday futsal ${uniqueTag()}` });
    await send(g.going, g.event.id, 'First');
    await send(g.waitlisted, g.event.id, 'Second');
    await send(g.going, g.event.id, 'Third');
    const forHost = await db.notification.findMany({ where: { userId: g.host.id, type: 'GAME_CHAT' } });
    expect(forHost).toHaveLength(1);
    expect(forHost[0]).toMatchObject({ read: false, title: `New messages in ${g.event.title}` });
    expect(forHost[0].message).toContain('Third');
    expect(await mailJobsTo(g.host.email)).toBe(1);
    // In the notification centre it opens the chat on the game page.
    expect((await listNotifications(db, g.host.id))[0]).toMatchObject({
      chatHref: `/evt/${g.event.id}#chat`,
    });
    // The author is not told about their own messages; the co-host is, once.
    expect(await db.notification.count({ where: { userId: g.coHost.id, type: 'GAME_CHAT' } })).toBe(1);
    expect(await db.notification.count({ where: { userId: g.outsider.id, type: 'GAME_CHAT' } })).toBe(0);

    // Read (the chat was opened): the next message is news again, with a mail.
    await db.notification.updateMany({ where: { userId: g.host.id }, data: { read: true } });
    await send(g.going, g.event.id, 'Fourth');
    expect(
      await db.notification.count({ where: { userId: g.host.id, type: 'GAME_CHAT', read: false } }),
    ).toBe(1);
    expect(await mailJobsTo(g.host.email)).toBe(2);
  });

  it('nobody is notified of a message from someone blocked either way with them', async () => {
    const g = await game();
    await db.block.create({ data: { blockerId: g.waitlisted.id, blockedUserId: g.going.id } });
    await send(g.going, g.event.id, 'Hello all');
    expect(await db.notification.count({ where: { userId: g.waitlisted.id, type: 'GAME_CHAT' } })).toBe(0);
    expect(await db.notification.count({ where: { userId: g.host.id, type: 'GAME_CHAT' } })).toBe(1);
  });

  it('an author may send 30 messages a minute; the 31st is refused and nothing is written', async () => {
    const g = await game();
    await db.rateLimitHit.createMany({
      data: Array.from({ length: 29 }, () => ({ bucket: 'gamechat:minute', key: g.going.id })),
    });
    expect((await send(g.going, g.event.id, 'Thirtieth')).ok).toBe(true);
    expect(await send(g.going, g.event.id, 'Thirty-first')).toEqual({
      ok: false,
      message: gameChatMessages.tooMany,
    });
    expect(await bodiesSeenBy(g.host, g.event.id)).toEqual(['Thirtieth']);
    // Others are not held back by one author's limit.
    expect((await send(g.waitlisted, g.event.id, 'Me too')).ok).toBe(true);
  });
});

describe('statements (issue 36)', () => {
  it('the chat is two statements, flat from 1 to 50 messages; the poll\'s "unchanged" is one', async () => {
    const runs = [];
    for (const n of [1, 50]) {
      const g = await game();
      // A block elsewhere, so the blocks are part of the reads, and a pinned message.
      const stranger = await makeUser(`Stranger ${uniqueTag()}`);
      await db.block.create({ data: { blockerId: g.going.id, blockedUserId: stranger.id } });
      const chat = await db.conversation.create({ data: { eventId: g.event.id } });
      await db.message.createMany({
        data: Array.from({ length: n }, (_, i) => ({
          conversationId: chat.id,
          senderId: [g.host.id, g.coHost.id, g.waitlisted.id][i % 3],
          body: `Message ${i}`,
          createdAt: new Date(Date.now() - (n - i) * 1000),
          pinnedAt: i === 0 ? new Date() : null,
        })),
      });
      const run = await countQueries(() => gameChat(db, g.going.id, g.event.id));
      if (!run.result || run.result === 'unchanged') throw new Error('no view');
      expect(run.result.messages).toHaveLength(n);
      expect(run.result.pinned?.body).toBe('Message 0');
      const poll = await countQueries(() =>
        gameChat(db, g.going.id, g.event.id, (run.result as GameChatView).version),
      );
      expect(poll.result).toBe('unchanged');
      expect(poll.count).toBe(1);
      runs.push(run);
    }
    const [one, many] = runs;
    expect(many.count).toBe(one.count);
    // The game with the viewer's place in it and the block with the host (1); the messages with their senders,
    // the pinned one and the blocks (1). Was 10.
    expect(one.count).toBe(2);
  });
});

describe('visibleEventSql', () => {
  it('sees the same games as visibleEventWhere, for a visitor and for each kind of viewer', async () => {
    const now = new Date();
    const [host, member, pending, joiner, sub, stranger] = await Promise.all(
      ['Vis host', 'Vis member', 'Vis pending', 'Vis joiner', 'Vis sub', 'Vis stranger'].map((n) =>
        makeUser(`${n} ${uniqueTag()}`),
      ),
    );
    const team = await db.team.create({
      data: {
        name: `Vis team ${uniqueTag()}`,
        ownerId: host.id,
        roster: {
          create: [
            { userId: member.id, role: 'player' },
            { userId: pending.id, role: 'pending player' },
          ],
        },
      },
    });
    const events = await Promise.all([
      makeEvent(host.id, { title: 'Vis public' }),
      makeEvent(host.id, { title: 'Vis private', isPrivate: true }),
      makeEvent(host.id, {
        title: 'Vis public later',
        isPrivate: true,
        makePublicAfter: new Date(+now - 1000),
      }),
      makeEvent(host.id, {
        title: 'Vis not yet',
        isPrivate: true,
        makePublicAfter: new Date(+now + 3_600_000),
      }),
      makeEvent(host.id, { title: 'Vis team game', isPrivate: true, hostingTeamId: team.id }),
      makeEvent(host.id, { title: 'Vis joined', isPrivate: true }),
      makeEvent(host.id, { title: 'Vis sub asked', isPrivate: true }),
      makeEvent(host.id, { title: 'Vis sub queued', isPrivate: true }),
    ]);
    const byTitle = (t: string) => events.find((e) => e.title === t)!.id;
    await db.eventParticipant.create({
      data: { eventId: byTitle('Vis joined'), userId: joiner.id, status: 'WAITLIST', waitlistedAt: now },
    });
    for (const [title, status] of [
      ['Vis sub asked', 'SENT'],
      ['Vis sub queued', 'QUEUED'],
    ] as const) {
      const campaign = await db.subCampaign.create({
        data: { eventId: byTitle(title), hostId: host.id, radiusMiles: 10 },
      });
      await db.subInvitation.create({
        data: { campaignId: campaign.id, eventId: byTitle(title), userId: sub.id, status },
      });
    }
    const ids = events.map((e) => e.id);
    for (const viewer of [null, host, member, pending, joiner, sub, stranger]) {
      const viewerId = viewer?.id ?? null;
      const prisma = await db.event.findMany({
        where: { id: { in: ids }, ...visibleEventWhere(viewerId, now) },
        select: { title: true },
      });
      const raw = await db.$queryRaw<{ title: string }[]>`
        SELECT e."title" FROM "events" e WHERE e."id" = ANY(${ids}::text[]) AND ${visibleEventSql('e', viewerId, now)}`;
      expect(raw.map((r) => r.title).sort(), viewer?.displayName ?? 'visitor').toEqual(
        prisma.map((r) => r.title).sort(),
      );
    }
  });
});
