'use server';

import { db } from '@/lib/db';
import { ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { userSearchMessages } from '@/lib/messages';
import { userSearchSchema } from './schema';
import { searchUsers } from './service';

// A query too short or malformed simply finds nobody.
export const searchUsersAction = defineAction(
  {
    name: 'userSearch.search',
    input: userSearchSchema.catch({ query: '' }),
    failure: userSearchMessages.searchError,
  },
  async ({ input, viewer }) => ok(await searchUsers(db, viewer.id, input.query)),
);
