'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Dialog, useAction } from '@/components/ui';
import { refundAction } from '@/lib/forms/actions';
import { commonMessages, formMessages as m } from '@/lib/messages';

// The owner's refund of a submission's payments, after a confirmation.
export function RefundButton({
  formId,
  submissionId,
  amount,
}: {
  formId: string;
  submissionId: string;
  amount: string;
}) {
  const runAction = useAction();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        {m.refundButton}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={m.refundTitle}
        role="alertdialog"
        footer={
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {commonMessages.cancel}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const result = await runAction(refundAction, { formId, submissionId });
                setBusy(false);
                setOpen(false);
                if (result.ok) router.refresh();
              }}
            >
              {m.refundConfirm}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-slate-700">{m.refundText(amount)}</p>
      </Dialog>
    </>
  );
}
