'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormError, TextField, useHydrated } from '@/components/ui';
import { forgotPasswordAction } from '@/lib/auth/actions';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/auth/schema';
import { CSRF_FIELD } from '@/lib/auth/csrf-names';
import { applyActionErrors } from '@/lib/form-errors';
import { callAction } from '@/lib/actions/call';
import { authMessages, fieldLabels } from '@/lib/messages';

export function ForgotPasswordForm({ csrfToken }: { csrfToken: string }) {
  // A submit before the page's scripts run would be the browser's own (method="post": never the password in a URL).
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await callAction(
      forgotPasswordAction,
      { ...values, csrfToken },
      authMessages.loginErrors.networkError,
    );
    if (!result.ok) return setFormError(applyActionErrors(result, setError));
    setSentTo(result.data.email);
  });

  return (
    <div className="space-y-4">
      {sentTo ? (
        <div role="status" className="space-y-2">
          <h2 className="text-lg font-semibold">{authMessages.checkInboxTitle}</h2>
          <p className="text-slate-700">{authMessages.resetCheckInbox(sentTo)}</p>
        </div>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          <FormError message={formError} />
          {/* The browser's anti-CSRF token (lib/auth/csrf.ts), also sent with the action. */}
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <TextField
            label={fieldLabels.email}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" className="w-full" loading={formState.isSubmitting} disabled={!hydrated}>
            {authMessages.sendResetLink}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link href="/auth/login" className="font-medium text-emerald-700 underline-offset-4 hover:underline">
          {authMessages.backToLogin}
        </Link>
      </p>
    </div>
  );
}
