'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages, deletionMessages } from '@/lib/messages';
import { leaveTeam } from './service';

const leaveTeamSchema = z.object({ teamId: z.string().trim().min(1).max(64) });

export const leaveTeamAction = defineAction(
  {
    name: 'teams.leave',
    input: leaveTeamSchema,
    invalid: commonMessages.teamNotFound,
    failure: deletionMessages.leaveTeamFailed,
    revalidate: [['/', 'layout']],
  },
  async ({ input, viewer }) => {
    const result = await leaveTeam(db, viewer.id, input.teamId);
    if (result.status === 'notFound') return fail(commonMessages.teamNotFound);
    if (result.status === 'owner') return fail(deletionMessages.ownerCannotLeave);
    return ok(undefined, deletionMessages.leftTeam(result.teamName));
  },
);
