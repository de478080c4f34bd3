'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextAreaField, TextField, useAction } from '@/components/ui';
import { adminPartnerMessages as m } from '@/lib/messages/partners';
import {
  removePartnerEventAction,
  retirePartnerAction,
  savePartnerEventAction,
} from '@/lib/partners/actions';
import { partnerEventFields, type PartnerEventInput } from '@/lib/partners/schema';

/** One program's form: edits it (eventId) or adds a new one to the partner. */
export function PartnerEventForm({
  partnerId,
  eventId,
  values,
}: {
  partnerId: string;
  eventId?: string;
  values?: PartnerEventInput;
}) {
  const runAction = useAction();
  const router = useRouter();
  const [removing, setRemoving] = useState(false);
  const form = useForm<PartnerEventInput>({
    resolver: zodResolver(partnerEventFields),
    defaultValues: values ?? { title: '', schedule: '', description: '', sortOrder: 0 },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await runAction(
      savePartnerEventAction,
      { ...input, partnerId, eventId },
      { setError: form.setError },
    );
    if (result.ok) {
      if (!eventId) form.reset();
      router.refresh();
    }
  });
  async function remove() {
    if (!eventId) return;
    setRemoving(true);
    const result = await runAction(removePartnerEventAction, { partnerId, eventId });
    setRemoving(false);
    if (result.ok) router.refresh();
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={m.eventTitle}
        required
        maxLength={120}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label={m.schedule}
        required
        maxLength={120}
        error={errors.schedule?.message}
        {...form.register('schedule')}
      />
      <TextAreaField
        label={m.description}
        required
        rows={2}
        maxLength={2000}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label={m.sortOrder}
        type="number"
        min={0}
        max={9999}
        error={errors.sortOrder?.message}
        {...form.register('sortOrder', { valueAsNumber: true })}
      />
      <div className="flex items-end gap-2">
        <Button type="submit" size="sm" variant="secondary" loading={form.formState.isSubmitting}>
          {eventId ? m.saveEvent : m.addEvent}
        </Button>
        {eventId && (
          <Button type="button" size="sm" variant="danger" loading={removing} onClick={remove}>
            {m.removeEvent}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Retire a partner (off the public pages) or bring it back. */
export function RetirePartnerButton({ partnerId, retired }: { partnerId: string; retired: boolean }) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    const result = await runAction(retirePartnerAction, { partnerId, retired: !retired });
    setBusy(false);
    if (result.ok) router.refresh();
  }
  return (
    <Button size="sm" variant={retired ? 'secondary' : 'danger'} loading={busy} onClick={toggle}>
      {retired ? m.reinstate : m.retire}
    </Button>
  );
}
