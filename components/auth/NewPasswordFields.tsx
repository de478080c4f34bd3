'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui';
import { PASSWORD_MAX } from '@/lib/auth/schema';
import { authMessages, fieldLabels } from '@/lib/messages';

// The "choose a password" pair shared by sign-up, reset and verification with a new password.
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <TextField
        label={fieldLabels.password}
        type="password"
        autoComplete="new-password"
        hint={authMessages.passwordHint}
        maxLength={PASSWORD_MAX}
        error={errors.password}
        {...password}
      />
      <TextField
        label={fieldLabels.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
