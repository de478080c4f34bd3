'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { safeReturnPath } from '@/lib/auth/schema';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, interestsMessages, profileMessages } from '@/lib/messages';
import * as alternateEmails from './alternate-emails';
import { NEW_USER_LANDING } from './rules';
import { saveProfile, saveSportAvailability } from './service';

// Profile actions. Each acts on the signed-in user only; the services parse the input with the same
// schemas as the forms.

async function attempt<T>(label: string, failure: string, run: () => Promise<ActionResult<T>>) {
  try {
    return await run();
  } catch (error) {
    console.error(`[profile] ${label} failed`, error);
    return fail(failure);
  }
}

/** The profile form. A new user is sent on to `returnTo` (same-site path) or the availability tab. */
export async function saveProfileAction(
  input: unknown,
  returnTo?: string,
): Promise<ActionResult<{ isNew: boolean; redirectTo: string }>> {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return fail(authMessages.notSignedIn);
  const result = await attempt('save', profileMessages.saveFailed, () => saveProfile(db, viewer.id, input));
  if (!result.ok) return result;
  // A new user's browser reloads at the next route after the welcome message; re-rendering the
  // onboarding page now would redirect it away first and race that reload.
  if (!result.data.isNew) revalidatePath('/', 'layout');
  const redirectTo = result.data.isNew ? safeReturnPath(returnTo, NEW_USER_LANDING) : '/settings';
  return ok({ isNew: result.data.isNew, redirectTo }, result.message);
}

export async function saveInterestsAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return fail(authMessages.notSignedIn);
  const result = await attempt('interests', interestsMessages.saveFailed, () =>
    saveSportAvailability(db, viewer.id, input),
  );
  if (result.ok) revalidatePath('/settings');
  return result;
}

const alt = profileMessages.alternateEmails;

export async function addAlternateEmailAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return fail(alt.userNotLoaded);
  const result = await attempt('add alternate email', alt.updateFailed, () =>
    alternateEmails.addAlternateEmail(db, viewer.id, input),
  );
  if (!result.ok) return result;
  revalidatePath('/settings');
  return ok(undefined, result.message);
}

export async function resendAlternateEmailAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return fail(alt.userNotLoaded);
  const result = await attempt('resend alternate email', alt.updateFailed, () =>
    alternateEmails.resendAlternateEmail(db, viewer.id, input),
  );
  return result.ok ? ok(undefined, result.message) : result;
}

export async function removeAlternateEmailAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer({ profile: false });
  if (!viewer) return fail(alt.userNotLoaded);
  const result = await attempt('remove alternate email', alt.updateFailed, () =>
    alternateEmails.removeAlternateEmail(db, viewer.id, input),
  );
  if (result.ok) revalidatePath('/settings');
  return result;
}
