'use server';

import { db } from '@/lib/db';
import { fail, ok, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { organizationManageUi as m } from '@/lib/messages/organizations';
import { refreshOrganizationPages } from './cache';
import {
  addAdminSchema,
  organizationIdSchema,
  organizationSchema,
  organizationTeamSchema,
  removeAdminSchema,
  respondTeamRequestSchema,
  teamLinkSchema,
  updateOrganizationSchema,
} from './schema';
import {
  addAdmin,
  addTeam,
  cancelTeamRequest,
  createOrganization,
  deleteOrganization,
  removeAdmin,
  removeTeam,
  respondTeamRequest,
  updateOrganization,
} from './service';

// Organizations: create, edit, delete; their teams (with the teams' consent) and admins. Each change that shows
// on org/{slug} expires that page at once (refreshOrganizationPages).

const LIST = '/organizations';
const managePath = (id: string) => `/organizations/${id}/manage`;
const slugTaken = { ok: false as const, fieldErrors: { slug: [m.slugTaken] } };

export const createOrganizationAction = defineAction<typeof organizationSchema, { id: string; slug: string }>(
  { name: 'organizations.create', input: organizationSchema, failure: m.createFailed, revalidate: [LIST] },
  async ({ input, viewer }) => {
    const result = await createOrganization(db, viewer.id, input);
    if (result.status === 'slugTaken') return slugTaken;
    if (result.status === 'tooMany') return fail(m.tooMany);
    refreshOrganizationPages(result.slug);
    return ok({ id: result.id, slug: result.slug }, m.created);
  },
);

export const updateOrganizationAction = defineAction<typeof updateOrganizationSchema, { id: string }>(
  {
    name: 'organizations.update',
    input: updateOrganizationSchema,
    failure: m.saveFailed,
    revalidate: (data) => [LIST, managePath(data.id)],
  },
  async ({ input, viewer }) => {
    const { organizationId, ...values } = input;
    const result = await updateOrganization(db, viewer.id, organizationId, values);
    if (result.status === 'slugTaken') return slugTaken;
    if (result.status === 'notFound') return fail(m.notFound);
    refreshOrganizationPages(...result.slugs);
    return ok({ id: organizationId }, m.saved);
  },
);

export const deleteOrganizationAction = defineAction(
  {
    name: 'organizations.delete',
    input: organizationIdSchema,
    invalid: m.notFound,
    failure: m.failed,
    revalidate: [LIST],
  },
  async ({ input, viewer }) => {
    const deleted = await deleteOrganization(db, viewer.id, input.organizationId);
    if (!deleted) return fail(m.notFound);
    refreshOrganizationPages(deleted.slug);
    return ok(undefined, m.deleted);
  },
);

/** Adds one of the viewer's teams at once (team picked from the list). */
export const addOwnTeamAction = defineAction<typeof organizationTeamSchema, { id: string }>(
  {
    name: 'organizations.addTeam',
    input: organizationTeamSchema,
    invalid: m.teamNotFound,
    failure: m.failed,
    revalidate: (data) => [managePath(data.id), LIST],
  },
  async ({ input, viewer }) => {
    const result = await addTeam(db, viewer.id, input.organizationId, input.teamId);
    if (result.status === 'notFound') return fail(m.teamNotFound);
    if (result.status === 'already') return fail(m.teamAlready);
    if (result.status === 'limited') return fail(m.teamRequestLimited);
    refreshOrganizationPages(result.slug);
    return ok({ id: input.organizationId }, result.status === 'added' ? m.teamAdded : m.teamRequested);
  },
);

/** Asks to add a team by the link of its page: joins at once when the viewer runs it, else a request. */
export const requestTeamAction = defineAction<typeof teamLinkSchema, { id: string }>(
  {
    name: 'organizations.requestTeam',
    input: teamLinkSchema, // a malformed link is shown under the field
    failure: m.failed,
    revalidate: (data) => [managePath(data.id)],
  },
  async ({ input, viewer }) => {
    const result = await addTeam(db, viewer.id, input.organizationId, input.link);
    if (result.status === 'notFound') return fieldError('link', m.teamNotFound);
    if (result.status === 'already') return fieldError('link', m.teamAlready);
    if (result.status === 'limited') return fieldError('link', m.teamRequestLimited);
    if (result.status === 'added') refreshOrganizationPages(result.slug);
    return ok({ id: input.organizationId }, result.status === 'added' ? m.teamAdded : m.teamRequested);
  },
);

export const cancelTeamRequestAction = defineAction(
  {
    name: 'organizations.cancelRequest',
    input: organizationTeamSchema,
    invalid: m.teamNotFound,
    failure: m.failed,
    revalidate: (data: { id: string }) => [managePath(data.id)],
  },
  async ({ input, viewer }) => {
    const done = await cancelTeamRequest(db, viewer.id, input.organizationId, input.teamId);
    return done ? ok({ id: input.organizationId }) : fail(m.teamNotFound);
  },
);

/** The team's owner or an admin answers an organization's request (organizations page). */
export const respondTeamRequestAction = defineAction(
  {
    name: 'organizations.respondRequest',
    input: respondTeamRequestSchema,
    invalid: m.notFound,
    failure: m.failed,
    revalidate: [LIST],
  },
  async ({ input, viewer }) => {
    const result = await respondTeamRequest(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.notFound);
    if (result.status === 'already') return fail(m.teamAlready);
    if (result.status === 'declined') return ok(undefined, m.declined);
    refreshOrganizationPages(result.slug);
    return ok(undefined, m.accepted);
  },
);

export const removeTeamAction = defineAction(
  {
    name: 'organizations.removeTeam',
    input: organizationTeamSchema,
    invalid: m.teamNotFound,
    failure: m.failed,
    revalidate: (data: { id: string }) => [managePath(data.id), LIST],
  },
  async ({ input, viewer }) => {
    const removed = await removeTeam(db, viewer.id, input.organizationId, input.teamId);
    if (!removed) return fail(m.teamNotFound);
    refreshOrganizationPages(removed.slug);
    return ok({ id: input.organizationId }, m.teamRemoved);
  },
);

export const addAdminAction = defineAction<typeof addAdminSchema, { id: string }>(
  {
    name: 'organizations.addAdmin',
    input: addAdminSchema,
    failure: m.failed,
    revalidate: (data) => [managePath(data.id)],
  },
  async ({ input, viewer }) => {
    const result = await addAdmin(db, viewer.id, input.organizationId, input.email);
    if (result.status === 'notFound') return fail(m.notFound);
    if (result.status === 'noUser') return fieldError('email', m.adminNoUser);
    if (result.status === 'already') return fieldError('email', m.adminAlready);
    return ok({ id: input.organizationId }, m.adminAdded);
  },
);

export const removeAdminAction = defineAction(
  {
    name: 'organizations.removeAdmin',
    input: removeAdminSchema,
    invalid: m.notFound,
    failure: m.failed,
    revalidate: (data: { id: string }) => [managePath(data.id), LIST],
  },
  async ({ input, viewer }) => {
    const removed = await removeAdmin(db, viewer.id, input.organizationId, input.userId);
    return removed ? ok({ id: input.organizationId }, m.adminRemoved) : fail(m.notFound);
  },
);
