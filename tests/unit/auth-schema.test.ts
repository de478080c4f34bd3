import { describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordSchema, safeReturnPath, signUpSchema } from '@/lib/auth/schema';
import { authMessages, profileMessages } from '@/lib/messages';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up schema', () => {
  const valid = { email: '  Player@Example.COM ', password: 'longenough', confirmPassword: 'longenough' };

  it('normalises the e-mail to trimmed lower case', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.email).toBe('player@example.com');
  });

  it('accepts 8 and 128 character passwords and refuses 7 and 129', () => {
    for (const length of [8, 128]) {
      const password = 'p'.repeat(length);
      expect(signUpSchema.safeParse({ ...valid, password, confirmPassword: password }).success).toBe(true);
    }
    for (const length of [7, 129]) {
      const password = 'p'.repeat(length);
      const result = signUpSchema.safeParse({ ...valid, password, confirmPassword: password });
      expect(firstError(result)).toBe(authMessages.passwordRules);
    }
  });

  it('refuses mismatched confirmation on the confirm field', () => {
    const result = signUpSchema.safeParse({ ...valid, confirmPassword: 'different1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(firstError(result)).toBe(authMessages.passwordsDoNotMatch);
  });

  it('refuses an invalid e-mail and one over 100 characters', () => {
    expect(firstError(signUpSchema.safeParse({ ...valid, email: 'not-an-email' }))).toBe(
      profileMessages.validation.invalidEmail,
    );
    const long = `${'a'.repeat(92)}@test.com`; // 101 characters
    expect(firstError(signUpSchema.safeParse({ ...valid, email: long }))).toBe(
      profileMessages.validation.emailMaxLength,
    );
    const exact = `${'a'.repeat(91)}@test.com`; // 100 characters
    expect(signUpSchema.safeParse({ ...valid, email: exact }).success).toBe(true);
  });
});

describe('login and reset schemas', () => {
  it('requires a password to log in', () => {
    expect(firstError(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      authMessages.passwordRequired,
    );
  });

  it('requires a token to reset', () => {
    expect(
      resetPasswordSchema.safeParse({ token: '', password: 'longenough', confirmPassword: 'longenough' })
        .success,
    ).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths and refuses other origins', () => {
    expect(safeReturnPath('/teams?x=1')).toBe('/teams?x=1');
    expect(safeReturnPath('https://evil.test/')).toBe('/home');
    expect(safeReturnPath('//evil.test/')).toBe('/home');
    expect(safeReturnPath('/\\evil.test')).toBe('/home');
    expect(safeReturnPath(undefined)).toBe('/home');
  });

  it('refuses paths that browsers would turn into another origin', () => {
    for (const tricky of [
      '/\t/evil.test',
      '/\n/evil.test',
      '/\r\n/evil.test',
      '/\n\\evil.test',
      '/ /evil.test',
      '/%09/evil.test/..',
    ]) {
      const result = safeReturnPath(tricky);
      expect(new URL(result, 'https://beans.test').origin, tricky).toBe('https://beans.test');
    }
    expect(safeReturnPath('/\t/evil.test')).toBe('/home');
    expect(safeReturnPath('/settings?tab=privacy#x')).toBe('/settings?tab=privacy#x');
  });
});
