'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, CheckboxField, SelectField, TextField, useAction } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
import { teamUi as m } from '@/lib/messages/teams';
import {
  createSeasonAction,
  decideRegistrationAction,
  registerForSeasonAction,
  setRegistrationOpenAction,
} from '@/lib/teams/actions';
import { createSeasonSchema, type CreateSeasonInput } from '@/lib/teams/schema';

function useRun() {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, call: () => Promise<ActionResult<unknown>>) => {
    setBusy(key);
    const result = await call();
    setBusy(null);
    if (result.ok) router.refresh();
    return result.ok;
  };
  return { busy, run };
}

/** Managers add a season. */
export function NewSeasonForm({ teamId }: { teamId: string }) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<CreateSeasonInput>({
    resolver: zodResolver(createSeasonSchema),
    defaultValues: { teamId, label: '', startDate: '', endDate: '', registrationOpen: true },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createSeasonAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset();
      router.refresh();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-3">
      <TextField
        className="sm:col-span-3"
        label={m.seasonLabel}
        placeholder={m.seasonLabelPlaceholder}
        required
        maxLength={60}
        error={errors.label?.message}
        {...form.register('label')}
      />
      <TextField
        type="date"
        label={m.seasonStart}
        required
        error={errors.startDate?.message}
        {...form.register('startDate')}
      />
      <TextField
        type="date"
        label={m.seasonEnd}
        required
        error={errors.endDate?.message}
        {...form.register('endDate')}
      />
      <CheckboxField className="sm:mt-7" label={m.seasonOpenNow} {...form.register('registrationOpen')} />
      <div className="sm:col-span-3 flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {m.addSeason}
        </Button>
      </div>
    </form>
  );
}

export function RegistrationToggle({
  teamId,
  seasonId,
  open,
}: {
  teamId: string;
  seasonId: string;
  open: boolean;
}) {
  const runAction = useAction();
  const { busy, run } = useRun();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy === 'toggle'}
      onClick={() =>
        run('toggle', () => runAction(setRegistrationOpenAction, { teamId, seasonId, open: !open }))
      }
    >
      {open ? m.closeRegistration : m.openRegistration}
    </Button>
  );
}

/** Register oneself or a ward (the choices exclude people already registered). */
export function RegisterForm({
  teamId,
  seasonId,
  people,
}: {
  teamId: string;
  seasonId: string;
  people: { id: string; name: string }[];
}) {
  const runAction = useAction();
  const { busy, run } = useRun();
  const [userId, setUserId] = useState(people[0]?.id ?? '');
  if (people.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      {people.length > 1 && (
        <SelectField
          className="flex-1"
          label={m.registerWho}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          options={people.map((p) => ({ value: p.id, label: p.name }))}
        />
      )}
      <Button
        loading={busy === 'register'}
        onClick={() =>
          run('register', () => runAction(registerForSeasonAction, { teamId, seasonId, userId }))
        }
      >
        {m.register}
      </Button>
    </div>
  );
}

export function DecideButtons({
  teamId,
  registrationId,
  name,
}: {
  teamId: string;
  registrationId: string;
  name: string;
}) {
  const runAction = useAction();
  const { busy, run } = useRun();
  const decide = (status: 'CONFIRMED' | 'WAITLISTED' | 'DECLINED') =>
    run(status, () => runAction(decideRegistrationAction, { teamId, registrationId, status }));
  return (
    <span className="flex gap-1">
      <Button
        size="sm"
        loading={busy === 'CONFIRMED'}
        onClick={() => decide('CONFIRMED')}
        aria-label={`${m.approveRegistration}: ${name}`}
      >
        {m.approveRegistration}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy === 'WAITLISTED'}
        onClick={() => decide('WAITLISTED')}
        aria-label={`${m.waitlistRegistration}: ${name}`}
      >
        {m.waitlistRegistration}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        loading={busy === 'DECLINED'}
        onClick={() => decide('DECLINED')}
        aria-label={`${m.declineRegistration}: ${name}`}
      >
        {m.declineRegistration}
      </Button>
    </span>
  );
}
