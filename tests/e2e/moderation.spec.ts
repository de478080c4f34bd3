import { expect, test } from '@playwright/test';
import { postMessages as m } from '@/lib/messages/posts';
import { shellMessages } from '@/lib/messages/shell';
import { DEMO_USER_ID } from '@/prisma/seed-data';
import { sql } from './support/db';
import { DEMO, signedIn } from './support/players';

// Issue 29 §6: a member reports a post, an administrator hides it from the moderation queue, and the post is
// gone from the board at once (its pages' cache tags expire; nobody waits for a revalidation period).

test('a reported post hidden from the admin queue leaves the board at once', async ({ browser }) => {
  test.setTimeout(120_000);
  // Two seeded players (they share the demo password; accounts other specs signed up have their own) who have no
  // block with the demo user: the author, and the administrator for this test.
  const [author, admin] = await sql<{ id: string; email: string; displayName: string }>(
    `SELECT id, email, "displayName" FROM users u
      WHERE id <> $1 AND id LIKE 'seed-user-%' AND "hasAdditionalInfo" AND "emailVerified" IS NOT NULL AND NOT "isAdmin"
        AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b."blockerId" = u.id AND b."blockedUserId" = $1)
                                            OR (b."blockerId" = $1 AND b."blockedUserId" = u.id))
      ORDER BY id LIMIT 2`,
    [DEMO_USER_ID],
  );

  // The author writes a post in Gear & Equipment → Lost & Found.
  const board = '/posts/gear-equipment/lost-found';
  const title = `Rolex for $20, today only ${Date.now()}`;
  const writer = await signedIn(browser, author.email);
  await writer.goto(board);
  await writer.getByRole('button', { name: m.writePost }).click();
  const dialog = writer.getByRole('dialog', { name: m.newPostTitle });
  await dialog.getByLabel(m.titleLabel).fill(title);
  await dialog
    .getByLabel(m.textLabel)
    .fill('Genuine watches, send a deposit by wire and I ship them tomorrow.');
  await dialog.getByRole('button', { name: m.publish }).click();
  await expect(writer.getByText(m.created)).toBeVisible();

  // The demo user reports it from the post's page.
  const reporter = await signedIn(browser, DEMO.email);
  await reporter.goto(board);
  await reporter
    .getByRole('listitem')
    .filter({ has: reporter.getByRole('heading', { name: title }) })
    .getByRole('link', { name: new RegExp(`^${m.viewMore}`) })
    .click();
  await expect(reporter.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const postUrl = reporter.url();
  await reporter.getByRole('button', { name: m.report }).click();
  const report = reporter.getByRole('dialog', { name: m.reportTitle });
  await report.getByLabel(m.reportReasonLabel).fill('A scam: asks for a wire deposit');
  await report.getByRole('button', { name: m.reportSubmit }).click();
  await expect(reporter.getByText(m.reported)).toBeVisible();

  await sql(`UPDATE users SET "isAdmin" = true WHERE id = $1`, [admin.id]);
  try {
    // The administrator finds the queue in the side panel's Admin group and hides the post.
    const moderator = await signedIn(browser, admin.email);
    await moderator
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: shellMessages.adminPosts })
      .click();
    await expect(moderator).toHaveURL(/\/admin\/posts$/);
    const queue = moderator.getByRole('table', { name: m.reportedTitle });
    const row = queue.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('A scam: asks for a wire deposit');
    await expect(row).toContainText('Demo Player');
    await row.getByRole('button', { name: `${m.hide}: ${title}` }).click();
    await expect(moderator.getByText(m.hidden)).toBeVisible();
    await expect(queue.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    // Who did what and when.
    await expect(
      moderator.getByRole('table', { name: m.hiddenTitle }).getByRole('row').filter({ hasText: title }),
    ).toContainText(admin.displayName);
    const entry = moderator
      .getByRole('table', { name: m.historyTitle })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(entry).toContainText(admin.displayName);
    await expect(entry).toContainText(m.moderationAction.hide);
    await moderator.close();
  } finally {
    await sql(`UPDATE users SET "isAdmin" = false WHERE id = $1`, [admin.id]);
  }

  // Gone from the board and its page at once, for the reporter and for the author.
  await reporter.goto(board);
  await expect(reporter.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reporter.getByRole('heading', { name: title })).toHaveCount(0);
  expect((await reporter.request.get(postUrl)).status()).toBe(404);
  await writer.reload();
  await expect(writer.getByRole('heading', { name: title })).toHaveCount(0);
});

// Issue 32 §2: a report on a game-chat message is in the same queue; the administrator deletes the message.
test('a reported chat message is deleted from the admin queue', async ({ browser }) => {
  test.setTimeout(90_000);
  const [author, admin] = await sql<{ id: string; email: string }>(
    `SELECT id, email FROM users
      WHERE id <> $1 AND id LIKE 'seed-user-%' AND "hasAdditionalInfo" AND "emailVerified" IS NOT NULL AND NOT "isAdmin"
      ORDER BY id OFFSET 2 LIMIT 2`,
    [DEMO_USER_ID],
  );
  const [{ id: eventId }] = await sql<{ id: string }>(`SELECT id FROM events ORDER BY id LIMIT 1`);
  const [{ id: conversationId }] = await sql<{ id: string }>(
    `INSERT INTO conversations (id, "isGroup", "eventId") VALUES ($1, true, $2)
     ON CONFLICT ("eventId") DO UPDATE SET "changedAt" = now() RETURNING id`,
    [`e2e-chat-${Date.now()}`, eventId],
  );
  const body = `Cheap watches, wire me a deposit ${Date.now()}`;
  const messageId = `e2e-msg-${Date.now()}`;
  await sql(`INSERT INTO messages (id, "conversationId", "senderId", body) VALUES ($1, $2, $3, $4)`, [
    messageId,
    conversationId,
    author.id,
    body,
  ]);
  await sql(
    `INSERT INTO message_reports (id, "messageId", "reporterId", reason, "messageBody", "authorId", "eventId")
     VALUES ($1, $2, $3, 'Scam', $4, $5, $6)`,
    [`e2e-report-${Date.now()}`, messageId, DEMO_USER_ID, body, author.id, eventId],
  );

  await sql(`UPDATE users SET "isAdmin" = true WHERE id = $1`, [admin.id]);
  try {
    const moderator = await signedIn(browser, admin.email);
    await moderator.goto('/admin/posts');
    const row = moderator
      .getByRole('table', { name: m.chatReportsTitle })
      .getByRole('row')
      .filter({ hasText: body });
    await expect(row).toContainText(m.chatKind);
    await expect(row).toContainText('Scam');
    await expect(row.getByRole('link', { name: m.openInChat })).toHaveAttribute(
      'href',
      `/evt/${eventId}#chat`,
    );
    await row.getByRole('button', { name: `${m.deleteMessage}: ${body}` }).click();
    await expect(moderator.getByText(m.messageDeleted)).toBeVisible();
    await expect(moderator.getByRole('row').filter({ hasText: body })).toHaveCount(0);
    await moderator.close();
  } finally {
    await sql(`UPDATE users SET "isAdmin" = false WHERE id = $1`, [admin.id]);
  }
  expect(await sql(`SELECT id FROM messages WHERE id = $1`, [messageId])).toEqual([]);
});
