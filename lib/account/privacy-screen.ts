import 'server-only';
import { db } from '@/lib/db';
import { deletionBlockers } from '@/lib/account/service';
import { isFeatureEnabled } from '@/lib/feature-flags/service';
import { conversationMessages } from '@/lib/messages';
import { hasGuardianLink, isKnownMinor } from '@/lib/access/discoverable';
import { maskEmail } from '@/lib/mail/address';
import { readPrivacyFlags } from '@/lib/privacy/rules';

// The privacy screen's data (settings → Privacy). It sits with the account because it shows what stands in the
// way of deleting it (deletionBlockers), so lib/privacy itself does not depend on account deletion.

/** What the privacy screen shows of privacy itself, for the signed-in user (its lists come from lib/user-lists). */
export async function privacyScreenData(viewer: { id: string; betaAudiences: string[] }) {
  const [user, badgesEnabled, blockedConversations, blockers] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: viewer.id },
      select: {
        messagesFromAnyone: true,
        publicOnlineStatus: true,
        publicUpcomingGames: true,
        publicBadges: true,
        showInPlayersNear: true,
        birthdate: true,
        blocksMade: {
          orderBy: { createdAt: 'desc' },
          select: {
            id: true,
            blockedEmail: true,
            blockedUserId: true,
            createdAt: true,
            blockedUser: { select: { displayName: true } },
          },
        },
      },
    }),
    isFeatureEnabled(db, 'badges', viewer),
    db.conversationParticipant.findMany({
      where: { userId: viewer.id, blocked: true },
      orderBy: { conversation: { lastMessageAt: 'desc' } },
      select: {
        conversation: {
          select: {
            id: true,
            isGroup: true,
            title: true,
            participants: {
              where: { userId: { not: viewer.id } },
              select: { user: { select: { displayName: true } } },
            },
          },
        },
      },
    }),
    deletionBlockers(db, viewer.id),
  ]);
  const minor = isKnownMinor(user.birthdate, await hasGuardianLink(db, viewer.id));
  return {
    flags: { ...readPrivacyFlags(user), showInPlayersNear: !minor && user.showInPlayersNear },
    playersNearLocked: minor,
    badgesEnabled,
    blocks: user.blocksMade.map((b) => ({
      id: b.id,
      displayName: b.blockedUser?.displayName ?? null,
      email: b.blockedEmail ? (b.blockedUserId ? maskEmail(b.blockedEmail) : b.blockedEmail) : null,
      createdAt: b.createdAt.toISOString(),
    })),
    blockedConversations: blockedConversations.map(({ conversation: c }) => {
      const names = c.participants.map((p) => p.user.displayName).filter((n): n is string => Boolean(n));
      return {
        id: c.id,
        title: c.title ?? (names.join(', ') || conversationMessages.deletedUser),
      };
    }),
    blockers,
  };
}

export type PrivacyScreenData = Awaited<ReturnType<typeof privacyScreenData>>;
