'use client';

import { useId } from 'react';
import { Button, CheckboxField } from '@/components/ui';
import { dayErrors } from '@/lib/availability/editor-state';
import type { DayForm, TimeRangeForm } from '@/lib/availability/schema';
import { availabilityMessages } from '@/lib/messages';
import { TimeRangesEditor, errorsUnder } from './TimeRangesEditor';

const m = availabilityMessages;

export type DayCardProps = {
  label: string;
  day: DayForm;
  onAvailableChange: (available: boolean) => void;
  onPatch: (index: number, patch: Partial<TimeRangeForm>) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  onCopyToAll: () => void;
};

/** One day of the weekly schedule: the availability checkbox, its ranges and "Copy To All Other Days". */
export function DayCard({
  label,
  day,
  onAvailableChange,
  onPatch,
  onRemove,
  onAdd,
  onCopyToAll,
}: DayCardProps) {
  const legendId = useId();
  const errors = errorsUnder(dayErrors(day), 'timeRanges');
  return (
    <fieldset
      aria-labelledby={legendId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-32 flex-col gap-1">
        <span id={legendId} className="font-semibold text-slate-900">
          {label}
        </span>
        <CheckboxField
          label={m.available}
          checked={day.isAvailable}
          onChange={(e) => onAvailableChange(e.target.checked)}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2">
        {day.isAvailable ? (
          <TimeRangesEditor
            ranges={day.timeRanges}
            errors={errors}
            onPatch={onPatch}
            onRemove={onRemove}
            onAdd={onAdd}
          />
        ) : (
          <p className="py-1.5 text-sm text-slate-600">{m.unavailable}</p>
        )}
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onCopyToAll}>
          {m.copyToAll}
        </Button>
      </div>
    </fieldset>
  );
}
