'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { featureFlagMessages } from '@/lib/messages';
import { updateFlagSchema } from './schema';
import { updateFlag } from './service';

// Not an admin (or signed out): the page and its action do not exist for them.
export const updateFeatureFlagAction = defineAction(
  {
    name: 'featureFlags.update',
    input: updateFlagSchema,
    auth: { admin: true, signedOut: featureFlagMessages.notFound },
    failure: featureFlagMessages.saveFailed,
    revalidate: [['/', 'layout']],
  },
  async ({ input }) =>
    (await updateFlag(db, input))
      ? ok(undefined, featureFlagMessages.saved)
      : fail(featureFlagMessages.notFound),
);
