import { defineRoute } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { heartbeat } from '@/lib/presence/service';

// POST /api/presence: a signed-in tab's heartbeat (components/presence/PresenceHeartbeat, once a minute while
// visible). 204; 401 without a session; 403 from another site.
export const POST = defineRoute(
  { name: 'presence.heartbeat', auth: { profile: false }, failure: commonMessages.somethingWentWrong },
  async ({ viewer }) => {
    await heartbeat(db, viewer.id);
    return new Response(null, { status: 204 });
  },
);
