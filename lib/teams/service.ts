import 'server-only';
import type { Db } from '@/lib/db';
import { teamsOfUserWhere } from './rules';

export type LeaveTeamResult =
  { status: 'left'; teamName: string } | { status: 'notFound' } | { status: 'owner' };

/** Removes the user's own roster entry. An owner cannot leave (the team would lose its owner). */
export async function leaveTeam(db: Db, userId: string, teamId: string): Promise<LeaveTeamResult> {
  return db.$transaction(async (tx) => {
    const team = await tx.team.findFirst({
      where: {
        id: teamId,
        ...teamsOfUserWhere(userId),
      },
      select: { name: true, ownerId: true },
    });
    if (!team) return { status: 'notFound' };
    if (team.ownerId === userId) return { status: 'owner' };
    await tx.rosterEntry.deleteMany({ where: { teamId, userId } });
    return { status: 'left', teamName: team.name };
  });
}
