'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TimeZoneSelect } from '@/components/geo/TimeZoneSelect';
import { Button, Card, useAction } from '@/components/ui';
import { saveTimeZoneAction } from '@/lib/profile/actions';
import { timeZoneSchema, type TimeZoneInput } from '@/lib/profile/schema';
import { settingsMessages } from '@/lib/messages/settings';

const t = settingsMessages.timeZone;

/**
 * Settings → General: the account's time zone (docs/time-zones.md). `label` is the server's
 * ("Europe/Berlin — Central European Time"); "Change" opens the picker. A change applies at once: the page
 * renders again with it.
 */
export function TimeZoneCard({ timeZone, label }: { timeZone: string; label: string }) {
  const router = useRouter();
  const runAction = useAction();
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm<TimeZoneInput>({
    resolver: zodResolver(timeZoneSchema),
    defaultValues: { timeZone },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(saveTimeZoneAction, values, { setError });
    if (result.ok) {
      setEditing(false);
      reset({ timeZone: result.data.timeZone });
      router.refresh();
    }
  });
  return (
    <Card title={t.title}>
      <p className="mb-4 text-sm text-slate-700">{t.intro}</p>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <TimeZoneSelect
            label={t.label}
            current={timeZone}
            error={formState.errors.timeZone?.message}
            {...register('timeZone')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={formState.isSubmitting}>
              {t.save}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            <span className="font-semibold text-slate-900">{t.current}:</span>{' '}
            <span data-testid="account-time-zone" data-zone={timeZone}>
              {label}
            </span>
          </p>
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            {t.change}
          </Button>
        </div>
      )}
    </Card>
  );
}
