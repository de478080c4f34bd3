'use server';

import { db } from '@/lib/db';
import { signOut } from '@/lib/auth/next-auth';
import { fail, ok, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { requestClientIp } from '@/lib/auth/client-ip';
import { verifyCredentials } from '@/lib/auth/credentials';
import { defaultSubscriptionBilling } from '@/lib/billing/subscriptions';
import { commonMessages, deletionMessages } from '@/lib/messages';
import { deleteAccountSchema } from './schema';
import { deleteAccount } from './service';

export const deleteAccountAction = defineAction(
  { name: 'account.delete', input: deleteAccountSchema, failure: deletionMessages.failure },
  async ({ input, viewer }) => {
    // The password check goes through sign-in's limits, so it cannot be used to guess passwords.
    const check = await verifyCredentials(
      db,
      { email: viewer.email, password: input.password },
      await requestClientIp(),
      // Signed in: the account-wide limit (which guards against guessing from everywhere) is not this caller's.
      { knownDevice: true },
    );
    if (!check.ok && (check.code === 'network' || check.code === 'busy'))
      return fail(commonMessages.tooManyAttempts);
    if (!check.ok || check.userId !== viewer.id)
      return fieldError('password', deletionMessages.wrongPassword);

    const result = await deleteAccount(db, viewer.id, { billing: defaultSubscriptionBilling() });
    if (result.status === 'blocked') return fail(deletionMessages.teamsBlocking);
    if (result.status === 'notFound') return fail(deletionMessages.failure);
    // Every other session already ends with the users row; this drops this browser's cookie too.
    await signOut({ redirect: false }).catch((error: unknown) => {
      console.error('[account] sign-out after deletion failed', error);
    });
    return ok(undefined, deletionMessages.success);
  },
);
