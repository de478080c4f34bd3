'use client';

import { useState, useTransition } from 'react';
import { Button, CheckboxField, Dialog, FormError, Switch, TextField, useToast } from '@/components/ui';
import { addDateAvailabilityAction } from '@/lib/availability/actions';
import {
  addEntryRange,
  canAddEntry,
  dateEntryErrors,
  editEntryRanges,
  newDateEntry,
  patchEntryRange,
  removeEntryRange,
  setEndDate,
  setLocation,
  setStartDate,
  setTraveling,
  setUseDailyHours,
  setUseRange,
} from '@/lib/availability/editor-state';
import { addOneMonth, formatDate, type DateEntryView } from '@/lib/availability/rules';
import { dropIncompleteRanges, type DateEntryForm, type TimeRangeForm } from '@/lib/availability/schema';
import { availabilityMessages, commonMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { TimeRangesEditor, errorsUnder } from './TimeRangesEditor';
import { TravelLocationField } from './TravelLocationField';
import { callAction } from '@/lib/actions/call';

const m = availabilityMessages;

export type DateAvailabilityDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Today in the owner's time zone (YYYY-MM-DD): the earliest start. */
  today: string;
  onAdded: (entry: DateEntryView) => void;
};

/** Adds date-specific or travel availability; saved at once, and kept open when saving fails. */
export function DateAvailabilityDialog({ open, onClose, today, onAdded }: DateAvailabilityDialogProps) {
  const [form, setForm] = useState<DateEntryForm>(newDateEntry);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const toast = useToast();

  const errors = touched ? dateEntryErrors(form, today) : {};
  const canAdd = canAddEntry(form, today);
  const ranged = form.useRange || form.isTraveling;

  const update = (next: DateEntryForm) => {
    setForm(next);
    setTouched(true);
  };
  const editRanges = (dayIndex: number | null) => ({
    onPatch: (i: number, patch: Partial<TimeRangeForm>) =>
      update(editEntryRanges(form, dayIndex, (r) => patchEntryRange(r, i, patch))),
    onRemove: (i: number) => update(editEntryRanges(form, dayIndex, (r) => removeEntryRange(r, i))),
    onAdd: () => update(editEntryRanges(form, dayIndex, addEntryRange)),
  });

  const close = () => {
    setForm(newDateEntry());
    setTouched(false);
    setServerError(undefined);
    onClose();
  };

  const add = () =>
    startTransition(async () => {
      setServerError(undefined);
      const result = await callAction(addDateAvailabilityAction, dropIncompleteRanges(form));
      if (result?.ok) {
        toast.success(m.saved, durations.availability.saved);
        onAdded(result.data);
        close();
        return;
      }
      toast.error(m.saveFailed, durations.availability.saveFailed);
      const fieldMessage = result && !result.ok ? Object.values(result.fieldErrors ?? {})[0]?.[0] : undefined;
      setServerError(fieldMessage ?? (result && !result.ok ? result.message : undefined));
    });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={m.dialogTitle}
      width={600}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close}>
            {commonMessages.cancel}
          </Button>
          <Button type="button" onClick={add} disabled={!canAdd} loading={pending}>
            {m.addButton}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormError message={serverError} />
        <Switch
          label={m.traveling}
          checked={form.isTraveling}
          onChange={(on) => update(setTraveling(form, on))}
        />
        {form.isTraveling && (
          <TravelLocationField
            value={form.location}
            error={errors.location}
            onChange={(location) => update(setLocation(form, location))}
          />
        )}
        {form.isTraveling && form.location && (
          // A travel entry's hours are in its city's zone (docs/time-zones.md, "Jobs and availability").
          <p className="text-sm text-slate-600">{m.travelTimesLocal(form.location.city)}</p>
        )}
        <CheckboxField
          label={m.useDateRange}
          checked={ranged}
          disabled={form.isTraveling}
          onChange={(e) => update(setUseRange(form, e.target.checked))}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="date"
            type="date"
            label={ranged ? m.startDate : m.date}
            required
            min={today}
            value={form.date}
            error={errors.date}
            onChange={(e) => update(setStartDate(form, e.target.value))}
          />
          {ranged && (
            <TextField
              name="endDate"
              type="date"
              label={m.endDate}
              required
              min={form.date || today}
              max={form.date ? addOneMonth(form.date) : undefined}
              value={form.endDate}
              error={errors.endDate}
              onChange={(e) => update(setEndDate(form, e.target.value))}
            />
          )}
        </div>
        {ranged && (
          <CheckboxField
            label={m.dailyHours}
            checked={form.useDailyHours}
            onChange={(e) => update(setUseDailyHours(form, e.target.checked))}
          />
        )}
        {ranged && form.useDailyHours ? (
          <ul className="flex flex-col gap-3">
            {form.dailyTimeRanges.map((day, i) => (
              <li key={day.date} className="rounded-md border border-slate-200 p-3">
                <p className="mb-2 font-medium text-slate-900">{formatDate(day.date)}</p>
                <TimeRangesEditor
                  ranges={day.timeRanges}
                  errors={errorsUnder(errors, `dailyTimeRanges.${i}.timeRanges`)}
                  {...editRanges(i)}
                />
                {errors[`dailyTimeRanges.${i}.timeRanges`] && (
                  <p className="mt-1 text-sm text-red-700">{errors[`dailyTimeRanges.${i}.timeRanges`]}</p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col gap-1">
            <TimeRangesEditor
              ranges={form.timeRanges}
              errors={errorsUnder(errors, 'timeRanges')}
              {...editRanges(null)}
            />
            {errors.timeRanges && <p className="text-sm text-red-700">{errors.timeRanges}</p>}
          </div>
        )}
      </div>
    </Dialog>
  );
}
