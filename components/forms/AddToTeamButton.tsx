'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, useAction } from '@/components/ui';
import { addToTeamAction } from '@/lib/forms/actions';

export function AddToTeamButton({
  formId,
  userId,
  label,
}: {
  formId: string;
  userId: string;
  label: string;
}) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const result = await runAction(addToTeamAction, { formId, userId });
        setBusy(false);
        if (result.ok) router.push(`/form/${formId}/submissions`);
      }}
    >
      {label}
    </Button>
  );
}
