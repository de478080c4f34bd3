'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormError, useHydrated, useToast } from '@/components/ui';
import { callAction } from '@/lib/actions/call';
import { confirmEmailAction } from '@/lib/auth/actions';
import { resetPasswordSchema, type ResetPasswordInput } from '@/lib/auth/schema';
import { applyActionErrors } from '@/lib/form-errors';
import { NewPasswordFields } from './NewPasswordFields';
import { authMessages } from '@/lib/messages';

// A verification link opened in another browser than the one that signed up: the owner of the inbox
// chooses the password, so whoever created the account with this address cannot keep using it.
export function ConfirmWithPasswordForm({ token }: { token: string }) {
  // A submit before the page's scripts run would be the browser's own (method="post": never the password in a URL).
  const hydrated = useHydrated();
  const toast = useToast();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await callAction(confirmEmailAction, values, authMessages.loginErrors.networkError);
    if (!result.ok) return setFormError(applyActionErrors(result, setError));
    toast.success(authMessages.emailVerified);
    window.location.assign(result.data.redirectTo);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">{authMessages.verifySetPasswordExplainer}</p>
      <FormError message={formError} />
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
        {authMessages.confirmAndSetPassword}
      </Button>
    </form>
  );
}
