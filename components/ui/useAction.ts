'use client';

import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ActionResult } from '@/lib/action-result';
import { callAction } from '@/lib/actions/call';
import { applyActionErrors } from '@/lib/form-errors';
import { commonMessages } from '@/lib/messages';
import { useToast } from './Toast';
import { TOAST_WITH_LINK_MS } from './toast-durations';

export type RunActionOptions<F extends FieldValues> = {
  /** Put field errors on this form; the form-level message (if any) is toasted. */
  setError?: UseFormSetError<F>;
  /** Toast the result's message on success (default true), for this long. */
  successToast?: boolean;
  successDurationMs?: number;
  errorDurationMs?: number;
};

// Calls a server action and always tells the user about a failure: field errors go on the form when
// one is given, any other failure (including a crash or lost connection) becomes an error toast.
export function useAction() {
  const toast = useToast();
  return useCallback(
    async function runAction<I, T, F extends FieldValues = FieldValues>(
      action: (input: I) => Promise<ActionResult<T>>,
      input: I,
      options: RunActionOptions<F> = {},
    ): Promise<ActionResult<T>> {
      const result = await callAction(action, input);
      if (!result.ok) {
        const message = options.setError
          ? applyActionErrors(result, options.setError)
          : (result.message ??
            Object.values(result.fieldErrors ?? {})[0]?.[0] ??
            commonMessages.somethingWentWrong);
        if (message)
          toast.error(
            message,
            options.errorDurationMs ?? (result.link ? TOAST_WITH_LINK_MS : undefined),
            result.link,
          );
      } else if (result.message && options.successToast !== false) {
        toast.success(result.message, options.successDurationMs);
      }
      return result;
    },
    [toast],
  );
}
