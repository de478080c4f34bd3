// User lists and user search. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages } from './common';
import { blockingMessages } from './privacy';

// ---------------------------------------------------------------------------
// User lists (route user-list) and the user search — all ours
// ---------------------------------------------------------------------------

export const userSearchMessages = {
  label: 'Find a user', // ours
  placeholder: 'Email address or display name', // ours
  hint: 'Type a full email address, or at least 3 letters of a display name.', // ours
  noResults: 'No users found.', // ours
  searching: 'Searching...', // ours
  searchError: 'Error searching for users. Please try again.', // ours
  resultsLabel: 'Search results', // ours
} as const;

export const userListMessages = {
  title: 'User Lists', // ours
  empty: blockingMessages.noUserLists,
  createTitle: 'New list', // ours
  listName: 'List name', // ours
  create: 'Create list', // ours
  created: 'List created.', // ours
  rename: 'Rename', // ours
  renameTitle: 'Rename list', // ours
  renamed: 'List renamed.', // ours
  deleteList: 'Delete list', // ours
  deleteConfirm: (name: string) => `Delete the list "${name}"? Its members are not notified.`, // ours
  deleted: 'List deleted.', // ours
  members: 'Members', // ours
  memberCount: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`, // ours
  noMembers: blockingMessages.listMembersEmpty,
  addByEmail: 'Add by email', // ours
  addMember: 'Add', // ours
  addUser: (name: string) => `Add ${name}`, // ours
  memberAdded: 'Member added.', // ours
  memberAlreadyOnList: 'This person is already on the list.', // ours
  removeMember: (name: string) => `Remove ${name}`, // ours
  memberRemoved: 'Member removed.', // ours
  notOnPlatform: 'Not on Beans yet', // ours
  listNotFound: 'List not found', // ours
  memberNotFound: 'Member not found', // ours
  nameRequired: 'Give the list a name', // ours
  nameTooLong: (max: number) => `A list name can be at most ${max} characters`, // ours
  tooManyMembers: (max: number) => `A list can have at most ${max} members`, // ours
  tooManyLists: (max: number) => `You can have at most ${max} lists`, // ours
  actionFailed: commonMessages.somethingWentWrong,
} as const;
