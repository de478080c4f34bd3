'use client';

import { useState } from 'react';
import { Button, Dialog, type ButtonProps } from '@/components/ui';
import { teamUi as m } from '@/lib/messages/teams';

// A button that asks first (an alert dialog, focus on Cancel) and runs `onConfirm` when confirmed.
export function ConfirmButton({
  question,
  confirmText,
  onConfirm,
  children,
  ...buttonProps
}: Omit<ButtonProps, 'onClick'> & {
  question: string;
  confirmText: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={confirmText}
        role="alertdialog"
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {m.cancel}
            </Button>
            <Button variant="danger" onClick={run} loading={busy}>
              {confirmText}
            </Button>
          </>
        }
      >
        <p>{question}</p>
      </Dialog>
    </>
  );
}
