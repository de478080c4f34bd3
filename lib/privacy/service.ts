import 'server-only';
import { hasGuardianLink, isKnownMinor } from '@/lib/access/discoverable';
import type { Db } from '@/lib/db';
import type { BlockFromListInput, ConversationBlockInput, PrivacyFlagsInput } from './schema';
import { maskEmail } from '@/lib/mail/address';
import { isAlreadyBlocked, newBlockCandidates } from './rules';

// Privacy use cases. Each takes the database explicitly and authorizes inside its queries: a foreign
// or unknown id finds nothing and answers "not found".

export async function updatePrivacyFlags(
  db: Db,
  userId: string,
  input: PrivacyFlagsInput,
  options: { badgesEnabled: boolean },
): Promise<void> {
  // Accounts known to be under 18 stay out of Players near you, whatever is sent.
  const me = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { birthdate: true } });
  const minor = isKnownMinor(me.birthdate, await hasGuardianLink(db, userId));
  await db.user.update({
    where: { id: userId },
    data: {
      messagesFromAnyone: input.messagesFromAnyone,
      publicOnlineStatus: input.publicOnlineStatus,
      publicUpcomingGames: input.publicUpcomingGames,
      // The badge toggle only exists while the badges feature is on; otherwise the stored value stays.
      ...(options.badgesEnabled && input.publicBadges !== undefined
        ? { publicBadges: input.publicBadges }
        : {}),
      ...(input.showInPlayersNear !== undefined || minor
        ? { showInPlayersNear: !minor && (input.showInPlayersNear ?? false) }
        : {}),
    },
  });
}

/** Removes one of the viewer's blocks. False when it is not theirs or does not exist. */
export async function unblock(db: Db, viewerId: string, blockId: string): Promise<boolean> {
  const { count } = await db.block.deleteMany({ where: { id: blockId, blockerId: viewerId } });
  return count === 1;
}

export type BlockableMember = {
  id: string;
  email: string;
  displayName: string | null;
  alreadyBlocked: boolean;
  /** The viewer's own entry: never selectable. */
  isSelf: boolean;
};

/** The members of one of the viewer's lists, marked when already blocked. Null: not their list. */
export async function membersForBlocking(
  db: Db,
  viewer: { id: string; email: string },
  listId: string,
): Promise<BlockableMember[] | null> {
  const list = await db.userList.findFirst({
    where: { id: listId, ownerId: viewer.id },
    select: {
      members: {
        select: { id: true, email: true, userId: true, user: { select: { displayName: true } } },
        orderBy: { createdAt: 'asc' },
      },
    },
  });
  if (!list) return null;
  const blocks = await db.block.findMany({
    where: { blockerId: viewer.id },
    select: { blockedUserId: true, blockedEmail: true },
  });
  return list.members.map((m) => ({
    id: m.id,
    // A platform user's address is shown masked: the list owner may never have typed it.
    email: m.userId ? maskEmail(m.email) : m.email,
    displayName: m.user?.displayName ?? null,
    alreadyBlocked: isAlreadyBlocked({ userId: m.userId, email: m.email }, blocks),
    isSelf: m.userId === viewer.id || m.email === viewer.email,
  }));
}

export type BlockFromListResult =
  { status: 'notFound' } | { status: 'alreadyBlocked' } | { status: 'blocked'; count: number };

/**
 * Blocks the selected members of one of the viewer's lists. Members already blocked (by user id or
 * e-mail) and the viewer themselves are skipped. An address that belongs to an account (primary or
 * verified alternate) blocks that account too.
 */
export async function blockFromList(
  db: Db,
  viewer: { id: string; email: string },
  input: BlockFromListInput,
): Promise<BlockFromListResult> {
  return db.$transaction(async (tx) => {
    const list = await tx.userList.findFirst({
      where: { id: input.listId, ownerId: viewer.id },
      select: {
        members: {
          where: { id: { in: input.memberIds } },
          select: { id: true, email: true, userId: true },
        },
      },
    });
    if (!list || list.members.length === 0) return { status: 'notFound' };

    const members = list.members.map((m) => ({ ...m, email: m.email.trim().toLowerCase() }));
    const emails = members.filter((m) => !m.userId).map((m) => m.email);
    const owners = emails.length
      ? await tx.user.findMany({
          where: {
            OR: [
              { email: { in: emails } },
              { alternateEmails: { some: { email: { in: emails }, verifiedAt: { not: null } } } },
            ],
          },
          select: { id: true, email: true, alternateEmails: { select: { email: true } } },
        })
      : [];
    const ownerOf = (email: string) =>
      owners.find((u) => u.email === email || u.alternateEmails.some((a) => a.email === email))?.id ?? null;
    const candidates = members.map((m) => ({ userId: m.userId ?? ownerOf(m.email), email: m.email }));

    const existing = await tx.block.findMany({
      where: { blockerId: viewer.id },
      select: { blockedUserId: true, blockedEmail: true },
    });
    const fresh = newBlockCandidates(candidates, existing, viewer);
    if (fresh.length === 0) return { status: 'alreadyBlocked' };
    const { count } = await tx.block.createMany({
      data: fresh.map((c) => ({ blockerId: viewer.id, blockedUserId: c.userId, blockedEmail: c.email })),
      skipDuplicates: true, // a concurrent block of the same person
    });
    return count === 0 ? { status: 'alreadyBlocked' } : { status: 'blocked', count };
  });
}

/** Sets the viewer's own blocked flag on a conversation. False when they are not in it. */
export async function setConversationBlocked(
  db: Db,
  viewerId: string,
  input: ConversationBlockInput,
): Promise<boolean> {
  if (input.userId !== viewerId) return false;
  const { count } = await db.conversationParticipant.updateMany({
    where: { conversationId: input.conversationId, userId: viewerId },
    data: { blocked: input.blocked },
  });
  return count === 1;
}
