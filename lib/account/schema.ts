import { z } from 'zod';
import { deletionMessages } from '@/lib/messages';

// The exact text DELETE must be typed (no trimming, no case folding).
export const deleteAccountSchema = z.object({
  confirm: z.literal(deletionMessages.confirmWord, { error: deletionMessages.mustTypeDelete }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
