import { Prisma } from '@/lib/generated/prisma/client';
import { notifyMany } from '@/lib/notifications/notify';
import { blockedBetweenSql } from '@/lib/access/blocks';
import { teamUi as m } from '@/lib/messages/teams';

// Part of event creation (lib/events/service.ts, which scripts and e2e set-ups import outside Next), so no
// 'server-only' here.

type Tx = Prisma.TransactionClient;

/**
 * Notifies the followers of a new public event's host (its creator, and its hosting team if any), in the
 * event's transaction. Skips the creator, anyone already alerted for it, and anyone blocked either way with
 * the creator. Returns the notified ids.
 */
export async function notifyFollowers(
  tx: Tx,
  event: { id: string; title: string; creatorId: string; hostingTeamId: string | null; hostName: string },
  skip: readonly string[],
): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT f."followerId" AS id FROM (
      SELECT "followerId" FROM "host_follows" WHERE "hostId" = ${event.creatorId}
      UNION SELECT "followerId" FROM "team_follows" WHERE "teamId" = ${event.hostingTeamId ?? ''}
    ) f
    WHERE f."followerId" <> ${event.creatorId}
      AND NOT (f."followerId" = ANY(${[...skip]}::text[]))
      AND NOT ${blockedBetweenSql(Prisma.sql`f."followerId"`, Prisma.sql`${event.creatorId}`)}`;
  const ids = rows.map((r) => r.id);
  await notifyMany(tx, ids, {
    type: 'FOLLOWED_HOST_EVENT',
    title: m.followedEventTitle(event.hostName),
    message: m.followedEventMessage(event.hostName, event.title),
    data: { eventId: event.id },
    actorId: event.creatorId,
    category: 'eventCreatedJoin',
    url: `/evt/${event.id}`,
  });
  return ids;
}
