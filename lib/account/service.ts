import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import type { SubscriptionBilling } from '@/lib/billing/subscriptions';
import { teamsOfUserWhere } from '@/lib/access/membership-where';
import { cancelMembershipsOfDeletedAccount } from '@/lib/passes/membership';
import { purgeQueuedMailFor } from '@/lib/notifications/queue';
import { placePhotoUrl } from '@/lib/places/photos';
import { forgetPersonWords, forgetWordsMentioning } from '@/lib/search/words';

// Account deletion: one transaction removes the user and every row of their personal data, across the
// whole schema, or nothing at all.
//
// What happens to each kind of row (see prisma/schema.prisma):
// - Cascades from users: profile, alternate e-mails, sports, blocks (both ways), family connections
//   (both ways), notifications, availability (+ ranges, dates), activity subscriptions (+ alerts),
//   auth tokens, roster entries, registrations, created events (+ participants, games ...), event
//   participations, favorites, check-ins, websites, forms (+ their submissions), invoices,
//   transactions, conversation memberships, user lists (+ members), memberships in other people's
//   lists, connections, follows, presence. Sessions are JWTs checked against the users row on every
//   request (lib/auth/viewer.ts), so they all end with it.
// - Messages they sent are anonymised: senderId null and the text emptied (the thread shows "This
//   message was deleted."), so a conversation whose other participant remains keeps that
//   participant's messages and their order. Conversations with nobody left are deleted. Reports of their
//   game-chat messages lose the copied text.
// - Their posts, team discussions and form submissions (authored content; the schema would only null
//   the author) are deleted, and so are the photos they added to places (taken off places.photoUrls).
//   Places they added stay for everyone who plays there, without a creator.
// - Paid plans are canceled at the payment provider and their records kept as CANCELED without the
//   user (userId null): the provider's "subscription deleted" webhook then finds a canceled record.
// - Rows that name them by e-mail rather than id (roster invitations, other people's list entries,
//   guest-user records, login attempts, tokens, dev outbox mail, queued mail) are deleted, for the
//   primary and every CONFIRMED alternate address; other users' notifications that mention them too.
//   An unconfirmed alternate is only a claim (anyone can type any address), so it is not theirs: its
//   own row goes with the user, and nothing of other people's that names that address is touched.
// - Blocks that other users placed against one of their addresses stay: they are the blocker's data
//   (the blocker asked for that address to be blocked, whoever holds it later). Blocks by their id
//   cascade with the user.
// - Finally any remaining mention of their id or addresses in a free-text or JSON column anywhere in
//   the public schema is replaced by "[deleted]" (a safety net for text written by other features).
//   Mentions are matched as whole tokens only: deleting a@b.co leaves maria@b.com or a@b.co.uk alone.
// Refused while the user owns or belongs to teams, or owns organizations (they must be deleted or left
// first), so nobody else's team loses its owner.

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type Reader = Db | Tx;

export const REDACTED = '[deleted]';

export type DeletionBlockers = {
  teams: { id: string; name: string; owner: boolean }[];
  organizations: { id: string; name: string; slug: string }[];
};

export const hasBlockers = (b: DeletionBlockers) => b.teams.length > 0 || b.organizations.length > 0;

/** Teams the user owns or is an active member of, and organizations they own. */
export async function deletionBlockers(db: Reader, userId: string): Promise<DeletionBlockers> {
  const [teams, organizations] = await Promise.all([
    db.team.findMany({
      where: teamsOfUserWhere(userId),
      select: { id: true, name: true, ownerId: true },
      orderBy: { name: 'asc' },
    }),
    db.organization.findMany({
      where: { ownerId: userId },
      select: { id: true, name: true, slug: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  return {
    teams: teams.map((t) => ({ id: t.id, name: t.name, owner: t.ownerId === userId })),
    organizations,
  };
}

export type DeleteAccountResult =
  { status: 'deleted' } | { status: 'notFound' } | { status: 'blocked'; blockers: DeletionBlockers };

const OPEN_PLAN_STATUSES = ['ACTIVE', 'TRIALING', 'PAST_DUE', 'INCOMPLETE'] as const;

export async function deleteAccount(
  db: Db,
  userId: string,
  options: { billing: SubscriptionBilling },
): Promise<DeleteAccountResult> {
  return db.$transaction(
    async (tx) => {
      // The row lock also holds off concurrent inserts that reference the user (a team join, a new
      // message) until this transaction ends; after it they fail on the missing user.
      const [user] = await tx.$queryRaw<{ id: string; email: string }[]>`
        SELECT "id", "email" FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
      if (!user) return { status: 'notFound' };

      const blockers = await deletionBlockers(tx, userId);
      if (hasBlockers(blockers)) return { status: 'blocked', blockers };

      // Only addresses they proved they hold: the primary and the confirmed alternates.
      const alternates = await tx.alternateEmail.findMany({
        where: { userId, verifiedAt: { not: null } },
        select: { email: true },
      });
      const emails = [
        ...new Set([user.email, ...alternates.map((a) => a.email)].map((e) => e.toLowerCase())),
      ];

      await cancelPaidPlans(tx, userId, options.billing);
      // Memberships held or sold (Stripe subscriptions to an organizer) stop billing too; the other side is told.
      await cancelMembershipsOfDeletedAccount(tx, userId, options.billing);
      await anonymiseMessages(tx, userId);
      await deleteAuthoredContent(tx, userId);
      await deleteRowsNamingThem(tx, userId, emails);
      // Queued mail and push jobs (pg-boss schema) addressed to them, by id and by each of those addresses.
      await purgeQueuedMailFor(tx, { userId });
      for (const email of emails) await purgeQueuedMailFor(tx, { email });
      await forgetPersonWords(tx, userId);
      await tx.user.delete({ where: { id: userId } });
      await redactMentions(tx, [userId, ...emails]);
      await forgetWordsMentioning(tx, [userId, ...emails]);
      return { status: 'deleted' };
    },
    // The provider call and the schema-wide scan can take a few seconds on a large database.
    { maxWait: 10_000, timeout: 60_000 },
  );
}

async function cancelPaidPlans(tx: Tx, userId: string, billing: SubscriptionBilling) {
  const open = await tx.subscriptionRecord.findMany({
    where: { userId, status: { in: [...OPEN_PLAN_STATUSES] }, stripeSubscriptionId: { not: null } },
    select: { stripeSubscriptionId: true },
  });
  // A provider failure throws and rolls everything back: nothing is deleted while a plan still bills.
  for (const record of open) await billing.cancelSubscription(record.stripeSubscriptionId!);
  await tx.subscriptionRecord.updateMany({
    where: { userId },
    data: { status: 'CANCELED', cancelAtPeriodEnd: false, userId: null },
  });
}

async function anonymiseMessages(tx: Tx, userId: string) {
  await tx.$executeRaw`UPDATE "messages" SET "body" = '', "senderId" = NULL WHERE "senderId" = ${userId}`;
  // Reports keep a copy of a game-chat message for the admins; the author's text goes with the account.
  await tx.$executeRaw`UPDATE "message_reports" SET "messageBody" = '', "authorId" = NULL WHERE "authorId" = ${userId}`;
  // Conversations in which nobody else remains go entirely (their messages cascade).
  await tx.$executeRaw`
    DELETE FROM "conversations" c
     WHERE EXISTS (SELECT 1 FROM "conversation_participants" p
                    WHERE p."conversationId" = c."id" AND p."userId" = ${userId})
       AND NOT EXISTS (SELECT 1 FROM "conversation_participants" p
                        WHERE p."conversationId" = c."id" AND p."userId" <> ${userId})`;
}

async function deleteAuthoredContent(tx: Tx, userId: string) {
  await tx.post.deleteMany({ where: { authorId: userId } });
  await tx.$executeRaw`
    WITH gone AS (DELETE FROM "place_photos" WHERE "uploaderId" = ${userId} RETURNING "id", "placeId")
    UPDATE "places" p SET "photoUrls" = ARRAY(
             SELECT u FROM unnest(p."photoUrls") WITH ORDINALITY AS x(u, n)
              WHERE u NOT IN (SELECT ${placePhotoUrl('')} || g."id" FROM gone g WHERE g."placeId" = p."id")
              ORDER BY n)
     WHERE p."id" IN (SELECT "placeId" FROM gone)`;
  await tx.discussion.deleteMany({ where: { authorId: userId } });
  await tx.formSubmission.deleteMany({ where: { userId } });
}

async function deleteRowsNamingThem(tx: Tx, userId: string, emails: string[]) {
  const list = Prisma.join(emails);
  await tx.$executeRaw`DELETE FROM "roster_entries" WHERE lower("email") IN (${list})`;
  await tx.$executeRaw`DELETE FROM "user_list_members" WHERE lower("email") IN (${list})`;
  await tx.$executeRaw`DELETE FROM "guest_users" WHERE lower("email") IN (${list})`;
  await tx.$executeRaw`DELETE FROM "login_attempts" WHERE lower("email") IN (${list})`;
  await tx.$executeRaw`DELETE FROM "auth_tokens" WHERE lower("email") IN (${list})`;
  await tx.$executeRaw`DELETE FROM "dev_mails" WHERE lower("to") IN (${list})`;
  // Other people's notifications about them (a family request, a message, a join ...).
  await tx.$executeRaw`
    DELETE FROM "notifications"
     WHERE ("data"::text || ' ' || "title" || ' ' || "message") ~* ${mentionPattern([userId, ...emails])}`;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Characters that can be part of an e-mail address or an id (besides "."). A needle only counts as a
// mention when neither side continues it: no such character or "." just before it, and no such
// character, nor a "." followed by one, just after it. So a@b.co does not match inside maria@b.com,
// x.a@b.co or a@b.co.uk, while "write to a@b.co." or {"id":"a@b.co"} does. In the text of a JSON
// value a line break before a mention reads "\n", so an escape sequence also opens a mention.
// (PostgreSQL's regular expressions support lookbehind and lookahead constraints; lookarounds consume
// nothing, so two mentions separated by one character are both found by the 'g' flag.)
const WORD = 'A-Za-z0-9_%+@-'; // "-" last: a literal in a bracket expression

/** A PostgreSQL regular expression (for ~* and regexp_replace 'gi') matching whole mentions of the needles. */
export function mentionPattern(needles: string[]): string {
  const alternatives = needles.map(escapeRegex).join('|');
  return `(?:(?<![.${WORD}])|(?<=\\\\[nrtbf]))(?:${alternatives})(?![${WORD}])(?!\\.[${WORD}])`;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

type TextColumn = { table: string; column: string; type: string };

/**
 * Replaces any remaining mention of the needles in free-text and JSON columns of the public schema.
 * Key columns (primary, foreign, unique) are left alone: the explicit rules above handle those.
 */
export async function redactMentions(tx: Tx, needles: string[]): Promise<number> {
  const columns = await tx.$queryRaw<TextColumn[]>`
    SELECT cl.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type"
      FROM pg_attribute a
      JOIN pg_class cl ON cl.oid = a.attrelid AND cl.relkind IN ('r', 'p')
      JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = 'public'
     WHERE a.attnum > 0 AND NOT a.attisdropped
       AND cl.relname <> '_prisma_migrations'
       AND a.atttypid IN ('text'::regtype, 'varchar'::regtype, 'json'::regtype, 'jsonb'::regtype,
                          'text[]'::regtype, 'varchar[]'::regtype)
       AND NOT EXISTS (SELECT 1 FROM pg_index i
                        WHERE i.indrelid = cl.oid AND (i.indisunique OR i.indisprimary) AND a.attnum = ANY(i.indkey))
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k
                        WHERE k.conrelid = cl.oid AND k.contype = 'f' AND a.attnum = ANY(k.conkey))
     ORDER BY cl.relname, a.attnum`;
  const pattern = mentionPattern(needles);
  const byTable = new Map<string, TextColumn[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);

  let total = 0;
  for (const [table, cols] of byTable) {
    // $1 is the pattern in every expression; identifiers come from the catalog and are quoted.
    const set = cols.map(({ column, type }) => {
      const c = quoteIdent(column);
      const replace = (value: string) => `regexp_replace(${value}, $1, '${REDACTED}', 'gi')`;
      if (type.endsWith('[]'))
        return `${c} = CASE WHEN ${c} IS NULL THEN NULL ELSE ARRAY(SELECT ${replace('x')} FROM unnest(${c}) WITH ORDINALITY AS u(x, n) ORDER BY n)::${type} END`;
      if (type === 'json' || type === 'jsonb') return `${c} = ${replace(`${c}::text`)}::${type}`;
      return `${c} = ${replace(c)}`;
    });
    const where = cols.map(({ column }) => `${quoteIdent(column)}::text ~* $1`).join(' OR ');
    const count = await tx.$executeRawUnsafe(
      `UPDATE ${quoteIdent(table)} SET ${set.join(', ')} WHERE ${where}`,
      pattern,
    );
    if (count > 0)
      console.info(`[account] redacted mentions of a deleted account in ${count} row(s) of ${table}`);
    total += count;
  }
  return total;
}
