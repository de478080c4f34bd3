import { z } from 'zod';
import { PASSWORD_MAX } from '@/lib/auth/schema';
import { deletionMessages } from '@/lib/messages';

// The exact text DELETE must be typed (no trimming, no case folding).
// The current password proves it is the account's owner at the keyboard, not someone at an unlocked
// screen or with a stolen session.
export const deleteAccountSchema = z.object({
  confirm: z.literal(deletionMessages.confirmWord, { error: deletionMessages.mustTypeDelete }),
  password: z
    .string()
    .min(1, deletionMessages.passwordRequired)
    .max(PASSWORD_MAX, deletionMessages.wrongPassword),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
