'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField, useAction } from '@/components/ui';
import { teamUi } from '@/lib/messages/teams';
import { addExternalTeamAction, removeExternalTeamAction } from '@/lib/teams/actions';
import { addExternalTeamSchema, EXTERNAL_NAME_MAX, type AddExternalTeamInput } from '@/lib/teams/schema';

const m = teamUi.external;

/** One managed team's opponents: add by name, remove one by one. */
export function ExternalTeams({
  team,
}: {
  team: { id: string; name: string; externalTeams: { id: string; name: string }[] };
}) {
  const runAction = useAction();
  const router = useRouter();
  const [removing, setRemoving] = useState<string | null>(null);
  const form = useForm<AddExternalTeamInput>({
    resolver: zodResolver(addExternalTeamSchema),
    defaultValues: { teamId: team.id, name: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(addExternalTeamAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset({ teamId: team.id, name: '' });
      router.refresh();
    }
  });
  const remove = async (externalTeamId: string) => {
    setRemoving(externalTeamId);
    const result = await runAction(removeExternalTeamAction, { teamId: team.id, externalTeamId });
    setRemoving(null);
    if (result.ok) router.refresh();
  };
  const fieldId = `external-${team.id}`;
  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
        <TextField
          id={fieldId}
          className="min-w-56 flex-1"
          label={m.name}
          placeholder={m.namePlaceholder}
          required
          maxLength={EXTERNAL_NAME_MAX}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" className="sm:mt-6" loading={form.formState.isSubmitting}>
          {m.add}
        </Button>
      </form>
      {team.externalTeams.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noneYet}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-md border border-slate-200"
          aria-label={m.forTeam(team.name)}
        >
          {team.externalTeams.map((opponent) => (
            <li key={opponent.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="font-medium text-slate-900">{opponent.name}</span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={m.removeLabel(opponent.name)}
                disabled={removing !== null}
                loading={removing === opponent.id}
                onClick={() => remove(opponent.id)}
              >
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
