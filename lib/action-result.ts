import type { z } from 'zod';

// What every server action returns to its form.
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message?: string; fieldErrors?: Record<string, string[]>; link?: ActionLink };

/** A link shown with a failure's message, e.g. to the plan that lifts a limit (lib/billing/limits.ts). */
export type ActionLink = { href: string; label: string };

export function invalid(error: z.ZodError): { ok: false; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors };
}

export const ok = <T>(data: T, message?: string): ActionResult<T> => ({ ok: true, data, message });
export const fail = (message: string, link?: ActionLink): ActionResult<never> =>
  link ? { ok: false, message, link } : { ok: false, message };
/** A failure shown under one field of the form (`field` is its name, as in the zod schema). */
export const fieldError = (field: string, message: string): ActionResult<never> => ({
  ok: false,
  fieldErrors: { [field]: [message] },
});
