'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormError, useHydrated } from '@/components/ui';
import { resetPasswordAction } from '@/lib/auth/actions';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/auth/schema';
import { applyActionErrors } from '@/lib/form-errors';
import { NewPasswordFields } from './NewPasswordFields';
import { callAction } from '@/lib/actions/call';
import { authMessages } from '@/lib/messages';

export function ResetPasswordForm({ token }: { token: string }) {
  // A submit before the page's scripts run would be the browser's own (method="post": never the password in a URL).
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await callAction(resetPasswordAction, values, authMessages.loginErrors.networkError);
    if (!result.ok) return setFormError(applyActionErrors(result, setError));
    setDone(result.message);
  });

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-slate-800">{done}</p>
        <Link href="/auth/login" className="font-semibold text-emerald-700 underline underline-offset-4">
          {authMessages.loginButton}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError ?? formState.errors.token?.message} />
      <input type="hidden" {...register('token')} />
      <NewPasswordFields
        password={register('password')}
        confirmPassword={register('confirmPassword')}
        errors={{
          password: formState.errors.password?.message,
          confirmPassword: formState.errors.confirmPassword?.message,
        }}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting} disabled={!hydrated}>
        {authMessages.updatePassword}
      </Button>
    </form>
  );
}
