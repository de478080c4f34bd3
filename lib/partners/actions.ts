'use server';

import { fail, ok } from '@/lib/action-result';
import { defineAction, type RevalidateTarget } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { adminPartnerMessages as m } from '@/lib/messages/partners';
import {
  createPartnerSchema,
  removePartnerEventSchema,
  retirePartnerSchema,
  savePartnerEventSchema,
  updatePartnerSchema,
} from './schema';
import {
  createPartner,
  partnerPaths,
  removePartnerEvent,
  savePartnerEvent,
  setPartnerRetired,
  updatePartner,
} from './service';

// admin/partners: administrators only (anyone else is refused like a visitor). Each change revalidates the
// public pages the partner shows on, so they are right at the next request instead of within the hour.

const ADMIN = { admin: true, profile: false } as const;
type Paths = { paths: string[] };
const revalidate = (data: Paths): RevalidateTarget[] => ['/admin/partners', ...data.paths];

export const createPartnerAction = defineAction<typeof createPartnerSchema, Paths & { id: string }>(
  { name: 'partners.create', input: createPartnerSchema, failure: m.saveFailed, auth: ADMIN, revalidate },
  async ({ input }) => {
    const partner = await createPartner(db, input);
    return ok({ id: partner.id, paths: partnerPaths(partner) }, m.created);
  },
);

export const updatePartnerAction = defineAction<typeof updatePartnerSchema, Paths>(
  { name: 'partners.update', input: updatePartnerSchema, failure: m.saveFailed, auth: ADMIN, revalidate },
  async ({ input }) => {
    const result = await updatePartner(db, input);
    if (result.status === 'notFound') return fail(m.notFound);
    return ok(
      { paths: [`/admin/partners/${input.partnerId}`, ...partnerPaths(result.partner, result.before)] },
      m.saved,
    );
  },
);

export const retirePartnerAction = defineAction<typeof retirePartnerSchema, Paths>(
  {
    name: 'partners.retire',
    input: retirePartnerSchema,
    failure: m.saveFailed,
    invalid: m.notFound,
    auth: ADMIN,
    revalidate,
  },
  async ({ input }) => {
    const result = await setPartnerRetired(db, input.partnerId, input.retired);
    if (result.status === 'notFound') return fail(m.notFound);
    return ok(
      { paths: [`/admin/partners/${input.partnerId}`, ...partnerPaths(result.partner)] },
      input.retired ? m.retiredDone : m.reinstatedDone,
    );
  },
);

export const savePartnerEventAction = defineAction<typeof savePartnerEventSchema, Paths>(
  {
    name: 'partners.saveEvent',
    input: savePartnerEventSchema,
    failure: m.saveFailed,
    auth: ADMIN,
    revalidate,
  },
  async ({ input }) => {
    const result = await savePartnerEvent(db, input);
    if (result.status === 'notFound') return fail(input.eventId ? m.eventNotFound : m.notFound);
    return ok(
      { paths: [`/admin/partners/${input.partnerId}`, ...partnerPaths(result.partner)] },
      m.eventSaved,
    );
  },
);

export const removePartnerEventAction = defineAction<typeof removePartnerEventSchema, Paths>(
  {
    name: 'partners.removeEvent',
    input: removePartnerEventSchema,
    failure: m.saveFailed,
    invalid: m.eventNotFound,
    auth: ADMIN,
    revalidate,
  },
  async ({ input }) => {
    const result = await removePartnerEvent(db, input);
    if (result.status === 'notFound') return fail(m.eventNotFound);
    return ok(
      { paths: [`/admin/partners/${input.partnerId}`, ...partnerPaths(result.partner)] },
      m.eventRemoved,
    );
  },
);
