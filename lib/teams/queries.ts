import 'server-only';
import { db } from '@/lib/db';
import { activeRosterWhere } from './rules';

// Teams and communities the user owns or is an active member of, newest first.
export function teamsOfUser(userId: string, take = 50) {
  return db.team.findMany({
    where: { OR: [{ ownerId: userId }, { roster: { some: { userId, ...activeRosterWhere } } }] },
    select: {
      id: true,
      name: true,
      kind: true,
      photoUrl: true,
      ownerId: true,
      _count: { select: { roster: { where: activeRosterWhere } } },
    },
    orderBy: { createdAt: 'desc' },
    take,
  });
}
