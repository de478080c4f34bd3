'use server';

import { z } from 'zod';
import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { availabilityMessages } from '@/lib/messages';
import { addDateEntry, removeDateEntry, saveAvailability } from './service';

// The services parse with the editor's schemas (which need the owner's time zone and today's date) and
// scope every write to the viewer's own record, so the pipeline passes the input through.
const common = {
  input: z.unknown(),
  failure: availabilityMessages.saveFailed,
  revalidate: ['/settings', ['/profile', 'layout'], '/home'] as (string | [string, 'layout'])[],
};

export const saveAvailabilityAction = defineAction(
  { ...common, name: 'availability.save' },
  ({ input, viewer }) => saveAvailability(db, viewer.id, input),
);

export const addDateAvailabilityAction = defineAction(
  { ...common, name: 'availability.addDate' },
  ({ input, viewer }) => addDateEntry(db, viewer.id, input),
);

export const removeDateAvailabilityAction = defineAction(
  { ...common, name: 'availability.removeDate' },
  ({ input, viewer }) => removeDateEntry(db, viewer.id, input),
);
