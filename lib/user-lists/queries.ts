import 'server-only';
import { db } from '@/lib/db';
import { blockedEitherWay } from '@/lib/access/blocks';
import { maskEmail } from '@/lib/mail/address';

export type UserListView = {
  id: string;
  name: string;
  members: {
    id: string;
    email: string;
    displayName: string | null;
    photoUrl: string | null;
    userId: string | null;
    /** `/profile/{userId}` when the owner may open it (a completed profile, no block either way), else null. */
    profileHref: string | null;
  }[];
};

/** The viewer's lists with their members, newest list first. */
export async function listsOfOwner(ownerId: string): Promise<UserListView[]> {
  // Two statements whatever the lists hold: the lists with their members' names and pictures, and the
  // users with a block between them and the owner (their profile answers "not found", so no link).
  const [lists, blocked] = await Promise.all([
    db.userList.findMany({
      where: { ownerId },
      orderBy: { createdAt: 'desc' },
      select: {
        id: true,
        name: true,
        members: {
          orderBy: { createdAt: 'asc' },
          select: {
            id: true,
            email: true,
            userId: true,
            user: { select: { displayName: true, photoUrl: true, hasAdditionalInfo: true } },
          },
        },
      },
    }),
    blockedEitherWay(db, ownerId),
  ]);
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    members: l.members.map((m) => ({
      id: m.id,
      // A platform user's address is shown masked: the owner may have found them by name.
      email: m.userId ? maskEmail(m.email) : m.email,
      displayName: m.user?.displayName ?? null,
      // Across a block either way the picture is not served (app/api/avatars answers 404): initials instead.
      photoUrl: m.userId && blocked.has(m.userId) ? null : (m.user?.photoUrl ?? null),
      userId: m.userId,
      profileHref:
        m.userId && m.user?.hasAdditionalInfo && !blocked.has(m.userId) ? `/profile/${m.userId}` : null,
    })),
  }));
}

/** Names and sizes of the viewer's lists (the "Block via List" chooser). */
export function listSummaries(ownerId: string) {
  return db.userList.findMany({
    where: { ownerId },
    orderBy: { name: 'asc' },
    select: { id: true, name: true, _count: { select: { members: true } } },
  });
}
