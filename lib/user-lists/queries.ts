import 'server-only';
import { db } from '@/lib/db';
import { maskEmail } from '@/lib/mail/address';

export type UserListView = {
  id: string;
  name: string;
  members: { id: string; email: string; displayName: string | null; userId: string | null }[];
};

/** The viewer's lists with their members, newest list first. */
export async function listsOfOwner(ownerId: string): Promise<UserListView[]> {
  const lists = await db.userList.findMany({
    where: { ownerId },
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      name: true,
      members: {
        orderBy: { createdAt: 'asc' },
        select: { id: true, email: true, userId: true, user: { select: { displayName: true } } },
      },
    },
  });
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    members: l.members.map((m) => ({
      id: m.id,
      // A platform user's address is shown masked: the owner may have found them by name.
      email: m.userId ? maskEmail(m.email) : m.email,
      displayName: m.user?.displayName ?? null,
      userId: m.userId,
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
