'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button, SelectField, useAction } from '@/components/ui';
import { siteUi as m } from '@/lib/messages/sites';
import { createSiteAction } from '@/lib/sites/actions';
import { createSiteSchema, DEFAULT_THEME, type CreateSiteInput } from '@/lib/sites/schema';
import { SiteSettingsFields } from './SiteSettingsFields';

type Choice = { id: string; name: string };

// site/build: a new website's basics; the editor opens next.
export function CreateSiteForm({ teams, organizations }: { teams: Choice[]; organizations: Choice[] }) {
  const router = useRouter();
  const runAction = useAction();
  const form = useForm<CreateSiteInput>({
    resolver: zodResolver(createSiteSchema),
    defaultValues: {
      title: '',
      primaryLogo: '',
      secondaryLogo: '',
      ...DEFAULT_THEME,
      owner: 'none',
      teamId: teams[0]?.id ?? '',
      organizationId: organizations[0]?.id ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const owner = form.watch('owner');

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createSiteAction, values, { setError: form.setError });
    if (result.ok) router.push(`/site/build/${result.data.id}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <SiteSettingsFields register={form.register} errors={errors} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">{m.ownerLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['none', m.ownerNone],
              ['team', m.ownerTeam],
              ['organization', m.ownerOrganization],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
            >
              <input type="radio" value={value} {...form.register('owner')} />
              {label}
            </label>
          ))}
        </div>
        {owner === 'team' &&
          (teams.length ? (
            <SelectField
              label={m.teamLabel}
              hint={m.teamHelp}
              options={teams.map((t) => ({ value: t.id, label: t.name }))}
              {...form.register('teamId')}
              error={errors.teamId?.message}
            />
          ) : (
            <p className="text-sm text-slate-600">{m.noTeams}</p>
          ))}
        {owner === 'organization' &&
          (organizations.length ? (
            <SelectField
              label={m.organizationLabel}
              hint={m.organizationHelp}
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
              {...form.register('organizationId')}
              error={errors.organizationId?.message}
            />
          ) : (
            <p className="text-sm text-slate-600">{m.noOrganizations}</p>
          ))}
      </fieldset>
      <Button type="submit" loading={isSubmitting}>
        {m.create}
      </Button>
    </form>
  );
}
