'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Dialog, TextAreaField, TextField, useAction } from '@/components/ui';
import { cancelEventAction, moveSeriesDateAction } from '@/lib/events/actions';
import {
  CANCEL_REASON_MAX,
  cancelEventSchema,
  moveDateSchema,
  type CancelEventInput,
  type MoveDateInput,
} from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';
import { wallClock } from '@/lib/time';

// The host's controls for one date of a repeating game (docs/series-dates.md), on the game page: cancel this
// date with a reason, or move it to another day and time. Each opens a dialog whose form is checked with the
// action's own schema; the result is toasted and the page reloads its data.
export function SeriesDateActions({
  eventId,
  startsAt,
  timeZone,
}: {
  eventId: string;
  startsAt: Date;
  timeZone: string;
}) {
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setDialog('move')}>
        {m.manage.moveThisDate}
      </Button>
      <Button variant="danger" onClick={() => setDialog('cancel')}>
        {m.manage.cancelThisDate}
      </Button>
      <CancelDateDialog eventId={eventId} open={dialog === 'cancel'} onClose={close} />
      <MoveDateDialog
        eventId={eventId}
        start={wallClock(startsAt, timeZone)}
        open={dialog === 'move'}
        onClose={close}
      />
    </>
  );
}

function CancelDateDialog({
  eventId,
  open,
  onClose,
}: {
  eventId: string;
  open: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const runAction = useAction();
  const { register, handleSubmit, setError, formState } = useForm<
    CancelEventInput,
    unknown,
    z.output<typeof cancelEventSchema>
  >({
    resolver: zodResolver(cancelEventSchema),
    defaultValues: { eventId, scope: 'this', reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(cancelEventAction, values, { setError });
    if (result.ok) {
      onClose();
      router.refresh();
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.manage.cancelThisDate}
      role="alertdialog"
      width={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.manage.keepGame}
          </Button>
          <Button variant="danger" type="submit" form="cancel-date-form" loading={formState.isSubmitting}>
            {m.manage.cancelThisDate}
          </Button>
        </>
      }
    >
      <form id="cancel-date-form" onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">{m.manage.cancelConfirmBody}</p>
        <input type="hidden" {...register('eventId')} />
        <input type="hidden" {...register('scope')} />
        <TextAreaField
          label={m.manage.cancelReasonLabel}
          hint={m.manage.cancelReasonHint}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
      </form>
    </Dialog>
  );
}

function MoveDateDialog({
  eventId,
  start,
  open,
  onClose,
}: {
  eventId: string;
  start: { date: string; time: string };
  open: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const runAction = useAction();
  const { register, handleSubmit, setError, formState } = useForm<MoveDateInput>({
    resolver: zodResolver(moveDateSchema),
    defaultValues: { eventId, date: start.date, time: start.time },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(moveSeriesDateAction, values, { setError });
    if (result.ok) {
      onClose();
      router.refresh();
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={m.manage.moveDateTitle}
      width={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.manage.keepDate}
          </Button>
          <Button type="submit" form="move-date-form" loading={formState.isSubmitting}>
            {m.manage.moveDateSubmit}
          </Button>
        </>
      }
    >
      <form id="move-date-form" onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">{m.manage.moveDateBody}</p>
        <input type="hidden" {...register('eventId')} />
        <TextField
          type="date"
          label={m.manage.moveDateLabel}
          required
          error={formState.errors.date?.message}
          {...register('date')}
        />
        <TextField
          type="time"
          label={m.manage.moveTimeLabel}
          required
          error={formState.errors.time?.message}
          {...register('time')}
        />
      </form>
    </Dialog>
  );
}
