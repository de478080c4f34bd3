import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { pollSchema } from '@/lib/conversations/schema';
import { pollUpdates } from '@/lib/conversations/service';
import { commonMessages, conversationMessages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

// Polled by the open messages page (every few seconds while the tab is visible) so new messages and
// unread counts appear without a reload. A GET route handler rather than a server action: actions are
// POSTs that Next.js runs one at a time per client, and a poll must not queue behind a send.
export const GET = defineRoute(
  {
    name: 'conversations.poll',
    input: z.object({ query: pollSchema }),
    invalid: refuse.invalid(conversationMessages.conversationNotFound),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer }) => {
    const { conversation, after } = input.query;
    const result = await pollUpdates(db, viewer.id, {
      conversationId: conversation,
      after: after ? new Date(after) : undefined,
    });
    return ok(result, { headers: { 'Cache-Control': 'no-store' } });
  },
);
