'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Card, TextField, useToast } from '@/components/ui';
import { applyActionErrors } from '@/lib/form-errors';
import { profileMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import {
  addAlternateEmailAction,
  removeAlternateEmailAction,
  resendAlternateEmailAction,
} from '@/lib/profile/actions';
import { alternateEmailSchema, EMAIL_MAX, MAX_ALTERNATE_EMAILS } from '@/lib/profile/schema';
import { callAction } from '@/lib/actions/call';

const m = profileMessages.alternateEmails;
const d = durations.alternateEmails;

type Row = { id: string; email: string; verified: boolean };

// Alternate emails: add (a confirmation link is mailed; the address counts once confirmed), resend the
// link, remove.
export function AlternateEmailsSection({ emails }: { emails: Row[] }) {
  const toast = useToast();
  const router = useRouter();
  const [busyId, setBusyId] = useState<string>();
  const [, startTransition] = useTransition();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(alternateEmailSchema, undefined, { raw: true }),
    defaultValues: { email: '' },
  });

  const onAdd = handleSubmit(async (values) => {
    const result = await callAction(addAlternateEmailAction, values, m.updateFailed);
    if (!result.ok) {
      const message = applyActionErrors(result, setError);
      if (message) toast.error(message, d.updateFailed);
      return;
    }
    toast.success(result.message ?? m.updated, d.updated);
    reset();
    startTransition(() => router.refresh());
  });

  const run = async (id: string, action: typeof removeAlternateEmailAction) => {
    setBusyId(id);
    const result = await callAction(action, { id });
    setBusyId(undefined);
    if (!result?.ok) return toast.error(result?.message ?? m.updateFailed, d.updateFailed);
    toast.success(result.message ?? m.updated, d.updated);
    startTransition(() => router.refresh());
  };

  return (
    <Card title={m.title}>
      {emails.length === 0 ? (
        <p className="text-sm text-slate-700">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {emails.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex items-center gap-2">
                <span className="break-all">{row.email}</span>
                <Badge tone={row.verified ? 'success' : 'warning'}>
                  {row.verified ? m.verified : m.pending}
                </Badge>
              </span>
              <span className="flex gap-2">
                {!row.verified && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={busyId === row.id}
                    onClick={() => run(row.id, resendAlternateEmailAction)}
                  >
                    {m.resend}
                  </Button>
                )}
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={m.remove(row.email)}
                  disabled={busyId === row.id}
                  onClick={() => run(row.id, removeAlternateEmailAction)}
                >
                  {m.removeLabel}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {emails.length < MAX_ALTERNATE_EMAILS && (
        <form onSubmit={onAdd} noValidate className="mt-4 flex flex-wrap items-start gap-2">
          <TextField
            className="min-w-60 flex-1"
            label={m.newAddress}
            type="email"
            autoComplete="email"
            placeholder={m.placeholder}
            maxLength={EMAIL_MAX}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" className="mt-6" loading={formState.isSubmitting}>
            {m.add}
          </Button>
        </form>
      )}
    </Card>
  );
}
