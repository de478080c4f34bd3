import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ActionResult } from '@/lib/action-result';

// Puts a failed action's field errors on the form and returns its form-level message, if any.
export function applyActionErrors<T extends FieldValues>(
  result: Extract<ActionResult<unknown>, { ok: false }>,
  setError: UseFormSetError<T>,
): string | undefined {
  for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
    if (field === '_form') continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return result.message ?? result.fieldErrors?._form?.[0];
}
