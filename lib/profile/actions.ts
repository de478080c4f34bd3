'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { db } from '@/lib/db';
import { ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { interestsMessages, profileMessages } from '@/lib/messages';
import * as alternateEmails from './alternate-emails';
import { landingAfterSetup } from './rules';
import { saveProfile, saveSportAvailability } from './service';

// Profile actions. Each acts on the signed-in user only and needs no completed profile (they are how a
// profile gets completed). The services still parse with the forms' schemas (which depend on whether the
// profile is new), so the pipeline passes the form values through.
const signedIn = { profile: false };
const passThrough = z.unknown();

/** The profile form. A new user is sent on to `returnTo` (same-site path) or the availability tab. */
export const saveProfileAction = defineAction(
  {
    name: 'profile.save',
    input: z.object({ profile: z.unknown(), returnTo: z.string().max(2000).optional() }),
    auth: signedIn,
    failure: profileMessages.saveFailed,
  },
  async ({ input, viewer }) => {
    const result = await saveProfile(db, viewer.id, input.profile);
    if (!result.ok) return result;
    // A new user's browser reloads at the next route after the welcome message; re-rendering the
    // onboarding page now would redirect it away first and race that reload.
    if (!result.data.isNew) revalidatePath('/', 'layout');
    const redirectTo = result.data.isNew ? landingAfterSetup(input.returnTo) : '/settings';
    return ok({ isNew: result.data.isNew, redirectTo }, result.message);
  },
);

export const saveInterestsAction = defineAction(
  {
    name: 'profile.interests',
    input: passThrough,
    auth: signedIn,
    failure: interestsMessages.saveFailed,
    revalidate: ['/settings'],
  },
  ({ input, viewer }) => saveSportAvailability(db, viewer.id, input),
);

const alt = profileMessages.alternateEmails;
const altCommon = {
  input: passThrough,
  auth: { ...signedIn, signedOut: alt.userNotLoaded },
  failure: alt.updateFailed,
};

export const addAlternateEmailAction = defineAction(
  { ...altCommon, name: 'profile.addAlternateEmail', revalidate: ['/settings'] },
  async ({ input, viewer }) => {
    const result = await alternateEmails.addAlternateEmail(db, viewer.id, input);
    return result.ok ? ok(undefined, result.message) : result;
  },
);

export const resendAlternateEmailAction = defineAction(
  { ...altCommon, name: 'profile.resendAlternateEmail' },
  async ({ input, viewer }) => {
    const result = await alternateEmails.resendAlternateEmail(db, viewer.id, input);
    return result.ok ? ok(undefined, result.message) : result;
  },
);

export const removeAlternateEmailAction = defineAction(
  { ...altCommon, name: 'profile.removeAlternateEmail', revalidate: ['/settings'] },
  ({ input, viewer }) => alternateEmails.removeAlternateEmail(db, viewer.id, input),
);
