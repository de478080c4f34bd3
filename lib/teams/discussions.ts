import 'server-only';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { notifyMany } from '@/lib/notifications/notify';
import { discussionKey } from '@/lib/notifications/rules';
import { teamUi as m } from '@/lib/messages/teams';
import { limits, takeAllIn } from '@/lib/rate-limit';
import { activeRosterWhere, teamsOfUserWhere } from './rules';
import { personName, teamWhereRole } from './service';

// Team discussions: topics (created by owners, admins and managers) and threads with replies, for members
// only. A post notifies the other members under the topic's key when it has one, else under the community's
// teamDiscussion_{teamId} key (the per-community notification settings of spec 01).

type Tx = Prisma.TransactionClient;
const memberTeamWhere = (teamId: string, userId: string) =>
  ({ id: teamId, isExternal: false, ...teamsOfUserWhere(userId) }) satisfies Prisma.TeamWhereInput;

export type TopicResult = { status: 'created'; id: string; name: string } | { status: 'notFound' };

export async function createTopic(
  db: Db,
  viewerId: string,
  input: { teamId: string; name: string },
): Promise<TopicResult> {
  return db.$transaction(async (tx) => {
    const team = await tx.team.findFirst({
      where: teamWhereRole(input.teamId, viewerId, ['owner', 'admin', 'manager']),
      select: { id: true },
    });
    if (!team) return { status: 'notFound' } as const;
    const topic = await tx.topic.create({
      data: { teamId: team.id, name: input.name },
      select: { id: true },
    });
    return { status: 'created', id: topic.id, name: input.name } as const;
  });
}

/** The other active members of a team (and its owner), who hear about new posts. */
async function otherMembers(tx: Tx, team: { id: string; ownerId: string }, authorId: string) {
  const rows = await tx.rosterEntry.findMany({
    where: { teamId: team.id, userId: { not: null }, ...activeRosterWhere },
    select: { userId: true },
  });
  return [...new Set([team.ownerId, ...rows.map((r) => r.userId!)])].filter((id) => id !== authorId);
}

export type PostResult =
  { status: 'posted'; id: string } | { status: 'notFound' | 'unknownTopic' | 'limited' };

/** A member starts a discussion; the other members are notified. */
export async function createThread(
  db: Db,
  viewerId: string,
  input: { teamId: string; topicId: string; title: string; body: string },
): Promise<PostResult> {
  return db.$transaction(async (tx) => {
    const team = await tx.team.findFirst({
      where: memberTeamWhere(input.teamId, viewerId),
      select: { id: true, name: true, ownerId: true },
    });
    if (!team) return { status: 'notFound' } as const;
    const topic = input.topicId
      ? await tx.topic.findFirst({ where: { id: input.topicId, teamId: team.id }, select: { id: true } })
      : null;
    if (input.topicId && !topic) return { status: 'unknownTopic' } as const;
    // Each thread notifies every member: a daily limit per author.
    if (await takeAllIn(tx, limits.discussionThreads(viewerId))) return { status: 'limited' } as const;
    const thread = await tx.discussion.create({
      data: {
        teamId: team.id,
        topicId: topic?.id ?? null,
        authorId: viewerId,
        title: input.title,
        body: input.body,
      },
      select: { id: true },
    });
    const author = await tx.user.findUniqueOrThrow({
      where: { id: viewerId },
      select: { displayName: true, fullName: true },
    });
    await notifyMany(tx, await otherMembers(tx, team, viewerId), {
      type: 'TEAM_DISCUSSION',
      title: m.discussionNotificationTitle(team.name),
      message: m.discussionNotification(personName(author), input.title),
      data: { teamId: team.id, discussionId: thread.id },
      actorId: viewerId,
      category: topic?.id ?? discussionKey(team.id),
      url: `/team/${team.id}/discussions/${thread.id}`,
    });
    return { status: 'posted', id: thread.id } as const;
  });
}

/** A member replies to a discussion of their team; the other members are notified. */
export async function replyToThread(
  db: Db,
  viewerId: string,
  input: { teamId: string; threadId: string; body: string },
): Promise<PostResult> {
  return db.$transaction(async (tx) => {
    const thread = await tx.discussion.findFirst({
      where: { id: input.threadId, parentId: null, team: memberTeamWhere(input.teamId, viewerId) },
      select: {
        id: true,
        title: true,
        topicId: true,
        team: { select: { id: true, name: true, ownerId: true } },
      },
    });
    if (!thread) return { status: 'notFound' } as const;
    if (await takeAllIn(tx, limits.discussionReplies(viewerId))) return { status: 'limited' } as const;
    const reply = await tx.discussion.create({
      data: {
        teamId: thread.team.id,
        topicId: thread.topicId,
        parentId: thread.id,
        authorId: viewerId,
        title: thread.title,
        body: input.body,
      },
      select: { id: true },
    });
    const author = await tx.user.findUniqueOrThrow({
      where: { id: viewerId },
      select: { displayName: true, fullName: true },
    });
    await notifyMany(tx, await otherMembers(tx, thread.team, viewerId), {
      type: 'TEAM_DISCUSSION_REPLY',
      title: m.discussionNotificationTitle(thread.team.name),
      message: m.replyNotification(personName(author), thread.title),
      data: { teamId: thread.team.id, discussionId: thread.id },
      actorId: viewerId,
      category: thread.topicId ?? discussionKey(thread.team.id),
      url: `/team/${thread.team.id}/discussions/${thread.id}`,
    });
    return { status: 'posted', id: reply.id } as const;
  });
}

const authorSelect = { select: { id: true, displayName: true, fullName: true, photoUrl: true } } as const;

/** The discussions tab: the team's topics and threads (newest first, optionally one topic), for members. */
export async function listDiscussions(db: Db, viewerId: string, teamId: string, topicId?: string) {
  const team = await db.team.findFirst({ where: memberTeamWhere(teamId, viewerId), select: { id: true } });
  if (!team) return null;
  const [topics, threads] = await Promise.all([
    db.topic.findMany({
      where: { teamId },
      select: { id: true, name: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    db.discussion.findMany({
      where: { teamId, parentId: null, ...(topicId ? { topicId } : {}) },
      select: {
        id: true,
        title: true,
        body: true,
        createdAt: true,
        topic: { select: { id: true, name: true } },
        author: authorSelect,
        _count: { select: { replies: true } },
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 50,
    }),
  ]);
  return { topics, threads };
}

/** One discussion with its replies (oldest first), for members of its team; null otherwise. */
export async function getThread(db: Db, viewerId: string, teamId: string, threadId: string) {
  return db.discussion.findFirst({
    where: { id: threadId, parentId: null, team: memberTeamWhere(teamId, viewerId) },
    select: {
      id: true,
      title: true,
      body: true,
      createdAt: true,
      topic: { select: { name: true } },
      author: authorSelect,
      replies: {
        select: { id: true, body: true, createdAt: true, author: authorSelect },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      },
    },
  });
}
