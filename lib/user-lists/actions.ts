'use server';

import { db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { userListMessages } from '@/lib/messages';
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

const common = {
  failure: userListMessages.actionFailed,
  // Two adds racing for the same member: the second is told it is already there.
  onError: (error: unknown) =>
    service.isUniqueViolation(error) ? fail(userListMessages.memberAlreadyOnList) : undefined,
  revalidate: ['/user-list', '/settings'],
};

export const createListAction = defineAction(
  { ...common, name: 'userLists.create', input: createListSchema },
  async ({ input, viewer }) => {
    const result = await service.createList(db, viewer.id, input.name);
    if (result.status === 'tooMany') return fail(userListMessages.tooManyLists(LISTS_MAX));
    return ok({ id: result.id }, userListMessages.created);
  },
);

export const renameListAction = defineAction(
  { ...common, name: 'userLists.rename', input: renameListSchema },
  async ({ input, viewer }) =>
    (await service.renameList(db, viewer.id, input))
      ? ok(undefined, userListMessages.renamed)
      : fail(userListMessages.listNotFound),
);

export const deleteListAction = defineAction(
  { ...common, name: 'userLists.delete', input: listIdSchema, invalid: userListMessages.listNotFound },
  async ({ input, viewer }) =>
    (await service.deleteList(db, viewer.id, input.listId))
      ? ok(undefined, userListMessages.deleted)
      : fail(userListMessages.listNotFound),
);

function addResult(result: service.AddMemberResult): ActionResult<{ memberId: string }> {
  switch (result.status) {
    case 'added':
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

export const addMemberByEmailAction = defineAction(
  { ...common, name: 'userLists.addByEmail', input: addMemberByEmailSchema },
  async ({ input, viewer }) => addResult(await service.addMemberByEmail(db, viewer.id, input)),
);

export const addMemberByUserAction = defineAction(
  {
    ...common,
    name: 'userLists.addUser',
    input: addMemberByUserSchema,
    invalid: userListMessages.memberNotFound,
  },
  async ({ input, viewer }) => addResult(await service.addMemberByUser(db, viewer.id, input)),
);

export const removeMemberAction = defineAction(
  {
    ...common,
    name: 'userLists.removeMember',
    input: removeMemberSchema,
    invalid: userListMessages.memberNotFound,
  },
  async ({ input, viewer }) =>
    (await service.removeMember(db, viewer.id, input))
      ? ok(undefined, userListMessages.memberRemoved)
      : fail(userListMessages.memberNotFound),
);
