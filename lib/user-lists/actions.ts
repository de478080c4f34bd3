'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, userListMessages } from '@/lib/messages';
import {
  addMemberByEmailSchema,
  addMemberByUserSchema,
  createListSchema,
  LIST_MEMBERS_MAX,
  LISTS_MAX,
  listIdSchema,
  removeMemberSchema,
  renameListSchema,
} from './schema';
import * as service from './service';

function revalidateLists() {
  revalidatePath('/user-list');
  revalidatePath('/settings');
}

async function guarded<T>(label: string, work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (error) {
    if (service.isUniqueViolation(error)) return fail(userListMessages.memberAlreadyOnList);
    console.error(`[user-lists] ${label} failed`, error);
    return fail(userListMessages.actionFailed);
  }
}

export async function createListAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = createListSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return guarded('create', async () => {
    const result = await service.createList(db, viewer.id, parsed.data.name);
    if (result.status === 'tooMany') return fail(userListMessages.tooManyLists(LISTS_MAX));
    revalidateLists();
    return ok({ id: result.id }, userListMessages.created);
  });
}

export async function renameListAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = renameListSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return guarded('rename', async () => {
    if (!(await service.renameList(db, viewer.id, parsed.data))) return fail(userListMessages.listNotFound);
    revalidateLists();
    return ok(undefined, userListMessages.renamed);
  });
}

export async function deleteListAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = listIdSchema.safeParse(input);
  if (!parsed.success) return fail(userListMessages.listNotFound);
  return guarded('delete', async () => {
    if (!(await service.deleteList(db, viewer.id, parsed.data.listId)))
      return fail(userListMessages.listNotFound);
    revalidateLists();
    return ok(undefined, userListMessages.deleted);
  });
}

function addResult(result: service.AddMemberResult): ActionResult<{ memberId: string }> {
  switch (result.status) {
    case 'added':
      revalidateLists();
      return ok({ memberId: result.memberId }, userListMessages.memberAdded);
    case 'listNotFound':
      return fail(userListMessages.listNotFound);
    case 'userNotFound':
      return fail(userListMessages.memberNotFound);
    case 'duplicate':
      return fail(userListMessages.memberAlreadyOnList);
    case 'full':
      return fail(userListMessages.tooManyMembers(LIST_MEMBERS_MAX));
  }
}

export async function addMemberByEmailAction(input: unknown): Promise<ActionResult<{ memberId: string }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = addMemberByEmailSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return guarded('add by email', async () =>
    addResult(await service.addMemberByEmail(db, viewer.id, parsed.data)),
  );
}

export async function addMemberByUserAction(input: unknown): Promise<ActionResult<{ memberId: string }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = addMemberByUserSchema.safeParse(input);
  if (!parsed.success) return fail(userListMessages.memberNotFound);
  return guarded('add user', async () =>
    addResult(await service.addMemberByUser(db, viewer.id, parsed.data)),
  );
}

export async function removeMemberAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = removeMemberSchema.safeParse(input);
  if (!parsed.success) return fail(userListMessages.memberNotFound);
  return guarded('remove member', async () => {
    if (!(await service.removeMember(db, viewer.id, parsed.data)))
      return fail(userListMessages.memberNotFound);
    revalidateLists();
    return ok(undefined, userListMessages.memberRemoved);
  });
}
