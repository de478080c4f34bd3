'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Button, FormError, useToast } from '@/components/ui';
import { ProfileLink } from '@/components/settings/tabs/ProfileLink';
import { applyActionErrors } from '@/lib/form-errors';
import { notificationCategories, notificationMessages as m } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { saveNotificationSettingsAction } from '@/lib/notifications/actions';
import { notificationSettingsSchema, type NotificationSettingsInput } from '@/lib/notifications/schema';
import type { CommunitySettings } from '@/lib/notifications/service';
import { useState } from 'react';

type Props = {
  entries: NotificationSettingsInput['entries'];
  communities: CommunitySettings[];
  skippable: boolean;
};

// Email and push checkboxes per category, then per community (its discussions and each topic).
export function NotificationSettingsForm({ entries, communities, skippable }: Props) {
  const toast = useToast();
  const [formError, setFormError] = useState<string>();
  const form = useForm<NotificationSettingsInput>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: { entries },
  });
  const index = new Map(entries.map((e, i) => [e.key, i]));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await saveNotificationSettingsAction(values);
    if (result.ok) {
      toast.success(m.saved, durations.notification.saved);
      form.reset(values);
    } else {
      const message = applyActionErrors(result, form.setError) ?? m.saveFailed;
      setFormError(message);
      toast.error(message, durations.notification.saveFailed);
    }
  });

  const row = (key: string, label: string, community?: string) => {
    const i = index.get(key);
    if (i === undefined) return null;
    const name = community ? m.communitySetting(community, label) : label;
    return <ChannelRow key={key} index={i} label={label} name={name} register={form.register} />;
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate>
      <FormError message={formError} />
      <ChannelTable caption={m.title} hideCaption>
        {notificationCategories.map((c) => row(c.key, c.label))}
      </ChannelTable>

      <section aria-labelledby="notification-communities" className="space-y-4">
        <h3 id="notification-communities" className="text-base font-semibold text-slate-900">
          {m.communitiesTitle}
        </h3>
        {communities.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noTeams}</p>
        ) : (
          communities.map((c) => (
            <div key={c.id} className="rounded-md border border-slate-200 p-3">
              <h4 className="font-medium text-slate-900">{c.name}</h4>
              <ChannelTable caption={`${c.name}: ${m.discussions}`} hideCaption compact>
                {row(c.discussionKey, m.communityDiscussions, c.name)}
              </ChannelTable>
              <p className="mt-3 text-sm font-medium text-slate-700">{m.topics}</p>
              {c.topics.length === 0 ? (
                <p className="text-sm text-slate-600">{m.noTopics}</p>
              ) : (
                <ChannelTable caption={`${c.name}: ${m.topics}`} hideCaption compact>
                  {c.topics.map((t) => row(t.id, t.name, c.name))}
                </ChannelTable>
              )}
            </div>
          ))
        )}
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ProfileLink skippable={skippable} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {m.saveChanges}
        </Button>
      </div>
    </form>
  );
}

function ChannelTable({
  caption,
  hideCaption,
  compact,
  children,
}: {
  caption: string;
  hideCaption?: boolean;
  /** Column headers for screen readers only (community tables repeat the main table's columns). */
  compact?: boolean;
  children: React.ReactNode;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className={hideCaption ? 'sr-only' : 'text-left font-medium'}>{caption}</caption>
      <thead className={compact ? 'sr-only' : undefined}>
        <tr className="text-slate-700">
          <th scope="col" className="py-2 font-medium">
            {m.category}
          </th>
          <th scope="col" className="w-20 py-2 text-center font-medium">
            {m.email}
          </th>
          <th scope="col" className="w-20 py-2 text-center font-medium">
            {m.push}
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function ChannelRow({
  index,
  label,
  name,
  register,
}: {
  index: number;
  label: string;
  /** Accessible name prefix of the checkboxes (includes the community for community rows). */
  name: string;
  register: UseFormRegister<NotificationSettingsInput>;
}) {
  const box =
    'size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="py-2 font-normal text-slate-900">
        {label}
      </th>
      <td className="py-2 text-center">
        <input
          type="checkbox"
          className={box}
          aria-label={m.settingFor(name, m.email)}
          {...register(`entries.${index}.email`)}
        />
      </td>
      <td className="py-2 text-center">
        <input
          type="checkbox"
          className={box}
          aria-label={m.settingFor(name, m.push)}
          {...register(`entries.${index}.push`)}
        />
      </td>
    </tr>
  );
}
