'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useState, useTransition } from 'react';
import { Button, ButtonLink, Dialog, SelectField, TextField, useAction } from '@/components/ui';
import type { SlotGroupView } from '@/lib/events/queries';
import {
  acceptOfferAction,
  joinEventAction,
  joinWithPassAction,
  leaveEventAction,
} from '@/lib/events/actions';
import { optimisticRsvp, type RsvpControl as Control } from '@/lib/events/rules';
import { GUEST_NAME_MAX } from '@/lib/events/schema';
import { billingMessages } from '@/lib/messages/billing';
import { eventUiMessages as m } from '@/lib/messages/events';
import { passMessages } from '@/lib/messages/passes';

// The RSVP button in its state. A free game's join or leave shows its outcome at once (useOptimistic); the page
// is then reloaded from the server (counts, list, state), and a refusal puts the button back as it was with the
// reason in a toast (useAction). Paid joins wait for Checkout, so they are not shown before they happen.
export function RsvpControl({
  eventId,
  control: serverControl,
  offeredUntil = null,
  groups = [],
  price = null,
  paymentUrl = null,
  refund = null,
  guestCheckout = null,
  passes = [],
  punched = false,
  punchedSeason = false,
  punchedMembership = false,
}: {
  /** The viewer's passes covering this paid game (issue 34 §1): joining with a punch card takes a punch; with a
   * season pass, nothing. */
  passes?: { id: string; name: string; remaining: number; kind: 'PUNCH_CARD' | 'SEASON' | 'MEMBERSHIP' }[];
  /** The viewer's spot was paid with a punch card (or a season pass: punchedSeason). */
  punched?: boolean;
  punchedSeason?: boolean;
  /** …with a membership. */
  punchedMembership?: boolean;
  /** A paid game taking guests: they are named before paying (and paid for when `charged`). */
  guestCheckout?: { limit: number; charged: boolean; unitCents: number; currency: string } | null;
  /** The viewer paid for their spot: the amount (formatted) and until when leaving refunds it in full. */
  refund?: { amount: string; until: string } | null;
  eventId: string;
  /** A paid game: its price, formatted; joining goes through Checkout. */
  price?: string | null;
  /** The viewer's open Checkout for this game (their spot is held while they pay). */
  paymentUrl?: string | null;
  control: Control;
  /** A game split into slot groups: the joiner picks one. */
  groups?: SlotGroupView[];
  /** An offered spot: until when it is held (the event's wall clock). */
  offeredUntil?: string | null;
}) {
  const router = useRouter();
  const runAction = useAction();
  const [pending, startTransition] = useTransition();
  const [control, showOptimistic] = useOptimistic(serverControl, optimisticRsvp);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [guests, setGuests] = useState<string[]>([]);
  const named = guests.map((g) => g.trim());

  const [group, setGroup] = useState(
    groups.find((g) => g.goingCount < g.capacity)?.id ?? groups[0]?.id ?? '',
  );
  const run = (action: typeof joinEventAction) =>
    startTransition(async () => {
      if (!price || action === leaveEventAction)
        showOptimistic(action === leaveEventAction ? 'leave' : 'join');
      const result = await runAction(action, {
        eventId,
        ...(groups.length > 0 && { slotGroupId: group }),
        ...(action === joinEventAction && guests.length > 0 && { guestNames: named }),
      });
      if (result.ok && result.data.checkoutUrl) {
        window.location.assign(result.data.checkoutUrl);
        return;
      }
      // A refusal (e.g. the last spot went meanwhile) also changes what the page should show. Inside the
      // transition, so the optimistic state holds until the refreshed page replaces it.
      startTransition(() => router.refresh());
    });

  // A covered paid game: one punch of the viewer's card instead of a card payment.
  const pass = passes[0];
  const joinWithPass = (id: string) =>
    startTransition(async () => {
      showOptimistic('join');
      await runAction(joinWithPassAction, {
        eventId,
        passId: id,
        ...(groups.length > 0 && { slotGroupId: group }),
      });
      startTransition(() => router.refresh());
    });

  const join = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <>
      {groups.length > 0 && (
        <SelectField
          label={m.groupLabel}
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          options={groups.map((g) => ({
            value: g.id,
            label: m.groupOption(g.name, Math.max(0, g.capacity - g.goingCount)),
          }))}
        />
      )}
      <Button
        variant={variant}
        onClick={() => run(joinEventAction)}
        loading={pending}
        disabled={named.some((g) => g.length === 0)}
      >
        {label}
      </Button>
    </>
  );
  // Guests named before paying: their spots are held with the joiner's, and paid for when guests pay.
  const guestRows = (g: NonNullable<typeof guestCheckout>) => (
    <div className="space-y-2">
      <p className="text-xs text-slate-600">{m.guestsAtJoin(g.limit, g.charged)}</p>
      {guests.map((name, i) => (
        <div key={i} className="flex items-start gap-1">
          <TextField
            className="min-w-0 flex-1"
            name={`guest-${i}`}
            label={m.guestName(i + 1)}
            maxLength={GUEST_NAME_MAX}
            autoComplete="off"
            value={name}
            onChange={(e) => setGuests(guests.map((v, j) => (j === i ? e.target.value : v)))}
          />
          <Button
            variant="ghost"
            size="sm"
            className="mt-7"
            aria-label={m.removeGuest(name.trim())}
            onClick={() => setGuests(guests.filter((_, j) => j !== i))}
          >
            ×
          </Button>
        </div>
      ))}
      {guests.length < g.limit && (
        <Button variant="secondary" size="sm" onClick={() => setGuests([...guests, ''])}>
          {m.addGuest}
        </Button>
      )}
    </div>
  );
  const payLabel = (g: NonNullable<typeof guestCheckout>) => {
    const total = billingMessages.formatCents(g.unitCents * (g.charged ? 1 + guests.length : 1), g.currency);
    return guests.length > 0 ? m.payToJoinWith(total, guests.length) : m.payToJoin(total);
  };
  const leave = (label: string, disabled = false) => (
    <Button variant="secondary" onClick={() => run(leaveEventAction)} loading={pending} disabled={disabled}>
      {label}
    </Button>
  );
  // A paid spot: the player learns before leaving that it is refunded in full, and until when.
  const leavePaid = (paid: { amount: string; until: string }, canLeave: boolean) => (
    <>
      <Button
        variant="secondary"
        onClick={() => setConfirmLeave(true)}
        loading={pending}
        disabled={!canLeave}
      >
        {m.rsvp.leave}
      </Button>
      <p className="text-xs text-slate-600">{canLeave ? m.refundPolicy(paid.until) : m.noRefundNow}</p>
      <Dialog
        open={confirmLeave}
        onClose={() => setConfirmLeave(false)}
        title={m.leavePaidTitle}
        role="alertdialog"
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmLeave(false)} disabled={pending}>
              {m.keepSpot}
            </Button>
            <Button
              variant="danger"
              loading={pending}
              onClick={() =>
                startTransition(async () => {
                  await runAction(leaveEventAction, { eventId });
                  setConfirmLeave(false);
                  router.refresh();
                })
              }
            >
              {m.leavePaidConfirm}
            </Button>
          </>
        }
      >
        <p>{m.leavePaidText(paid.amount)}</p>
      </Dialog>
    </>
  );
  const status = (label: string) => (
    <p
      className="rounded-md bg-slate-100 px-3 py-2 text-center text-sm font-semibold text-slate-800"
      role="status"
    >
      {label}
    </p>
  );

  if (paymentUrl && (control.state === 'join' || control.state === 'full')) {
    return (
      <>
        {status(m.paymentHeld)}
        <ButtonLink href={paymentUrl}>{m.completePayment}</ButtonLink>
      </>
    );
  }

  switch (control.state) {
    case 'join':
      if (price && guestCheckout)
        return (
          <>
            {guestRows(guestCheckout)}
            {join(payLabel(guestCheckout))}
          </>
        );
      if (price && pass)
        return (
          <>
            <Button onClick={() => joinWithPass(pass.id)} loading={pending}>
              {pass.kind === 'MEMBERSHIP'
                ? passMessages.useMembership(pass.name)
                : pass.kind === 'SEASON'
                  ? passMessages.useSeason(pass.name)
                  : passMessages.usePunch(pass.remaining)}
            </Button>
            {join(m.payToJoin(price), 'secondary')}
          </>
        );
      return join(price ? m.payToJoin(price) : m.rsvp.join);
    case 'joinWaitlist':
      return join(m.rsvp.joinWaitlist);
    case 'requestToJoin':
      return join(m.rsvp.requestToJoin);
    case 'going':
      if (punched && !refund)
        return (
          <>
            {leave(m.rsvp.leave, !control.canLeave)}
            <p className="text-xs text-slate-600">
              {punchedMembership
                ? passMessages.paidWithMembership
                : punchedSeason
                  ? passMessages.paidWithSeason
                  : passMessages.paidWithPunch}
            </p>
          </>
        );
      return refund ? leavePaid(refund, control.canLeave) : leave(m.rsvp.leave, !control.canLeave);
    case 'waitlisted':
      return leave(m.rsvp.leaveWaitlist);
    case 'offered':
      return (
        <>
          {offeredUntil && status(m.offeredUntil(offeredUntil))}
          <Button onClick={() => run(acceptOfferAction)} loading={pending}>
            {m.rsvp.acceptSpot}
          </Button>
          {leave(m.rsvp.declineSpot)}
        </>
      );
    case 'pending':
      return (
        <>
          {status(m.rsvp.pendingApproval)}
          {leave(m.rsvp.cancelRequest)}
        </>
      );
    case 'full':
      return status(m.rsvp.full);
    case 'closed':
      return status(m.rsvp.closed);
    case 'cancelled':
      return status(m.rsvp.cancelled);
  }
}
