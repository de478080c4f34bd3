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
  withdrawPunchCardAction,
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

/**
 * A button that asks first (an alert dialog: `text`, "keep" or "confirm"), then runs `run` and refreshes the
 * page: the holder's cancel, the organizer's refund and withdrawing a card.
 */
function ConfirmedButton({
  label,
  title,
  text,
  keep,
  confirm,
  run,
}: {
  label: string;
  title: string;
  text: string;
  keep: string;
  confirm: string;
  run: () => Promise<unknown>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        role="alertdialog"
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
              {keep}
            </Button>
            <Button
              variant="danger"
              loading={pending}
              onClick={() =>
                startTransition(async () => {
                  await run();
                  setOpen(false);
                  router.refresh();
                })
              }
            >
              {confirm}
            </Button>
          </>
        }
      >
        <p>{text}</p>
      </Dialog>
    </>
  );
}

/** The holder cancels their membership at the end of the paid period (`endsOn`: that day). */
export function CancelMembershipButton({ passId, endsOn }: { passId: string; endsOn: string }) {
  const runAction = useAction();
  return (
    <ConfirmedButton
      label={m.cancelMembership}
      title={m.cancelMembershipTitle}
      text={m.cancelMembershipText(endsOn)}
      keep={m.keepMembership}
      confirm={m.cancelMembershipConfirm}
      run={() => runAction(cancelMembershipAction, { passId })}
    />
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
  const runAction = useAction();
  return (
    <ConfirmedButton
      label={m.refund(amount)}
      title={m.refundTitle}
      text={text}
      keep={m.keep}
      confirm={m.refundConfirm}
      run={() => runAction(refundPassAction, { passId })}
    />
  );
}

/** The card's seller or the team's owner withdraws it (no new sales; holders keep what they bought). */
export function WithdrawPunchCardButton({ cardId, name }: { cardId: string; name: string }) {
  const runAction = useAction();
  return (
    <ConfirmedButton
      label={m.withdraw}
      title={m.withdrawTitle}
      text={m.withdrawText(name)}
      keep={m.keepSelling}
      confirm={m.withdrawConfirm}
      run={() => runAction(withdrawPunchCardAction, { cardId })}
    />
  );
}
