'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { safeReturnPath } from '@/lib/auth/schema';
import { getViewer } from '@/lib/auth/viewer';
import { authMessages } from '@/lib/messages';
import { encodeGeohash } from '@/lib/geo/geohash';
import { onboardingSchema } from './schema';

export async function completeOnboardingAction(
  input: unknown,
  returnTo?: string,
): Promise<ActionResult<{ redirectTo: string }>> {
  const viewer = await getViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = onboardingSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { displayName, fullName, city } = parsed.data;
  await db.user.update({
    where: { id: viewer.id },
    data: {
      displayName,
      fullName,
      cityName: city.name,
      cityLat: city.lat,
      cityLng: city.lng,
      cityGeohash: encodeGeohash(city.lat, city.lng),
      hasAdditionalInfo: true,
    },
  });
  revalidatePath('/', 'layout');
  return ok({ redirectTo: safeReturnPath(returnTo) });
}
