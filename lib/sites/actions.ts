'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { fail, ok, type ActionResult, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { limits, takeAllIn } from '@/lib/rate-limit';
import { domainUi, siteMessages, siteUi as m } from '@/lib/messages/sites';
import { systemTxtResolver } from './dns';
import { forgetHost } from './hosts';
import { siteTag } from './queries';
import {
  addDomainSchema,
  addPageSchema,
  createSiteSchema,
  domainIdSchema,
  movePageSchema,
  pageRefSchema,
  savePageSchema,
  siteIdSchema,
  updatePageSchema,
  updateSiteSettingsSchema,
} from './schema';
import {
  addDomain,
  addPage,
  createSite,
  deletePage,
  discardDraft,
  movePage,
  publishSite,
  removeDomain,
  savePage,
  startDraft,
  updatePage,
  updateSiteSettings,
  verifyDomain,
  type DraftFailure,
} from './service';

// Site builder and custom-domain actions: signed in with a completed profile (spec 02: forms and the site
// builder need login plus a profile check), parsed with the forms' schemas, the creator checked inside the
// service's query. Editing goes to the draft; only Publish changes what visitors see.

const draftFailure = (r: DraftFailure): ActionResult<never> =>
  fail(
    r.status === 'not-owner'
      ? siteMessages.notOwner
      : r.status === 'create-failed'
        ? siteMessages.createError
        : siteMessages.websiteNotFound,
  );
const isDraftFailure = (r: { status: string }): r is DraftFailure =>
  r.status === 'not-found' || r.status === 'not-owner' || r.status === 'create-failed';
const editorPath = (siteId: string) => `/site/build/${siteId}`;

export const createSiteAction = defineAction<typeof createSiteSchema, { id: string }>(
  { name: 'sites.create', input: createSiteSchema, failure: siteMessages.createError, revalidate: ['/site'] },
  async ({ input, viewer }) => {
    // Public pages on the app's origin: a daily limit per account, taken with the site (review 3, L8).
    const r = await createSite(
      db,
      viewer.id,
      input,
      async (tx) => (await takeAllIn(tx, limits.websites(viewer.id))) === null,
    );
    if (r.status === 'limited') return fail(m.dailyLimit);
    if (r.status === 'team-not-found') return fieldError('teamId', m.teamNotFound);
    if (r.status === 'organization-not-found') return fieldError('organizationId', m.organizationNotFound);
    return ok({ id: r.id }, m.created);
  },
);

/** Opens editing: the published site is copied into a draft when none exists (creator only). */
export const startDraftAction = defineAction<typeof siteIdSchema, undefined>(
  { name: 'sites.startDraft', input: siteIdSchema, failure: siteMessages.createError },
  async ({ input, viewer }) => {
    const r = await startDraft(db, viewer.id, input.siteId);
    return isDraftFailure(r) ? draftFailure(r) : ok(undefined);
  },
);

export const savePageAction = defineAction<typeof savePageSchema, undefined>(
  {
    name: 'sites.savePage',
    input: savePageSchema,
    failure: m.saveFailed,
  },
  async ({ input, viewer }) => {
    const r = await savePage(db, viewer.id, input);
    if (isDraftFailure(r)) return draftFailure(r);
    if (r.status === 'page-not-found') return fail(m.saveFailed);
    if (r.status === 'team-not-allowed') return fail(m.blockTeamNotAllowed);
    if (r.status === 'form-not-allowed') return fail(m.blockFormNotAllowed);
    revalidatePath(editorPath(input.siteId));
    return ok(undefined, m.pageSaved);
  },
);

export const addPageAction = defineAction<typeof addPageSchema, { slug: string }>(
  { name: 'sites.addPage', input: addPageSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    const r = await addPage(db, viewer.id, input);
    if (isDraftFailure(r)) return draftFailure(r);
    if (r.status === 'slug-taken') return fieldError('slug', m.slugTaken);
    if (r.status === 'too-many') return fail(m.tooManyPages);
    if (r.status === 'page-not-found') return fail(m.saveFailed);
    revalidatePath(editorPath(input.siteId));
    return ok({ slug: r.slug }, m.pageAdded);
  },
);

export const updatePageAction = defineAction<typeof updatePageSchema, { slug: string }>(
  { name: 'sites.updatePage', input: updatePageSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    const r = await updatePage(db, viewer.id, input);
    if (isDraftFailure(r)) return draftFailure(r);
    if (r.status === 'slug-taken') return fieldError('slug', m.slugTaken);
    if (r.status !== 'ok') return fail(m.saveFailed);
    revalidatePath(editorPath(input.siteId));
    return ok({ slug: r.slug }, m.pageUpdated);
  },
);

export const movePageAction = defineAction<typeof movePageSchema, undefined>(
  { name: 'sites.movePage', input: movePageSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    const r = await movePage(db, viewer.id, input);
    if (isDraftFailure(r)) return draftFailure(r);
    if (r.status !== 'ok') return fail(m.saveFailed);
    revalidatePath(editorPath(input.siteId));
    return ok(undefined);
  },
);

export const deletePageAction = defineAction<typeof pageRefSchema, undefined>(
  { name: 'sites.deletePage', input: pageRefSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    const r = await deletePage(db, viewer.id, input);
    if (isDraftFailure(r)) return draftFailure(r);
    if (r.status === 'last-page') return fail(m.lastPage);
    if (r.status !== 'deleted') return fail(m.saveFailed);
    revalidatePath(editorPath(input.siteId));
    return ok(undefined, m.pageDeleted);
  },
);

export const updateSiteSettingsAction = defineAction<typeof updateSiteSettingsSchema, undefined>(
  { name: 'sites.settings', input: updateSiteSettingsSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    const r = await updateSiteSettings(db, viewer.id, input);
    if (isDraftFailure(r)) return draftFailure(r);
    revalidatePath(editorPath(input.siteId));
    return ok(undefined, m.settingsSaved);
  },
);

/** Publishes the draft atomically, then expires the site's cached pages (read-your-writes for the author). */
export const publishSiteAction = defineAction<typeof siteIdSchema, undefined>(
  { name: 'sites.publish', input: siteIdSchema, failure: m.publishFailed },
  async ({ input, viewer }) => {
    const r = await publishSite(db, viewer.id, input.siteId);
    if (r.status === 'not-found') return fail(siteMessages.websiteNotFound);
    if (r.status === 'not-owner') return fail(siteMessages.notOwner);
    if (r.status === 'nothing-to-publish') return fail(m.nothingToPublish);
    updateTag(siteTag(input.siteId));
    for (const h of r.hostnames) forgetHost(h);
    revalidatePath(editorPath(input.siteId));
    revalidatePath('/site');
    return ok(undefined, m.publishedToast);
  },
);

export const discardDraftAction = defineAction<typeof siteIdSchema, undefined>(
  { name: 'sites.discard', input: siteIdSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    const r = await discardDraft(db, viewer.id, input.siteId);
    if (r.status !== 'discarded') return fail(siteMessages.websiteNotFound);
    revalidatePath(editorPath(input.siteId));
    revalidatePath('/site');
    return ok(undefined, m.discarded);
  },
);

// ── Custom domains ───────────────────────────────────────────────────────────────────────────────────
export const addDomainAction = defineAction<typeof addDomainSchema, { id: string }>(
  {
    name: 'sites.addDomain',
    input: addDomainSchema,
    failure: domainUi.failed,
    revalidate: ['/custom-website'],
  },
  async ({ input, viewer }) => {
    const r = await addDomain(db, viewer.id, input);
    if (r.status === 'not-found') return fail(siteMessages.websiteNotFound);
    if (r.status === 'own-domain') return fieldError('hostname', domainUi.ownDomain);
    if (r.status === 'in-use') return fieldError('hostname', domainUi.inUse);
    if (r.status === 'too-many') return fieldError('hostname', domainUi.tooMany);
    if (r.status === 'plan-limit') return fail(r.refusal.message, r.refusal.link);
    return ok({ id: r.id }, domainUi.added);
  },
);

export const verifyDomainAction = defineAction<typeof domainIdSchema, { verified: boolean }>(
  {
    name: 'sites.verifyDomain',
    input: domainIdSchema,
    invalid: domainUi.notFound,
    failure: domainUi.failed,
    revalidate: ['/custom-website'],
  },
  async ({ input, viewer }) => {
    const r = await verifyDomain(db, viewer.id, input.domainId, systemTxtResolver());
    if (r.status === 'not-found') return fail(domainUi.notFound);
    if (r.status === 'in-use') return fail(domainUi.inUse);
    if (r.status === 'not-yet') return fail(domainUi.notYet);
    if (r.status === 'limited') return fail(commonMessages.tooManyAttempts);
    updateTag(siteTag(r.websiteId));
    return ok({ verified: true }, domainUi.verifiedToast);
  },
);

export const removeDomainAction = defineAction<typeof domainIdSchema, undefined>(
  {
    name: 'sites.removeDomain',
    input: domainIdSchema,
    invalid: domainUi.notFound,
    failure: domainUi.failed,
    revalidate: ['/custom-website'],
  },
  async ({ input, viewer }) => {
    const r = await removeDomain(db, viewer.id, input.domainId);
    if (r.status === 'not-found') return fail(domainUi.notFound);
    updateTag(siteTag(r.websiteId));
    return ok(undefined, domainUi.removed);
  },
);
