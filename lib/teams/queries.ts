import 'server-only';
import { db } from '@/lib/db';
import { activeRosterWhere, teamsOfUserWhere } from './rules';

// Teams and communities the user owns or is an active member of, newest first.
export function teamsOfUser(userId: string, take = 50) {
  return db.team.findMany({
    where: teamsOfUserWhere(userId),
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
