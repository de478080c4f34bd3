'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { Badge, Button, Switch, TextField, useToast } from '@/components/ui';
import { updateFeatureFlagAction } from '@/lib/feature-flags/actions';
import { updateFlagSchema, type UpdateFlagData, type UpdateFlagInput } from '@/lib/feature-flags/schema';
import type { FlagView } from '@/lib/feature-flags/service';
import { applyActionErrors } from '@/lib/form-errors';
import { commonMessages, featureFlagMessages } from '@/lib/messages';
import { callAction } from '@/lib/actions/call';

export function FeatureFlagForm({ flag }: { flag: FlagView }) {
  const router = useRouter();
  const toast = useToast();
  const { control, register, handleSubmit, setError, formState } = useForm<
    UpdateFlagInput,
    unknown,
    UpdateFlagData
  >({
    resolver: zodResolver(updateFlagSchema),
    defaultValues: { key: flag.key, enabled: flag.enabled, audience: flag.audience ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction(updateFeatureFlagAction, values, featureFlagMessages.saveFailed);
    if (!result.ok) {
      const message = applyActionErrors(result, setError);
      if (message) toast.error(message);
      return;
    }
    toast.success(featureFlagMessages.saved);
    router.refresh();
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end"
    >
      <input type="hidden" {...register('key')} />
      <div className="space-y-1">
        <p className="font-mono font-semibold text-slate-900">{flag.key}</p>
        {flag.envOverride !== undefined && (
          <Badge tone="warning">{featureFlagMessages.envOverride(flag.envName, flag.envOverride)}</Badge>
        )}
      </div>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Switch label={featureFlagMessages.enabled} checked={field.value} onChange={field.onChange} />
        )}
      />
      <TextField
        label={featureFlagMessages.audience}
        hint={featureFlagMessages.audienceHint}
        maxLength={40}
        error={formState.errors.audience?.message}
        {...register('audience')}
      />
      <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
        {commonMessages.save}
      </Button>
    </form>
  );
}
