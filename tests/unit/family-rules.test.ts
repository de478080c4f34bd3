import { describe, expect, it } from 'vitest';
import {
  familyViewFor,
  reciprocalRelation,
  searchKind,
  sendsRequest,
  toDbRelation,
} from '@/lib/family/rules';
import { parseAge, saveFamilySchema, toNewMember } from '@/lib/family/schema';
import { familyMessages } from '@/lib/messages';

const v = familyMessages.validation;
const external = {
  isPlatformUser: false,
  relation: 'child' as const,
  userId: '',
  firstName: 'Sam',
  lastName: 'Player',
  age: '12',
  phoneNumber: '(512) 555-0101',
};
const errorsOf = (row: Record<string, unknown>) => {
  const result = saveFamilySchema.safeParse({ members: [row] });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.at(-1), i.message]));
};

describe('family rows', () => {
  it.each([
    ['0', false],
    ['1', true],
    ['120', true],
    ['121', false],
    ['', false],
    ['1.5', false],
    ['-3', false],
  ])('age %s valid: %s', (age, valid) => {
    expect(parseAge(age) !== null).toBe(valid);
    expect(errorsOf({ ...external, age }).age).toBe(valid ? undefined : v.ageRange);
  });

  it('every row needs the platform answer and a relation', () => {
    const errors = errorsOf({ ...external, isPlatformUser: null, relation: '' });
    expect(errors.isPlatformUser).toBe(v.platformAnswerRequired);
    expect(errors.relation).toBe(v.relationRequired);
  });

  it('a platform user needs a user chosen from the search', () => {
    expect(errorsOf({ ...external, isPlatformUser: true }).userId).toBe(familyMessages.selectUser);
    expect(errorsOf({ ...external, isPlatformUser: true, userId: 'u1' })).toEqual({});
  });

  it('others need first name, last name, age and phone', () => {
    const errors = errorsOf({ ...external, firstName: ' ', lastName: '', phoneNumber: '' });
    expect(errors).toMatchObject({
      firstName: v.firstNameRequired,
      lastName: v.lastNameRequired,
      phoneNumber: v.phoneRequired,
    });
  });

  it('turns a valid row into what is stored', () => {
    const parsed = saveFamilySchema.parse({ members: [external] });
    expect(toNewMember(parsed.members[0])).toEqual({
      kind: 'external',
      relation: 'child',
      firstName: 'Sam',
      lastName: 'Player',
      age: 12,
      phoneNumber: '(512) 555-0101',
    });
  });
});

describe('family rules', () => {
  it('reciprocal relations', () => {
    expect(reciprocalRelation('parent')).toBe('child');
    expect(reciprocalRelation('child')).toBe('parent');
    expect(reciprocalRelation('guardian')).toBe('child');
    expect(reciprocalRelation('spouse')).toBe('spouse');
    expect(reciprocalRelation('sibling')).toBe('sibling');
    expect(reciprocalRelation('other')).toBe('other');
    expect(toDbRelation('guardian')).toBe('GUARDIAN');
  });

  it('searches from 3 characters, by e-mail when the input has @', () => {
    expect(searchKind('ab')).toBeNull();
    expect(searchKind(' ab ')).toBeNull();
    expect(searchKind('abc')).toBe('id');
    expect(searchKind('a@b')).toBe('email');
  });

  it('labels the save button "Send Request" when a new row is a platform user', () => {
    expect(sendsRequest([{ isPlatformUser: false }, { isPlatformUser: true }])).toBe(true);
    expect(sendsRequest([{ isPlatformUser: false }, { isPlatformUser: null }])).toBe(false);
  });

  it('lists sent requests and accepted received ones, not received pending ones', () => {
    const base = {
      requesterName: 'Me',
      recipientName: 'Them',
      requesterRelation: 'PARENT' as const,
      recipientRelation: 'CHILD' as const,
    };
    const view = familyViewFor('me', [
      { ...base, id: 'a', requesterId: 'me', recipientId: 'x', status: 'PENDING' },
      { ...base, id: 'b', requesterId: 'y', recipientId: 'me', status: 'PENDING' },
      { ...base, id: 'c', requesterId: 'z', recipientId: 'me', status: 'ACCEPTED', requesterName: 'Zed' },
    ]);
    expect(view).toEqual([
      { id: 'a', name: 'Them', relation: 'parent', pending: true, userId: 'x', sentByMe: true },
      { id: 'c', name: 'Zed', relation: 'child', pending: false, userId: 'z', sentByMe: false },
    ]);
  });
});
