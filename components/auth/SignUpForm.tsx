'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormError, TextField, useHydrated } from '@/components/ui';
import { signUpAction } from '@/lib/auth/actions';
import { signUpSchema, type SignUpInput } from '@/lib/auth/schema';
import { callAction } from '@/lib/actions/call';
import { CSRF_FIELD } from '@/lib/auth/csrf-names';
import { applyActionErrors } from '@/lib/form-errors';
import { browserTimeZone } from '@/lib/geo/time-zone';
import { NewPasswordFields } from './NewPasswordFields';
import { authMessages, fieldLabels } from '@/lib/messages';

export function SignUpForm({ csrfToken }: { csrfToken: string }) {
  // A submit before the page's scripts run would be the browser's own (method="post": never the password in a URL).
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await callAction(
      signUpAction,
      // The browser's zone becomes the account's (docs/time-zones.md).
      { ...values, timeZone: browserTimeZone(), csrfToken },
      authMessages.loginErrors.networkError,
    );
    if (!result.ok) return setFormError(applyActionErrors(result, setError));
    setSentTo(result.data.email);
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-3">
        <h2 className="text-lg font-semibold">{authMessages.checkInboxTitle}</h2>
        <p className="text-slate-700">{authMessages.signUpCheckInbox(sentTo)}</p>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      {/* The browser's anti-CSRF token (lib/auth/csrf.ts), also sent with the action. */}
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <TextField
        label={fieldLabels.email}
        type="email"
        autoComplete="email"
        maxLength={100}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={{
          password: formState.errors.password?.message,
          confirmPassword: formState.errors.confirmPassword?.message,
        }}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting} disabled={!hydrated}>
        {authMessages.signUpButton}
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Link href="/auth/login" className="font-medium text-emerald-700 underline-offset-4 hover:underline">
          {authMessages.haveAccountLink}
        </Link>
      </p>
    </form>
  );
}
