import { defineRoute } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

// Liveness and database reachability, for load balancers and the test harness ('external').
export const GET = defineRoute(
  { name: 'health', auth: 'external', failure: commonMessages.somethingWentWrong },
  async () => {
    try {
      await db.$queryRaw`SELECT 1`;
      return Response.json({ status: 'ok' });
    } catch (error) {
      console.error('[health] database check failed', error);
      return Response.json({ status: 'error' }, { status: 503 });
    }
  },
);
