'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button, FormError, useToast } from '@/components/ui';
import { callAction } from '@/lib/actions/call';
import { checkEmailVerifiedAction, confirmEmailAction, resendVerificationAction } from '@/lib/auth/actions';
import { authMessages } from '@/lib/messages';
import { ConfirmWithPasswordForm } from './ConfirmWithPasswordForm';

// With a token from the mailed link: one button confirms it (a button, not the GET itself, so mail
// scanners that open links do not use up the token). Signed in without a token: resend and check.
// In another browser than the one that asked for the link, the owner also sets the password.
export function VerifyEmailPanel({
  token,
  email,
  needsPassword = false,
}: {
  token?: string;
  email?: string;
  needsPassword?: boolean;
}) {
  const toast = useToast();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();

  const confirm = () =>
    startTransition(async () => {
      const result = await callAction(confirmEmailAction, { token }, authMessages.verifyLinkInvalid);
      if (!result.ok) return setError(result.message ?? authMessages.verifyLinkInvalid);
      toast.success(authMessages.emailVerified);
      window.location.assign(result.data.redirectTo);
    });

  const check = () =>
    startTransition(async () => {
      const result = await callAction(checkEmailVerifiedAction, undefined);
      if (!result.ok) return setError(result.message ?? authMessages.loginErrors.unknown);
      setStatus(result.message);
      if (result.data.verified) router.replace('/home');
    });

  const resend = () =>
    startTransition(async () => {
      const result = await callAction(resendVerificationAction, undefined);
      if (!result.ok) return setError(result.message ?? authMessages.loginErrors.unknown);
      toast.success(authMessages.verificationSent);
    });

  if (token && needsPassword) return <ConfirmWithPasswordForm token={token} />;

  if (token) {
    return (
      <div className="space-y-4">
        <FormError message={error} />
        <Button className="w-full" onClick={confirm} loading={pending}>
          {authMessages.confirmEmailButton}
        </Button>
      </div>
    );
  }

  if (!email) return <p className="text-slate-700">{authMessages.verifyEmailVisitor}</p>;

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{authMessages.verifyEmailExplainer(email)}</p>
      <FormError message={error} />
      {status && (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 font-medium text-slate-800">
          {status}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="flex-1" onClick={check} loading={pending}>
          {authMessages.checkVerification}
        </Button>
        <Button className="flex-1" variant="secondary" onClick={resend} disabled={pending}>
          {authMessages.resendVerification}
        </Button>
      </div>
    </div>
  );
}
