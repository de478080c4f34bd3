'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormError, TextField, useHydrated } from '@/components/ui';
import { loginAction } from '@/lib/auth/actions';
import { loginSchema, type LoginInput } from '@/lib/auth/schema';
import { callAction } from '@/lib/actions/call';
import { CSRF_FIELD } from '@/lib/auth/csrf-names';
import { applyActionErrors } from '@/lib/form-errors';
import { browserTimeZone } from '@/lib/geo/time-zone';
import { authMessages, fieldLabels } from '@/lib/messages';

/**
 * The login form. The place to go afterwards is the page's ?callbackUrl (validated by the action), read when the
 * form is sent: reading it while rendering (useSearchParams) would put the prerendered page's form behind a
 * Suspense boundary whose fallback is replaced once the browser renders, losing what was typed into it meanwhile.
 */
export function LoginForm({ csrfToken }: { csrfToken: string }) {
  // A submit before the page's scripts run would be the browser's own (method="post": never the password in a URL).
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const callbackUrl = new URLSearchParams(window.location.search).get('callbackUrl') ?? undefined;
    const result = await callAction(
      loginAction,
      // An account still on a guessed zone takes the browser's (docs/time-zones.md).
      { ...values, timeZone: browserTimeZone(), callbackUrl, csrfToken },
      authMessages.loginErrors.networkError,
    );
    if (!result.ok) return setFormError(applyActionErrors(result, setError));
    // A full navigation so every server component renders with the new session.
    window.location.assign(result.data.redirectTo);
  });

  return (
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
      <TextField
        label={fieldLabels.password}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link
          href="/auth/forgot-password"
          className="text-sm font-medium text-emerald-700 underline-offset-4 hover:underline"
        >
          {authMessages.forgotPasswordLink}
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={formState.isSubmitting} disabled={!hydrated}>
        {authMessages.loginButton}
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Link
          href="/auth/sign-up"
          className="font-medium text-emerald-700 underline-offset-4 hover:underline"
        >
          {authMessages.noAccountLink}
        </Link>
      </p>
    </form>
  );
}
