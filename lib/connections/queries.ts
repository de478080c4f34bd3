import 'server-only';
import { db } from '@/lib/db';
import { pairOf } from './schema';
import { connectionLists } from './service';

/** The connect page's lists: connections, incoming and outgoing requests, suggestions. */
export const connectPage = (viewerId: string) => connectionLists(db, viewerId);

/** How the viewer stands with another user: connected, asked (by me / by them), or none. */
export async function connectionStatus(viewerId: string, userId: string) {
  const row = await db.connection.findUnique({
    where: { userLowId_userHighId: pairOf(viewerId, userId) },
    select: { status: true, requesterId: true },
  });
  if (!row) return 'none' as const;
  if (row.status === 'ACCEPTED') return 'connected' as const;
  return row.requesterId === viewerId ? ('sent' as const) : ('received' as const);
}
