'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { followUi as m } from '@/lib/messages/teams';
import { followSchema } from './schema';
import { setFollow } from './service';

/** Follow or unfollow a user or a team. */
export const setFollowAction = defineAction<typeof followSchema, { hostId: string }>(
  {
    name: 'follows.set',
    input: followSchema,
    invalid: m.hostNotFound,
    failure: m.failed,
    revalidate: (data) => ['/subscriptions', `/subscriptions/${data.hostId}`, `/team/${data.hostId}`],
  },
  async ({ input, viewer }) => {
    const result = await setFollow(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.hostNotFound);
    return ok(
      { hostId: input.hostId },
      result.status === 'followed' ? m.followed(result.name) : m.unfollowed(result.name),
    );
  },
);
