'use client';

import { useState, useTransition } from 'react';
import { Button, FormError } from '@/components/ui';
import { confirmAlternateEmailAction } from '@/lib/auth/actions';
import { callAction } from '@/lib/actions/call';
import { authMessages } from '@/lib/messages';

export function ConfirmNewEmail({ token }: { token?: string }) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | undefined>(token ? undefined : authMessages.verifyLinkInvalid);
  const [done, setDone] = useState<string>();

  const confirm = () =>
    startTransition(async () => {
      const result = await callAction(confirmAlternateEmailAction, { token }, authMessages.verifyLinkInvalid);
      if (!result.ok) return setError(result.message ?? authMessages.verifyLinkInvalid);
      setDone(result.message);
    });

  if (done) {
    return (
      <p role="status" className="font-medium text-emerald-800">
        {done}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <FormError message={error} />
      {token && (
        <Button className="w-full" onClick={confirm} loading={pending}>
          {authMessages.confirmEmailButton}
        </Button>
      )}
    </div>
  );
}
