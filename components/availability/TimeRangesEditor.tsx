'use client';

import { useId } from 'react';
import { Button } from '@/components/ui';
import type { FieldErrors } from '@/lib/availability/editor-state';
import type { TimeRangeForm } from '@/lib/availability/schema';
import { availabilityMessages } from '@/lib/messages';

const m = availabilityMessages;

const inputClass =
  'block w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

export type TimeRangesEditorProps = {
  ranges: TimeRangeForm[];
  /** Errors keyed "<index>.startTime" / "<index>.endTime" (relative to this list). */
  errors: FieldErrors;
  onPatch: (index: number, patch: Partial<TimeRangeForm>) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  disabled?: boolean;
};

/** A list of start/end time pairs with add and remove; each range's error shows under it. */
export function TimeRangesEditor({
  ranges,
  errors,
  onPatch,
  onRemove,
  onAdd,
  disabled,
}: TimeRangesEditorProps) {
  const baseId = useId();
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {ranges.map((range, i) => {
          const id = `${baseId}-${i}`;
          const startError = errors[`${i}.startTime`];
          const endError = errors[`${i}.endTime`];
          const message = startError ?? endError;
          return (
            <li key={i} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-end gap-2">
                <div className="flex flex-col gap-0.5">
                  <label htmlFor={`${id}-start`} className="text-xs font-medium text-slate-700">
                    {m.startTime}
                  </label>
                  <input
                    id={`${id}-start`}
                    type="time"
                    value={range.startTime}
                    disabled={disabled}
                    aria-invalid={startError ? true : undefined}
                    aria-describedby={message ? `${id}-error` : undefined}
                    onChange={(e) => onPatch(i, { startTime: e.target.value })}
                    className={`${inputClass} ${startError ? 'border-red-700' : 'border-slate-400'}`}
                  />
                </div>
                <div className="flex flex-col gap-0.5">
                  <label htmlFor={`${id}-end`} className="text-xs font-medium text-slate-700">
                    {m.endTime}
                  </label>
                  <input
                    id={`${id}-end`}
                    type="time"
                    value={range.endTime}
                    disabled={disabled}
                    aria-invalid={endError ? true : undefined}
                    aria-describedby={message ? `${id}-error` : undefined}
                    onChange={(e) => onPatch(i, { endTime: e.target.value })}
                    className={`${inputClass} ${endError ? 'border-red-700' : 'border-slate-400'}`}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-label={m.removeTimeRange}
                  title={m.removeTimeRange}
                  onClick={() => onRemove(i)}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                    <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                  </svg>
                </Button>
              </div>
              {message && (
                <p id={`${id}-error`} className="text-sm text-red-700">
                  {message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={onAdd}>
          {m.addTimeRange}
        </Button>
      </div>
    </div>
  );
}

/** Errors under `prefix` ("timeRanges" -> "0.endTime"). */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  }
  return out;
}
