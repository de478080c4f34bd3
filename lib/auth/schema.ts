import { z } from 'zod';
import { authMessages, profileMessages } from '@/lib/messages';

// Shared by the auth forms (zodResolver) and the server actions.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, authMessages.emailRequired)
  .max(100, profileMessages.validation.emailMaxLength)
  .pipe(z.email(profileMessages.validation.invalidEmail));

const newPassword = z
  .string()
  .min(PASSWORD_MIN, authMessages.passwordRules)
  .max(PASSWORD_MAX, authMessages.passwordRules);

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;

/**
 * The browser's time zone (Intl, sent by the sign-up and login forms): a detection, not a choice, so a value
 * that is no zone is dropped rather than refused (docs/time-zones.md).
 */
export const browserZoneField = z.string().max(64).optional().catch(undefined);

export const signUpSchema = z
  .object({
    email: emailField,
    password: newPassword,
    confirmPassword: z.string(),
    timeZone: browserZoneField,
  })
  .refine(matchingPasswords, { message: authMessages.passwordsDoNotMatch, path: ['confirmPassword'] });

export const loginSchema = z.object({
  timeZone: browserZoneField,
  email: emailField,
  password: z
    .string()
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX, authMessages.loginErrors.invalidUser),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ token: z.string().min(20).max(200), password: newPassword, confirmPassword: z.string() })
  .refine(matchingPasswords, { message: authMessages.passwordsDoNotMatch, path: ['confirmPassword'] });

export const tokenSchema = z.object({ token: z.string().min(20).max(200) });

// Redeeming a verification link. In a browser other than the one that asked for it the owner sets their
// own password (whoever signed up may not own the inbox), so the password fields are then required.
export const confirmEmailSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: newPassword.optional(),
    confirmPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

export type SignUpInput = z.infer<typeof signUpSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

// Only same-site paths are accepted as a place to return to after sign-in. Control characters and
// backslashes are refused outright (browsers drop tabs/newlines, so "/\t/evil.test" would become
// "//evil.test"), and the value must resolve to this origin.
export function safeReturnPath(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u0020\\\u007f]/.test(value))
    return fallback;
  const base = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
