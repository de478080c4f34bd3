import { describe, expect, it, vi } from 'vitest';
import { chatReportQueue } from '@/lib/conversations/chat-moderation';
import { gameChat } from '@/lib/conversations/game-chat';
import {
  deleteReportedChatMessageAction,
  dismissChatReportAction,
  reportChatMessageAction,
  sendChatMessageAction,
} from '@/lib/conversations/game-chat-actions';
import { db } from '@/lib/db';
import { authMessages, postMessages as m } from '@/lib/messages';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser, uniqueTag } from '@/tests/support/factories';

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

// Issue 32 §2: reports on game-chat messages reach the admin moderation queue (admin/posts) as "Chat message"
// rows with the text as reported, its author, the reporter, the reason and a link to the game's chat. Admins
// delete the message (its open reports close) or dismiss the report; closed reports leave the queue; anyone else
// is refused and nothing changes.

const admin = { isAdmin: true };

/** A game with a host and two going players; `spammer` wrote a message that `reporter` (and maybe `second`)
 * reported. */
async function reportedMessage(body = `Cheap watches ${uniqueTag()}`) {
  const [host, spammer, reporter, second] = await Promise.all(
    ['Host', 'Spammer', 'Reporter', 'Second'].map((n) => makeUser(`${n} ${uniqueTag()}`)),
  );
  const event = await makeEvent(host.id, { capacity: 10 });
  await db.eventParticipant.createMany({
    data: [spammer, reporter, second].map((u) => ({
      eventId: event.id,
      userId: u.id,
      status: 'GOING' as const,
    })),
  });
  expect((await callAs(spammer, sendChatMessageAction, { eventId: event.id, body })).ok).toBe(true);
  const { id: messageId } = await db.message.findFirstOrThrow({
    where: { body, conversation: { eventId: event.id } },
  });
  expect((await callAs(reporter, reportChatMessageAction, { messageId, reason: 'Spam' })).ok).toBe(true);
  const report = await db.messageReport.findFirstOrThrow({ where: { messageId, reporterId: reporter.id } });
  return { host, spammer, reporter, second, event, messageId, body, reportId: report.id };
}

const queued = async (reportId: string) =>
  ((await chatReportQueue(db, admin)) ?? []).find((r) => r.id === reportId);

describe('chat-message reports in the moderation queue', () => {
  it('are listed as chat messages with the text, author, reporter, reason and a link to the chat', async () => {
    const r = await reportedMessage();
    expect(await chatReportQueue(db, { isAdmin: false })).toBeNull();
    const row = await queued(r.reportId);
    expect(row).toMatchObject({
      body: r.body,
      authorName: r.spammer.displayName,
      reporterName: r.reporter.displayName,
      reason: 'Spam',
      href: `/evt/${r.event.id}#chat`,
      messageExists: true,
    });
    // The author's account goes: the report stays, with the copy of the text and no author.
    await db.user.delete({ where: { id: r.spammer.id } });
    expect(await queued(r.reportId)).toMatchObject({ body: r.body, authorName: null });
  });

  it('refuse both actions to anyone but an administrator, changing nothing', async () => {
    const r = await reportedMessage();
    for (const user of [r.reporter, r.host, r.spammer]) {
      for (const action of [deleteReportedChatMessageAction, dismissChatReportAction]) {
        expect(await callAs(user, action, { reportId: r.reportId })).toEqual({
          ok: false,
          message: authMessages.notSignedIn,
        });
      }
    }
    expect(await db.message.count({ where: { id: r.messageId } })).toBe(1);
    expect(await queued(r.reportId)).toBeDefined();
  });

  it('answer "Report not found" for an unknown id, a post report’s id and a closed report', async () => {
    const boss = await makeUser('Boss', { isAdmin: true });
    const r = await reportedMessage();
    const post = await db.post.create({
      data: {
        authorId: r.host.id,
        title: 'A post',
        text: 'Hi',
        category: 'play-competition',
        subCategory: 'sub-needed',
      },
    });
    const postReport = await db.postReport.create({ data: { postId: post.id, reporterId: r.reporter.id } });
    await db.messageReport.update({
      where: { id: r.reportId },
      data: { status: 'dismissed', closedAt: new Date() },
    });
    for (const reportId of ['nope', postReport.id, r.reportId]) {
      for (const action of [deleteReportedChatMessageAction, dismissChatReportAction]) {
        expect(await callAs(boss, action, { reportId })).toEqual({
          ok: false,
          message: m.chatReportNotFound,
        });
      }
    }
    expect(await db.message.count({ where: { id: r.messageId } })).toBe(1);
  });

  it('delete removes the message from the chat and closes every open report of it', async () => {
    const boss = await makeUser('Boss', { isAdmin: true });
    const r = await reportedMessage();
    await callAs(r.second, reportChatMessageAction, { messageId: r.messageId, reason: '' });
    expect(await callAs(boss, deleteReportedChatMessageAction, { reportId: r.reportId })).toEqual({
      ok: true,
      message: m.messageDeleted,
      data: undefined,
    });
    expect(await db.message.count({ where: { id: r.messageId } })).toBe(0);
    const view = await gameChat(db, r.reporter.id, r.event.id);
    expect(view !== null && view !== 'unchanged' && view.messages.map((x) => x.body)).toEqual([]);
    const reports = await db.messageReport.findMany({ where: { eventId: r.event.id } });
    expect(reports).toHaveLength(2);
    for (const report of reports) {
      expect(report).toMatchObject({ status: 'deleted', messageBody: r.body, messageId: null });
      expect(report.closedAt).toBeInstanceOf(Date);
    }
    expect(((await chatReportQueue(db, admin)) ?? []).filter((x) => x.href?.includes(r.event.id))).toEqual(
      [],
    );
    // Deleting again: the report is closed.
    expect(await callAs(boss, deleteReportedChatMessageAction, { reportId: r.reportId })).toEqual({
      ok: false,
      message: m.chatReportNotFound,
    });
  });

  it('dismiss closes the report and keeps the message; its reporter cannot reopen it, another reporter still reports (review L3)', async () => {
    const boss = await makeUser('Boss', { isAdmin: true });
    const r = await reportedMessage();
    expect(await callAs(boss, dismissChatReportAction, { reportId: r.reportId })).toEqual({
      ok: true,
      message: m.chatReportDismissed,
      data: undefined,
    });
    expect(await db.message.count({ where: { id: r.messageId } })).toBe(1);
    expect(await db.messageReport.findUniqueOrThrow({ where: { id: r.reportId } })).toMatchObject({
      status: 'dismissed',
      closedAt: expect.any(Date),
    });
    expect(await queued(r.reportId)).toBeUndefined();
    // The same reporter again: acknowledged, but the dismissed report stays out of the queue.
    expect(
      (await callAs(r.reporter, reportChatMessageAction, { messageId: r.messageId, reason: 'Still spam' }))
        .ok,
    ).toBe(true);
    expect(await queued(r.reportId)).toBeUndefined();
    expect(await db.messageReport.findUniqueOrThrow({ where: { id: r.reportId } })).toMatchObject({
      status: 'dismissed',
      reason: 'Spam',
    });
    // Someone else reporting the same message opens their own report.
    expect(
      (await callAs(r.second, reportChatMessageAction, { messageId: r.messageId, reason: 'Ads' })).ok,
    ).toBe(true);
    const theirs = await db.messageReport.findFirstOrThrow({
      where: { messageId: r.messageId, reporterId: r.second.id },
    });
    expect(await queued(theirs.id)).toMatchObject({ reason: 'Ads', messageExists: true });
  });

  it('a report whose message its author already deleted can be dismissed but not deleted', async () => {
    const boss = await makeUser('Boss', { isAdmin: true });
    const r = await reportedMessage();
    await db.message.delete({ where: { id: r.messageId } });
    expect(await queued(r.reportId)).toMatchObject({ messageExists: false, body: r.body });
    expect(await callAs(boss, deleteReportedChatMessageAction, { reportId: r.reportId })).toEqual({
      ok: false,
      message: m.chatReportNotFound,
    });
    expect((await callAs(boss, dismissChatReportAction, { reportId: r.reportId })).ok).toBe(true);
    expect(await queued(r.reportId)).toBeUndefined();
  });
});
