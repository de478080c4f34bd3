'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { FormCityField } from '@/components/geo/FormCityField';
import { Button, SelectField, TextAreaField, TextField, useAction } from '@/components/ui';
import { updateTeamAction } from '@/lib/teams/actions';
import {
  editTeamSchema,
  JOIN_POLICIES,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  type EditTeamInput,
  type EditTeamValues,
} from '@/lib/teams/schema';
import { teamUi as m } from '@/lib/messages/teams';

/** Team settings (owners and admins): name, sport, city, description and who may join. */
export function TeamSettingsForm({
  defaults,
  sports,
}: {
  defaults: EditTeamInput;
  sports: { id: string; label: string }[];
}) {
  const router = useRouter();
  const runAction = useAction();
  const { control, register, handleSubmit, setError, reset, formState } = useForm<
    EditTeamInput,
    unknown,
    EditTeamValues
  >({ resolver: zodResolver(editTeamSchema), defaultValues: defaults, mode: 'onTouched' });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(updateTeamAction, values, { setError });
    if (result.ok) {
      reset(values);
      router.refresh();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{m.settingsIntro}</p>
      <TextField
        label={m.nameLabel}
        required
        maxLength={TEAM_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={m.sportLabel}
        required
        options={sports.map((s) => ({ value: s.id, label: s.label }))}
        error={errors.gameTypeId?.message}
        {...register('gameTypeId')}
      />
      <FormCityField control={control} name="city" label={m.cityLabel} />
      <TextAreaField
        label={m.descriptionLabel}
        rows={4}
        maxLength={TEAM_DESCRIPTION_MAX}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={m.steps.policy}
        options={JOIN_POLICIES.map((p) => ({ value: p, label: m.policyLabels[p] }))}
        {...register('joinPolicy')}
      />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
          {m.settingsSave}
        </Button>
      </div>
    </form>
  );
}
