'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button, Dialog, useAction } from '@/components/ui';
import { passMessages as m } from '@/lib/messages/passes';
import {
  buyPunchCardAction,
  cancelMembershipAction,
  refundPassAction,
  resumeMembershipAction,
} from '@/lib/passes/actions';

/** Buy a punch card or subscribe to a membership (`interval`): Checkout opens (the page goes there). */
export function BuyPunchCardButton({
  cardId,
  price,
  interval,
}: {
  cardId: string;
  price: string;
  interval?: 'MONTH' | 'YEAR' | null;
}) {
  const runAction = useAction();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      loading={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await runAction(buyPunchCardAction, { cardId });
          if (result.ok) window.location.assign(result.data.checkoutUrl);
        })
      }
    >
      {interval === undefined ? m.buy(price) : m.subscribe(price, interval)}
    </Button>
  );
}

/** The holder cancels their membership at the end of the paid period (`endsOn`: that day). */
export function CancelMembershipButton({ passId, endsOn }: { passId: string; endsOn: string }) {
  const router = useRouter();
  const runAction = useAction();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {m.cancelMembership}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={m.cancelMembershipTitle}
        role="alertdialog"
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
              {m.keepMembership}
            </Button>
            <Button
              variant="danger"
              loading={pending}
              onClick={() =>
                startTransition(async () => {
                  await runAction(cancelMembershipAction, { passId });
                  setOpen(false);
                  router.refresh();
                })
              }
            >
              {m.cancelMembershipConfirm}
            </Button>
          </>
        }
      >
        <p>{m.cancelMembershipText(endsOn)}</p>
      </Dialog>
    </>
  );
}

/** The holder takes back their cancellation before the period ends: the membership renews again. */
export function ResumeMembershipButton({ passId }: { passId: string }) {
  const router = useRouter();
  const runAction = useAction();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={pending}
      onClick={() =>
        startTransition(async () => {
          await runAction(resumeMembershipAction, { passId });
          router.refresh();
        })
      }
    >
      {m.resumeMembership}
    </Button>
  );
}

/** The organizer refunds a holder's pass (pro rata), after saying what the holder gets back (`text`). */
export function RefundPassButton({ passId, text, amount }: { passId: string; text: string; amount: string }) {
  const router = useRouter();
  const runAction = useAction();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {m.refund(amount)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={m.refundTitle}
        role="alertdialog"
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
              {m.keep}
            </Button>
            <Button
              variant="danger"
              loading={pending}
              onClick={() =>
                startTransition(async () => {
                  await runAction(refundPassAction, { passId });
                  setOpen(false);
                  router.refresh();
                })
              }
            >
              {m.refundConfirm}
            </Button>
          </>
        }
      >
        <p>{text}</p>
      </Dialog>
    </>
  );
}
