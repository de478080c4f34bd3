'use server';

import { defineAction } from '@/lib/actions/define-action';
import { fail, ok } from '@/lib/action-result';
import { db } from '@/lib/db';
import { availabilityMessages as m } from '@/lib/messages';
import { dateEntryInput, entryIdSchema, saveAvailabilityInput } from './schema';
import { addDateEntry, removeDateEntry, saveAvailability } from './service';

// The viewer's own availability. Input is parsed with the editor's schemas (blank ranges dropped first);
// the services scope every write to the viewer's record and answer with a status, mapped here to messages.
const common = {
  failure: m.saveFailed,
  revalidate: ['/settings', ['/profile', 'layout'], '/home'] as (string | [string, 'layout'])[],
};
const fieldError = (field: string, message: string) => ({
  ok: false as const,
  fieldErrors: { [field]: [message] },
});

export const saveAvailabilityAction = defineAction(
  { ...common, name: 'availability.save', input: saveAvailabilityInput },
  async ({ input, viewer }) => {
    const result = await saveAvailability(db, viewer.id, input);
    if (result.status === 'saved') return ok({ mode: result.mode });
    return result.status === 'unknownCommunity'
      ? fieldError('privacy.allowedCommunityIds', m.validation.unknownCommunity)
      : fieldError('privacy.allowedGenders', m.validation.unknownGender);
  },
);

export const addDateAvailabilityAction = defineAction(
  { ...common, name: 'availability.addDate', input: dateEntryInput },
  async ({ input, viewer }) => {
    const result = await addDateEntry(db, viewer.id, input);
    switch (result.status) {
      case 'added':
        return ok(result.entry);
      case 'startInPast':
        return fieldError('date', m.validation.startInPast);
      case 'cityUnknown':
        return fieldError('location', m.chooseCity);
      case 'userMissing':
        return fail(m.saveFailed);
    }
  },
);

export const removeDateAvailabilityAction = defineAction(
  { ...common, name: 'availability.removeDate', input: entryIdSchema, invalid: m.entryNotFound },
  async ({ input, viewer }) =>
    (await removeDateEntry(db, viewer.id, input)) === 'removed' ? ok({ id: input }) : fail(m.entryNotFound),
);
