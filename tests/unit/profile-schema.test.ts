import { describe, expect, it } from 'vitest';
import {
  alternateEmailSchema,
  displayNameField,
  existingProfileSchema,
  fullNameField,
  isAcceptableName,
  lastNameField,
  newProfileSchema,
  sportAvailabilitySchema,
} from '@/lib/profile/schema';
import { birthdateBounds, checkBirthdate, isPlausiblePhone } from '@/lib/profile/rules';
import { profileMessages } from '@/lib/messages';

const v = profileMessages.validation;
const letters = (n: number) => 'a'.repeat(n);
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const denver = {
  name: 'Denver, CO',
  city: 'Denver',
  state: 'CO',
  country: 'US' as const,
  lat: 39.73915,
  lng: -104.9847,
  formattedAddress: 'Denver, CO, USA',
};

describe('display name (2–25, required, custom rule, trimmed)', () => {
  it.each([
    [0, v.displayNameRequired],
    [1, v.displayNameLength],
    [2, undefined],
    [25, undefined],
    [26, v.displayNameLength],
  ])('%i characters → %s', (n, message) => {
    expect(firstError(displayNameField.safeParse(letters(n)))).toBe(message);
  });

  it('trims before counting and saving', () => {
    expect(displayNameField.parse('  Jo  ')).toBe('Jo');
    expect(firstError(displayNameField.safeParse(' a '))).toBe(v.displayNameLength);
    expect(firstError(displayNameField.safeParse('   '))).toBe(v.displayNameRequired);
  });
});

describe('full name (2–300)', () => {
  it.each([
    [1, v.fullNameLength],
    [2, undefined],
    [300, undefined],
    [301, v.fullNameLength],
  ])('%i characters → %s', (n, message) => {
    expect(firstError(fullNameField.safeParse(letters(n)))).toBe(message);
  });
  it('is required', () => expect(firstError(fullNameField.safeParse(''))).toBe(v.fullNameRequired));
});

describe('last name (optional, 1–100)', () => {
  it('empty means none', () => expect(lastNameField.parse('   ')).toBeNull());
  it.each([
    [1, true],
    [100, true],
    [101, false],
  ])('%i characters valid: %s', (n, valid) => {
    expect(lastNameField.safeParse(letters(n)).success).toBe(valid);
  });
});

describe('the custom name rule', () => {
  it.each(["Zoë O'Brien-Smith", 'Jean-Luc', 'J.R. Smith', '李小龙', 'Player_23', 'María José'])(
    'accepts %s',
    (name) => expect(isAcceptableName(name)).toBe(true),
  );
  it.each([
    'visit www.spam',
    'cheap.com',
    'me@example.org',
    'http://x',
    '<script>',
    '-dash first',
    'name!',
    'buy now .io',
  ])('refuses %s', (name) => expect(isAcceptableName(name)).toBe(false));
  it('reports its message', () =>
    expect(firstError(displayNameField.safeParse('me@x.io'))).toBe(v.customName));
});

describe('email (valid, max 100)', () => {
  const local = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
  it('accepts 100 characters and lower-cases', () => {
    expect(alternateEmailSchema.parse({ email: ` ${local(100).toUpperCase()} ` }).email).toBe(local(100));
  });
  it('refuses 101 characters and invalid addresses', () => {
    expect(firstError(alternateEmailSchema.safeParse({ email: local(101) }))).toBe(v.emailMaxLength);
    expect(firstError(alternateEmailSchema.safeParse({ email: 'not-an-email' }))).toBe(v.invalidEmail);
  });
});

describe('birthdate: 1 January 120 years ago … today minus 13 years', () => {
  const today = new Date(2026, 5, 15); // 15 June 2026, local time
  it('computes the bounds', () =>
    expect(birthdateBounds(today)).toEqual({ earliest: '1906-01-01', latest: '2013-06-15' }));
  it.each([
    ['2013-06-15', null], // exactly 13 today
    ['2013-06-16', 'too-young'], // 13 years minus a day
    ['1906-01-01', null], // 1 January 120 years ago
    ['1905-12-31', 'too-early'],
    ['2013-02-30', 'invalid'],
    ['15/06/2000', 'invalid'],
  ])('%s → %s', (value, problem) => expect(checkBirthdate(value, today)).toBe(problem));
  it('on 29 February the latest is 28 February thirteen years before', () =>
    expect(birthdateBounds(new Date(2028, 1, 29)).latest).toBe('2015-02-28'));
  it('is optional in the schema and maps its problems to messages', () => {
    const base = {
      displayName: 'Jo',
      fullName: 'Jo Player',
      lastName: '',
      city: denver,
      gender: '',
      pronoun: '' as const,
      phoneNumber: '',
    };
    expect(existingProfileSchema.parse({ ...base, birthdate: '' }).birthdate).toBeNull();
    const year = new Date().getFullYear();
    expect(firstError(existingProfileSchema.safeParse({ ...base, birthdate: `${year - 5}-01-01` }))).toBe(
      v.minAge,
    );
    expect(firstError(existingProfileSchema.safeParse({ ...base, birthdate: `${year - 121}-12-31` }))).toBe(
      v.birthdateTooEarly,
    );
  });
});

describe('phone numbers', () => {
  it.each(['(512) 555-0101', '+1 512 555 0101', '5125550101'])('accepts %s', (phone) =>
    expect(isPlausiblePhone(phone)).toBe(true),
  );
  it.each(['123456', 'call me', '+1 (512) 555-0101 ext 9999999'])('refuses %s', (phone) =>
    expect(isPlausiblePhone(phone)).toBe(false),
  );
});

describe('the new-user form', () => {
  const valid = {
    displayName: 'Jo',
    fullName: 'Jo Player',
    lastName: '',
    city: denver,
    joinReasons: ['Organize', 'Find-people'],
    gameTypeIds: ['g1'],
  };
  it('accepts a complete form', () => expect(newProfileSchema.safeParse(valid).success).toBe(true));
  it('needs a city (the name is required)', () => {
    expect(firstError(newProfileSchema.safeParse({ ...valid, city: null }))).toBe(v.cityRequired);
    expect(firstError(newProfileSchema.safeParse({ ...valid, city: { ...denver, name: ' ' } }))).toBe(
      v.cityRequired,
    );
  });
  it('needs at least one game', () =>
    expect(firstError(newProfileSchema.safeParse({ ...valid, gameTypeIds: [] }))).toBe(v.gamesRequired));
  it('only knows the four join reasons', () =>
    expect(newProfileSchema.safeParse({ ...valid, joinReasons: ['Spectate'] }).success).toBe(false));
});

describe('interests', () => {
  it('refuses the same sport twice', () =>
    expect(
      sportAvailabilitySchema.safeParse({
        sports: [
          { gameTypeId: 'a', available: true },
          { gameTypeId: 'a', available: false },
        ],
      }).success,
    ).toBe(false));
});
