'use client';

import { useTransition } from 'react';
import { Button, Card, useToast } from '@/components/ui';
import { removeDateAvailabilityAction } from '@/lib/availability/actions';
import { formatDateSpan, type DateEntryView } from '@/lib/availability/rules';
import { availabilityMessages, commonMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { DateEntrySummary } from './ScheduleView';
import { callAction } from '@/lib/actions/call';

const m = availabilityMessages;

export type DateSpecificListProps = {
  entries: DateEntryView[];
  /** The schedule's zone: an entry in another zone (a trip's city) says its own. */
  timeZone: string;
  onAdd: () => void;
  onRemoved: (id: string) => void;
};

/** The saved date-specific and travel entries, with "Add date-specific hours" and remove buttons. */
export function DateSpecificList({ entries, timeZone, onAdd, onRemoved }: DateSpecificListProps) {
  const toast = useToast();
  const [pending, startTransition] = useTransition();

  const remove = (id: string) =>
    startTransition(async () => {
      const result = await callAction(removeDateAvailabilityAction, id);
      if (result?.ok) {
        toast.success(m.removed, durations.availability.removed);
        onRemoved(id);
      } else {
        toast.error(result && !result.ok && result.message ? result.message : m.saveFailed, durations.short);
      }
    });

  return (
    <Card
      title={m.dateSpecificTitle}
      actions={
        <Button type="button" variant="secondary" size="sm" onClick={onAdd}>
          {m.addDateSpecific}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noDateSpecific}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-4 py-3">
              <DateEntrySummary entry={entry} timeZone={timeZone} />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={pending}
                aria-label={m.removeDateSpecific(formatDateSpan(entry.date, entry.endDate))}
                onClick={() => remove(entry.id)}
              >
                {commonMessages.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
