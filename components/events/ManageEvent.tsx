'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Avatar } from '@/components/profile/Avatar';
import { Badge, Button, Card, Dialog, EmptyState, TextAreaField, useAction } from '@/components/ui';
import {
  answerRequestAction,
  cancelEventAction,
  markNoShowAction,
  messageJoinersAction,
  moveOffWaitlistAction,
  removeParticipantAction,
} from '@/lib/events/actions';
import type { ManageTimes, ManageView, ManagedParticipant } from '@/lib/events/manage';
import { paymentState } from '@/lib/events/payment-state';
import {
  CANCEL_REASON_MAX,
  cancelEventSchema,
  HOST_MESSAGE_MAX,
  messageJoinersSchema,
  type CancelEventInput,
  type MessageJoinersInput,
} from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';
import { noShowMessages as ns, reliabilityMessages as rm } from '@/lib/messages/reliability';
import { refundMessages as pm } from '@/lib/messages/refunds';

// The host's manage page: who is going, waiting and asking, with the host's actions on each; a message to
// everyone; cancelling. Every action reloads the page's data from the server afterwards.
export function ManageEvent({
  event,
  viewerId,
  times,
  editor = null,
  subs = null,
}: {
  event: ManageView;
  viewerId: string;
  /**
   * The game's start and each offer's expiry (by participant id), formatted on the server with the viewer's
   * zone (docs/time-zones.md): the browser's ICU may write a zone's short name differently.
   */
  times: ManageTimes;
  /** The "Find a sub" section (streamed by the page), shown under the going list. */
  subs?: React.ReactNode;
  /** The edit form (a game not yet started or cancelled), folded under "Edit game". */
  editor?: React.ReactNode;
}) {
  const router = useRouter();
  const runAction = useAction();
  const [pending, startTransition] = useTransition();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const open = !event.cancelled && !event.ended;
  // After the game the host marks who did not show up.
  const attendance = !event.cancelled && event.ended;

  const act = <I,>(key: string, action: (input: I) => ReturnType<typeof removeParticipantAction>, input: I) =>
    startTransition(async () => {
      setBusyId(key);
      await runAction(action, input);
      setBusyId(null);
      router.refresh();
    });
  const forRow = (p: ManagedParticipant) => ({ eventId: event.id, participantId: p.id });
  // The cancel dialog's form: an optional reason, told to the players with the notice (as for one date).
  const cancelForm = useForm<CancelEventInput, unknown, z.output<typeof cancelEventSchema>>({
    resolver: zodResolver(cancelEventSchema),
    defaultValues: { eventId: event.id, scope: 'this', reason: '' },
  });
  const cancel = (scope: 'this' | 'following') =>
    cancelForm.handleSubmit((values) => {
      act('cancel', cancelEventAction, { ...values, scope });
      setConfirmCancel(false);
    })();

  // Actions show while the game is open; after it, only the going list's attendance toggles.
  const row = (p: ManagedParticipant, actions: React.ReactNode, afterGame = false) => (
    <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span className="flex min-w-0 items-center gap-3">
        <Avatar name={p.name ?? '?'} photoUrl={p.photoUrl} size={36} alt="" />
        <span className="min-w-0">
          {p.userId ? (
            <Link href={`/profile/${p.userId}`} className="font-medium text-slate-900 hover:underline">
              {p.name}
            </Link>
          ) : (
            <span className="font-medium text-slate-900">{p.name}</span>
          )}
          {p.guestCount > 0 && (
            <span className="ml-2 text-sm text-slate-600">
              {m.manage.guests(p.guestCount)}
              {p.guestNames.length > 0 && `: ${p.guestNames.join(', ')}`}
            </span>
          )}
          {p.userId === event.creatorId && (
            <Badge tone="success" className="ml-2">
              {m.manage.host}
            </Badge>
          )}
          {p.group && <Badge className="ml-2">{p.group}</Badge>}
          {p.reliability && (
            <span className="block text-sm text-slate-600" data-testid="reliability">
              {rm.summary(p.reliability)}
            </span>
          )}
          {p.offerExpiresAt && (
            <Badge tone="warning" className="ml-2">
              {m.manage.offeredUntil(times.offeredUntil[p.id])}
            </Badge>
          )}
        </span>
      </span>
      {(afterGame ? attendance : open) && actions && <span className="flex gap-2">{actions}</span>}
    </li>
  );
  const noShowToggle = (p: ManagedParticipant) => (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={p.noShow}
        aria-label={m.manage.noShowLabel(p.name ?? '')}
        disabled={pending && busyId === `noshow:${p.id}`}
        onChange={(e) => act(`noshow:${p.id}`, markNoShowAction, { ...forRow(p), noShow: e.target.checked })}
        className="h-4 w-4 accent-emerald-700"
      />
      {m.manage.noShow}
    </label>
  );
  // The player's answer to a no-show mark, and the host's "keep" (docs/no-shows.md): an answered mark counts only
  // once kept.
  const noShowAnswer = (p: ManagedParticipant) =>
    p.noShow && p.noShowAnswer !== null ? (
      <span className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span>{ns.playerAnswered(p.noShowAnswer)}</span>
        {p.noShowConfirmed ? (
          <Badge>{ns.markKept}</Badge>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={pending && busyId === `keep:${p.id}`}
            onClick={() => act(`keep:${p.id}`, markNoShowAction, { ...forRow(p), noShow: true })}
          >
            {ns.keepMark}
          </Button>
        )}
      </span>
    ) : null;
  const removeButton = (p: ManagedParticipant) =>
    p.userId === viewerId ? null : (
      <Button
        size="sm"
        variant="ghost"
        aria-label={m.manage.removeNamed(p.name ?? '')}
        loading={pending && busyId === `remove:${p.id}`}
        onClick={() => act(`remove:${p.id}`, removeParticipantAction, forRow(p))}
      >
        {m.manage.remove}
      </Button>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link href={`/evt/${event.id}`} className="text-sm font-semibold text-emerald-700 hover:underline">
          ← {m.manage.backToGame}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words">{m.manage.title(event.title)}</h1>
        <p className="text-slate-700">
          {times.start} ·{' '}
          {event.capacity === null
            ? m.going(event.goingCount)
            : m.spotsTaken(event.goingCount, event.capacity)}
          {event.goingByDefault > 0 && ` ${m.goingByDefault(event.goingByDefault)}`}
        </p>
        {event.cancelled && (
          <p role="status" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {m.manage.cancelledNotice}
          </p>
        )}
        {!event.cancelled && event.ended && (
          <p role="status" className="mt-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
            {m.manage.pastNotice}
          </p>
        )}
      </div>

      {(event.creatorApprovalNeeded || event.requests.length > 0) && (
        <Card title={`${m.manage.requests} (${event.requests.length})`}>
          {event.requests.length === 0 ? (
            <EmptyState title={m.manage.noRequests} headingLevel={3} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {event.requests.map((p) =>
                row(
                  p,
                  <>
                    <Button
                      size="sm"
                      loading={pending && busyId === `approve:${p.id}`}
                      onClick={() =>
                        act(`approve:${p.id}`, answerRequestAction, { ...forRow(p), approve: true })
                      }
                    >
                      {m.manage.approve}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={pending && busyId === `decline:${p.id}`}
                      onClick={() =>
                        act(`decline:${p.id}`, answerRequestAction, { ...forRow(p), approve: false })
                      }
                    >
                      {m.manage.decline}
                    </Button>
                  </>,
                ),
              )}
            </ul>
          )}
        </Card>
      )}

      <Card title={`${m.manage.going} (${event.going.length})`}>
        {event.going.length === 0 ? (
          <EmptyState title={m.manage.noGoing} headingLevel={3} />
        ) : (
          <>
            {attendance && <p className="mb-2 text-sm text-slate-700">{m.manage.attendanceHint}</p>}
            <ul className="divide-y divide-slate-100">
              {event.going.map((p) =>
                attendance
                  ? row(
                      p,
                      p.userId !== event.creatorId && (
                        <>
                          {noShowToggle(p)}
                          {noShowAnswer(p)}
                        </>
                      ),
                      true,
                    )
                  : row(p, removeButton(p)),
              )}
            </ul>
          </>
        )}
      </Card>

      {event.payments && event.payments.list.length > 0 && <PaymentsCard payments={event.payments} />}

      {subs}

      {(event.allowWaitlist || event.waitlist.length > 0) && (
        <Card title={`${m.manage.waitlist} (${event.waitlist.length})`}>
          {event.waitlist.length === 0 ? (
            <EmptyState title={m.manage.noWaitlist} headingLevel={3} />
          ) : (
            <ol className="divide-y divide-slate-100">
              {event.waitlist.map((p) =>
                row(
                  p,
                  <>
                    {!p.offerExpiresAt && (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={pending && busyId === `promote:${p.id}`}
                        onClick={() => act(`promote:${p.id}`, moveOffWaitlistAction, forRow(p))}
                      >
                        {m.manage.moveToGoing}
                      </Button>
                    )}
                    {removeButton(p)}
                  </>,
                ),
              )}
            </ol>
          )}
        </Card>
      )}

      {!event.cancelled && <MessageJoiners eventId={event.id} />}

      {editor && open && (
        <Card>
          <button
            type="button"
            aria-expanded={editing}
            aria-controls={editorId}
            onClick={() => setEditing(!editing)}
            className="flex w-full items-center justify-between text-left text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            {m.manage.edit}
            <span aria-hidden="true">{editing ? '−' : '+'}</span>
          </button>
          <div id={editorId} hidden={!editing} className="mt-4">
            {editor}
          </div>
        </Card>
      )}

      {open && (
        <Card title={m.manage.cancelGame}>
          <p className="mb-3 text-sm text-slate-700">{m.manage.cancelConfirmBody}</p>
          <Button variant="danger" onClick={() => setConfirmCancel(true)}>
            {m.manage.cancelGame}
          </Button>
        </Card>
      )}
      <Dialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={m.manage.cancelConfirmTitle}
        role="alertdialog"
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
              {m.manage.keepGame}
            </Button>
            {event.seriesId && (
              <Button variant="danger" onClick={() => cancel('following')}>
                {m.manage.cancelFollowing}
              </Button>
            )}
            <Button variant="danger" loading={pending && busyId === 'cancel'} onClick={() => cancel('this')}>
              {event.seriesId ? m.manage.cancelThisDate : m.manage.cancelGame}
            </Button>
          </>
        }
      >
        <form onSubmit={(e) => e.preventDefault()} noValidate className="space-y-3">
          <p className="text-sm text-slate-700">
            {event.seriesId ? m.manage.cancelSeriesBody : m.manage.cancelConfirmBody}
          </p>
          <TextAreaField
            label={m.manage.cancelReasonLabel}
            hint={m.manage.cancelReasonHint}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            error={cancelForm.formState.errors.reason?.message}
            {...cancelForm.register('reason')}
          />
        </form>
      </Dialog>
    </div>
  );
}

function PaymentsCard({ payments }: { payments: NonNullable<ManageView['payments']> }) {
  const money = (cents: number) => pm.money(cents, payments.currency);
  return (
    <Card title={pm.paymentsTitle}>
      <p className="mb-2 text-sm text-slate-700">
        {pm.paymentsSummary(
          money(payments.collectedCents),
          money(payments.returnedCents),
          money(payments.netCents),
        )}
      </p>
      <ul className="divide-y divide-slate-100">
        {payments.list.map((p) => {
          const state = paymentState(p);
          return (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="font-medium text-slate-900">{p.name}</span>
              <Badge tone={state.tone}>{state.text}</Badge>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function MessageJoiners({ eventId }: { eventId: string }) {
  const runAction = useAction();
  const { register, handleSubmit, setError, reset, formState } = useForm<MessageJoinersInput>({
    resolver: zodResolver(messageJoinersSchema),
    defaultValues: { eventId, message: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(messageJoinersAction, values, { setError });
    if (result.ok) reset({ eventId, message: '' });
  });
  return (
    <Card title={m.manage.messageAll}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <input type="hidden" {...register('eventId')} />
        <TextAreaField
          label={m.manage.messageLabel}
          hint={m.manage.messageHint}
          maxLength={HOST_MESSAGE_MAX}
          rows={3}
          error={formState.errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          {m.manage.send}
        </Button>
      </form>
    </Card>
  );
}
