'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Switch, useToast } from '@/components/ui';
import { updatePrivacyAction } from '@/lib/privacy/actions';
import { privacyFlagsSchema, type PrivacyFlagsInput } from '@/lib/privacy/schema';
import type { PrivacyFlags } from '@/lib/privacy/rules';
import { durations, privacyMessages } from '@/lib/messages';

type FlagKey = keyof PrivacyFlags;

// Each toggle saves at once ("Privacy has been updated successfully."); a failed save puts it back.
export function PrivacyFlagsForm({ flags, badgesEnabled }: { flags: PrivacyFlags; badgesEnabled: boolean }) {
  const toast = useToast();
  const { control, handleSubmit, getValues, setValue } = useForm<PrivacyFlagsInput>({
    resolver: zodResolver(privacyFlagsSchema),
    defaultValues: {
      messagesFromAnyone: flags.messagesFromAnyone,
      publicOnlineStatus: flags.publicOnlineStatus,
      publicUpcomingGames: flags.publicUpcomingGames,
      ...(badgesEnabled ? { publicBadges: flags.publicBadges } : {}),
    },
  });

  async function change(key: FlagKey, value: boolean) {
    const previous = getValues(key);
    setValue(key, value);
    await handleSubmit(async (values) => {
      const result = await updatePrivacyAction(values).catch(() => null);
      if (result?.ok) {
        toast.success(privacyMessages.updated, durations.privacy.updated);
      } else {
        setValue(key, previous);
        toast.error(result?.message ?? privacyMessages.updateFailed, durations.privacy.updateFailed);
      }
    })();
  }

  const rows: { key: FlagKey; label: string }[] = [
    { key: 'messagesFromAnyone', label: privacyMessages.messagesFromAnyone },
    { key: 'publicOnlineStatus', label: privacyMessages.publicOnlineStatus },
    { key: 'publicUpcomingGames', label: privacyMessages.publicUpcomingGames },
    ...(badgesEnabled ? [{ key: 'publicBadges' as const, label: privacyMessages.publicBadges }] : []),
  ];

  return (
    <form onSubmit={(event) => event.preventDefault()} className="space-y-4">
      {rows.map((row) => (
        <Controller
          key={row.key}
          control={control}
          name={row.key}
          render={({ field }) => (
            <Switch
              label={row.label}
              checked={field.value ?? false}
              onChange={(v) => void change(row.key, v)}
            />
          )}
        />
      ))}
    </form>
  );
}
