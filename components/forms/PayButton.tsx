'use client';

import { useState } from 'react';
import { Button, useAction } from '@/components/ui';
import { startPaymentAction } from '@/lib/forms/actions';
import { formMessages as m } from '@/lib/messages';

// Opens Checkout for the submission's next payment (the stand-in's page locally).
export function PayButton({
  formId,
  submissionId,
  balance,
  label,
}: {
  formId: string;
  submissionId: string;
  balance: boolean;
  label: string;
}) {
  const runAction = useAction();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const nonce = crypto.randomUUID();
        const result = await runAction(startPaymentAction, { formId, submissionId, balance, nonce });
        if (result.ok) window.location.assign(result.data.url);
        else setBusy(false);
      }}
    >
      {busy ? m.redirecting : label}
    </Button>
  );
}
