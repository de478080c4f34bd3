'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Dialog, TextAreaField, TextField, useAction } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
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

/** A dialog holding one form of a date: a line saying what happens, the fields, keep as is, and the submit. */
function DateFormDialog({
  formId,
  open,
  onClose,
  title,
  alert,
  body,
  keepLabel,
  submitLabel,
  danger,
  submitting,
  onSubmit,
  children,
}: {
  formId: string;
  open: boolean;
  onClose: () => void;
  title: string;
  alert?: boolean;
  body: string;
  keepLabel: string;
  submitLabel: string;
  danger?: boolean;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role={alert ? 'alertdialog' : undefined}
      width={460}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button variant={danger ? 'danger' : undefined} type="submit" form={formId} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">{body}</p>
        {children}
      </form>
    </Dialog>
  );
}

/** Runs a date's action with the form's values; a success closes the dialog and reloads the page's data. */
function useDateAction(onClose: () => void) {
  const router = useRouter();
  const runAction = useAction();
  return async <I, F extends FieldValues>(
    action: (input: I) => Promise<ActionResult<unknown>>,
    values: I,
    setError: UseFormSetError<F>,
  ) => {
    const result = await runAction(action, values, { setError });
    if (result.ok) {
      onClose();
      router.refresh();
    }
  };
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
  const run = useDateAction(onClose);
  const { register, handleSubmit, setError, formState } = useForm<
    CancelEventInput,
    unknown,
    z.output<typeof cancelEventSchema>
  >({
    resolver: zodResolver(cancelEventSchema),
    defaultValues: { eventId, scope: 'this', reason: '' },
  });
  return (
    <DateFormDialog
      formId="cancel-date-form"
      open={open}
      onClose={onClose}
      title={m.manage.cancelThisDate}
      alert
      body={m.manage.cancelConfirmBody}
      keepLabel={m.manage.keepGame}
      submitLabel={m.manage.cancelThisDate}
      danger
      submitting={formState.isSubmitting}
      onSubmit={handleSubmit((values) => run(cancelEventAction, values, setError))}
    >
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
    </DateFormDialog>
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
  const run = useDateAction(onClose);
  const { register, handleSubmit, setError, formState } = useForm<MoveDateInput>({
    resolver: zodResolver(moveDateSchema),
    defaultValues: { eventId, date: start.date, time: start.time },
  });
  return (
    <DateFormDialog
      formId="move-date-form"
      open={open}
      onClose={onClose}
      title={m.manage.moveDateTitle}
      body={m.manage.moveDateBody}
      keepLabel={m.manage.keepDate}
      submitLabel={m.manage.moveDateSubmit}
      submitting={formState.isSubmitting}
      onSubmit={handleSubmit((values) => run(moveSeriesDateAction, values, setError))}
    >
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
    </DateFormDialog>
  );
}
