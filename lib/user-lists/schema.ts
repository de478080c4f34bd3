import { z } from 'zod';
import { emailField } from '@/lib/auth/schema';
import { userListMessages } from '@/lib/messages';

// Shared by the user-list forms and their server actions.
export const LIST_NAME_MAX = 60;
export const LIST_MEMBERS_MAX = 500;
export const LISTS_MAX = 100;

const id = z.string().trim().min(1).max(64);

export const listNameField = z
  .string()
  .trim()
  .min(1, userListMessages.nameRequired)
  .max(LIST_NAME_MAX, userListMessages.nameTooLong(LIST_NAME_MAX));

export const createListSchema = z.object({ name: listNameField });
export type CreateListInput = z.infer<typeof createListSchema>;

export const renameListSchema = z.object({ listId: id, name: listNameField });
export type RenameListInput = z.infer<typeof renameListSchema>;

export const listIdSchema = z.object({ listId: id });

export const addMemberByEmailSchema = z.object({ listId: id, email: emailField });
export type AddMemberByEmailInput = z.infer<typeof addMemberByEmailSchema>;

export const addMemberByUserSchema = z.object({ listId: id, userId: id });
export type AddMemberByUserInput = z.infer<typeof addMemberByUserSchema>;

export const removeMemberSchema = z.object({ listId: id, memberId: id });
export type RemoveMemberInput = z.infer<typeof removeMemberSchema>;
