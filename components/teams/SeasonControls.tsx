'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, CheckboxField, SelectField, TextField, useAction } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
import { teamUi as m } from '@/lib/messages/teams';
import {
  addSeasonGroupAction,
  removeSeasonGroupAction,
  createSeasonAction,
  decideRegistrationAction,
  registerForSeasonAction,
  setRegistrationOpenAction,
} from '@/lib/teams/actions';
import {
  addSeasonGroupSchema,
  createSeasonSchema,
  SEASON_GROUP_NAME_MAX,
  type AddSeasonGroupInput,
  type CreateSeasonInput,
} from '@/lib/teams/schema';

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

/** A season's groups (divisions, age groups); managers add one by name and remove them. */
export function SeasonGroups({
  teamId,
  seasonId,
  groups,
  canManage,
}: {
  teamId: string;
  seasonId: string;
  groups: { id: string; name: string }[];
  canManage: boolean;
}) {
  const runAction = useAction();
  const router = useRouter();
  const [removing, setRemoving] = useState<string | null>(null);
  const form = useForm<AddSeasonGroupInput>({
    resolver: zodResolver(addSeasonGroupSchema),
    defaultValues: { teamId, seasonId, name: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(addSeasonGroupAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset({ teamId, seasonId, name: '' });
      router.refresh();
    }
  });
  const remove = async (groupId: string) => {
    setRemoving(groupId);
    const result = await runAction(removeSeasonGroupAction, { teamId, groupId });
    setRemoving(null);
    if (result.ok) router.refresh();
  };
  if (!canManage && groups.length === 0) return null;
  return (
    <div className="mb-3 space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{m.seasonGroupsTitle}</h3>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noSeasonGroups}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={m.seasonGroupsTitle}>
          {groups.map((g) => (
            <li
              key={g.id}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pl-3 pr-1 text-sm text-slate-800"
            >
              {g.name}
              {canManage && (
                <button
                  type="button"
                  aria-label={m.removeSeasonGroup(g.name)}
                  disabled={removing !== null}
                  onClick={() => remove(g.id)}
                  className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700 disabled:opacity-50"
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
          <TextField
            className="min-w-48 flex-1"
            label={m.seasonGroupName}
            placeholder={m.seasonGroupPlaceholder}
            maxLength={SEASON_GROUP_NAME_MAX}
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            className="sm:mt-6"
            loading={form.formState.isSubmitting}
          >
            {m.addSeasonGroup}
          </Button>
        </form>
      )}
    </div>
  );
}
