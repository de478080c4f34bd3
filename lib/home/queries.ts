import 'server-only';
import { db } from '@/lib/db';
import { teamsOfUser } from '@/lib/teams/queries';

export const HOME_EVENT_LIMIT = 7;

// The viewer's next events (joined or created, not cancelled) and their teams.
export async function homeUpcoming(userId: string) {
  const [events, teams] = await Promise.all([
    db.event.findMany({
      where: {
        cancelled: false,
        dateStart: { gt: new Date() },
        OR: [
          { creatorId: userId },
          { participants: { some: { userId, status: { in: ['GOING', 'WAITLIST', 'OFFERED'] } } } },
        ],
      },
      select: { id: true, title: true, dateStart: true, timeZone: true, locationName: true },
      orderBy: { dateStart: 'asc' },
      take: HOME_EVENT_LIMIT,
    }),
    teamsOfUser(userId, 10),
  ]);
  return { events, teams };
}
