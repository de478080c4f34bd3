'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Switch, useToast } from '@/components/ui';
import { callAction } from '@/lib/actions/call';
import { updatePrivacyAction } from '@/lib/privacy/actions';
import { privacyFlagsSchema, type PrivacyFlagsInput } from '@/lib/privacy/schema';
import type { PrivacyFlags } from '@/lib/privacy/rules';
import { privacyMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';

type FlagKey = keyof PrivacyFlags;

// Each toggle saves at once ("Privacy has been updated successfully."); a failed save puts it back.
// "Show me in Players near you" is off and locked for accounts known to be under 18.
export function PrivacyFlagsForm({
  flags,
  badgesEnabled,
  playersNearLocked = false,
}: {
  flags: PrivacyFlags;
  badgesEnabled: boolean;
  playersNearLocked?: boolean;
}) {
  const toast = useToast();
  const { control, handleSubmit, getValues, setValue } = useForm<PrivacyFlagsInput>({
    resolver: zodResolver(privacyFlagsSchema),
    defaultValues: {
      messagesFromAnyone: flags.messagesFromAnyone,
      publicOnlineStatus: flags.publicOnlineStatus,
      publicUpcomingGames: flags.publicUpcomingGames,
      ...(badgesEnabled ? { publicBadges: flags.publicBadges } : {}),
      showInPlayersNear: flags.showInPlayersNear,
    },
  });

  async function change(key: FlagKey, value: boolean) {
    const previous = getValues(key);
    setValue(key, value);
    await handleSubmit(async (values) => {
      const result = await callAction(updatePrivacyAction, values, privacyMessages.updateFailed);
      if (result.ok) {
        toast.success(privacyMessages.updated, durations.privacy.updated);
      } else {
        setValue(key, previous);
        toast.error(result.message ?? privacyMessages.updateFailed, durations.privacy.updateFailed);
      }
    })();
  }

  const rows: { key: FlagKey; label: string; description?: string; disabled?: boolean }[] = [
    { key: 'messagesFromAnyone', label: privacyMessages.messagesFromAnyone },
    { key: 'publicOnlineStatus', label: privacyMessages.publicOnlineStatus },
    { key: 'publicUpcomingGames', label: privacyMessages.publicUpcomingGames },
    ...(badgesEnabled ? [{ key: 'publicBadges' as const, label: privacyMessages.publicBadges }] : []),
    {
      key: 'showInPlayersNear',
      label: privacyMessages.showInPlayersNear,
      description: playersNearLocked
        ? privacyMessages.showInPlayersNearLocked
        : privacyMessages.showInPlayersNearHelp,
      disabled: playersNearLocked,
    },
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
              description={row.description}
              disabled={row.disabled}
              checked={field.value ?? false}
              onChange={(v) => void change(row.key, v)}
            />
          )}
        />
      ))}
    </form>
  );
}
