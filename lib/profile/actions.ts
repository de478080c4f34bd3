'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import {
  commonMessages,
  distanceMessages,
  interestsMessages,
  profileMessages,
  settingsMessages,
} from '@/lib/messages';
import * as alternateEmails from './alternate-emails';
import { landingAfterSetup } from './rules';
import {
  distanceUnitSchema,
  alternateEmailSchema,
  existingProfileSchema,
  newProfileSchema,
  recordIdSchema,
  sportAvailabilitySchema,
  timeZoneSchema,
} from './schema';
import {
  completeProfile,
  saveDistanceUnit,
  saveSportAvailability,
  setTimeZone,
  updateProfile,
} from './service';

// Profile actions. Each acts on the signed-in user only and needs no completed profile (they are how a
// profile gets completed). Input is parsed with the form's schema; services answer with a status that is
// turned here into the spec's message.
const signedIn = { profile: false };
const v = profileMessages.validation;
const fieldError = (field: string, message: string) => ({
  ok: false as const,
  fieldErrors: { [field]: [message] },
});
const returnTo = { returnTo: z.string().max(2000).optional() };

type Saved = { isNew: boolean; redirectTo: string };

/**
 * The profile form: "More Information" for a new user (who is then sent on to `returnTo`, a same-site path,
 * or the availability tab), the "Settings" fields for a completed profile.
 */
export const saveProfileAction = defineAction(
  {
    name: 'profile.save',
    input: (viewer) =>
      (viewer.hasAdditionalInfo ? existingProfileSchema : newProfileSchema).extend(returnTo) as z.ZodType<
        (z.output<typeof newProfileSchema> | z.output<typeof existingProfileSchema>) & { returnTo?: string }
      >,
    auth: signedIn,
    failure: profileMessages.saveFailed,
  },
  async ({ input, viewer }): Promise<ActionResult<Saved>> => {
    if (!viewer.hasAdditionalInfo) {
      const status = await completeProfile(db, viewer.id, input as z.output<typeof newProfileSchema>);
      if (status === 'cityUnknown') return fieldError('city', v.cityRequired);
      if (status === 'gameUnknown') return fieldError('gameTypeIds', v.gameUnknown);
      if (status === 'alreadyComplete') return fail(profileMessages.welcomeBack);
      // The browser reloads at the next route after the welcome message; re-rendering the onboarding page now
      // would redirect it away first and race that reload.
      return ok({ isNew: true, redirectTo: landingAfterSetup(input.returnTo) });
    }
    const status = await updateProfile(db, viewer.id, input as z.output<typeof existingProfileSchema>);
    if (status === 'cityUnknown') return fieldError('city', v.cityRequired);
    if (status === 'genderUnknown') return fieldError('gender', v.genderUnknown);
    revalidatePath('/', 'layout');
    return ok({ isNew: false, redirectTo: '/settings' }, profileMessages.updated);
  },
);

/** Settings → General: the account's time zone. A zone not in the list is refused and nothing is saved. */
export const saveTimeZoneAction = defineAction(
  {
    name: 'profile.timeZone',
    input: timeZoneSchema,
    failure: settingsMessages.timeZone.saveFailed,
  },
  async ({ input, viewer }) => {
    await setTimeZone(db, viewer.id, input.timeZone);
    // Every page reads the viewer's zone per request (lib/auth/viewer.ts); cached pages render again.
    revalidatePath('/', 'layout');
    return ok({ timeZone: input.timeZone }, settingsMessages.timeZone.saved);
  },
);

export const saveInterestsAction = defineAction(
  {
    name: 'profile.interests',
    input: sportAvailabilitySchema,
    auth: signedIn,
    failure: interestsMessages.saveFailed,
    revalidate: ['/settings'],
  },
  async ({ input, viewer }) =>
    (await saveSportAvailability(db, viewer.id, input)) === 'saved'
      ? ok(undefined, interestsMessages.saved)
      : fieldError('sports', v.gameUnknown),
);

const alt = profileMessages.alternateEmails;
const altCommon = { auth: { ...signedIn, signedOut: alt.userNotLoaded }, failure: alt.updateFailed };

const addProblems: Record<Exclude<alternateEmails.AddAlternateEmailResult['status'], 'added'>, string> = {
  userMissing: alt.userNotLoaded,
  isPrimary: alt.isPrimary,
  limited: commonMessages.tooManyAttempts,
  alreadyAdded: alt.alreadyAdded,
  inUse: alt.inUse,
  tooMany: alt.limit,
};

export const addAlternateEmailAction = defineAction(
  { ...altCommon, name: 'profile.addAlternateEmail', input: alternateEmailSchema, revalidate: ['/settings'] },
  async ({ input, viewer }) => {
    const result = await alternateEmails.addAlternateEmail(db, viewer.id, input);
    if (result.status === 'userMissing') return fail(alt.userNotLoaded);
    return result.status === 'added'
      ? ok(undefined, alt.updated)
      : fieldError('email', addProblems[result.status]);
  },
);

export const resendAlternateEmailAction = defineAction(
  { ...altCommon, name: 'profile.resendAlternateEmail', input: recordIdSchema, invalid: alt.notFound },
  async ({ input, viewer }) => {
    const result = await alternateEmails.resendAlternateEmail(db, viewer.id, input);
    return result.status === 'sent' ? ok(undefined, alt.linkSent(result.email)) : fail(alt.notFound);
  },
);

export const removeAlternateEmailAction = defineAction(
  {
    ...altCommon,
    name: 'profile.removeAlternateEmail',
    input: recordIdSchema,
    invalid: alt.notFound,
    revalidate: ['/settings'],
  },
  async ({ input, viewer }) =>
    (await alternateEmails.removeAlternateEmail(db, viewer.id, input)) === 'removed'
      ? ok(undefined, alt.updated)
      : fail(alt.notFound),
);

/** Settings → General: the unit distances are shown in (docs/cities.md). */
export const saveDistanceUnitAction = defineAction(
  { name: 'profile.distanceUnit', input: distanceUnitSchema, failure: distanceMessages.saveFailed },
  async ({ input, viewer }) => {
    await saveDistanceUnit(db, viewer.id, input.distanceUnit);
    revalidatePath('/', 'layout');
    return ok(undefined, distanceMessages.unitSaved);
  },
);
