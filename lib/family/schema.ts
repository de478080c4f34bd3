import { z } from 'zod';
import { familyMessages, profileMessages, relationOptions, type FamilyRelation } from '@/lib/messages';
import { isPlausiblePhone } from '@/lib/profile/rules';
import { AGE, MAX_NEW_ROWS, USER_SEARCH_MIN_CHARS } from './rules';

// The family-members card (spec 01 §3, §5), shared by the form (zodResolver) and the actions.

const v = familyMessages.validation;
const relationValues = relationOptions.map((o) => o.value) as [FamilyRelation, ...FamilyRelation[]];

/** Age as typed (a number input's text): whole number from 1 to 120. */
export function parseAge(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age >= AGE.min && age <= AGE.max ? age : null;
}

/** One new row of the card: platform user (by selected id) or not (name, age, phone). */
export const familyRowSchema = z
  .object({
    isPlatformUser: z.boolean().nullable(),
    relation: z.union([z.enum(relationValues), z.literal('')]),
    userId: z.string().trim().max(64),
    userLabel: z.string().max(400).optional(),
    firstName: z.string().trim().max(100),
    lastName: z.string().trim().max(100),
    age: z.string().max(10),
    phoneNumber: z.string().trim().max(30),
  })
  .superRefine((row, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (row.isPlatformUser === null) issue('isPlatformUser', v.platformAnswerRequired);
    if (!row.relation) issue('relation', v.relationRequired);
    if (row.isPlatformUser === true && !row.userId) issue('userId', familyMessages.selectUser);
    if (row.isPlatformUser === false) {
      if (!row.firstName) issue('firstName', v.firstNameRequired);
      if (!row.lastName) issue('lastName', v.lastNameRequired);
      if (parseAge(row.age) === null) issue('age', v.ageRange);
      if (!row.phoneNumber) issue('phoneNumber', v.phoneRequired);
      else if (!isPlausiblePhone(row.phoneNumber))
        issue('phoneNumber', profileMessages.validation.phoneInvalid);
    }
  });

export type FamilyRowInput = z.input<typeof familyRowSchema>;

export const saveFamilySchema = z.object({
  members: z.array(familyRowSchema).min(1).max(MAX_NEW_ROWS),
});
export type SaveFamilyInput = z.input<typeof saveFamilySchema>;
export type SaveFamilyData = z.output<typeof saveFamilySchema>;

/** A validated row, as the service stores it. */
export type NewFamilyMember =
  | { kind: 'platform'; relation: FamilyRelation; userId: string }
  | {
      kind: 'external';
      relation: FamilyRelation;
      firstName: string;
      lastName: string;
      age: number;
      phoneNumber: string;
    };

export function toNewMember(row: z.output<typeof familyRowSchema>): NewFamilyMember {
  const relation = row.relation as FamilyRelation;
  if (row.isPlatformUser) return { kind: 'platform', relation, userId: row.userId };
  return {
    kind: 'external',
    relation,
    firstName: row.firstName,
    lastName: row.lastName,
    age: parseAge(row.age) ?? AGE.min,
    phoneNumber: row.phoneNumber,
  };
}

export const userSearchSchema = z.object({
  query: z.string().trim().min(USER_SEARCH_MIN_CHARS, familyMessages.searchMinChars).max(100),
});

export const connectionIdSchema = z.object({ id: z.string().trim().min(1).max(64) });
export type ConnectionIdInput = z.output<typeof connectionIdSchema>;

export const respondSchema = z.object({
  connectionId: z.string().trim().min(1).max(64),
  accept: z.boolean(),
});
export type RespondInput = z.output<typeof respondSchema>;
export type UserSearchInput = z.output<typeof userSearchSchema>;
