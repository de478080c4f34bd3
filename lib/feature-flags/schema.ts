import { z } from 'zod';
import { featureFlagMessages } from '@/lib/messages';
import { FLAG_KEY_PATTERN } from './rules';

export const updateFlagSchema = z.object({
  key: z.string().regex(FLAG_KEY_PATTERN, featureFlagMessages.notFound),
  enabled: z.boolean(),
  audience: z
    .string()
    .trim()
    .max(40, featureFlagMessages.audienceInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, featureFlagMessages.audienceInvalid)
    .transform((v) => v || null),
});
export type UpdateFlagInput = z.input<typeof updateFlagSchema>;
export type UpdateFlagData = z.output<typeof updateFlagSchema>;
