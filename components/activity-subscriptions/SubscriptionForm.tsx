'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Link from 'next/link';
import type { ActionLink } from '@/lib/action-result';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Dialog, FormError, Switch, useToast } from '@/components/ui';
import { applyActionErrors } from '@/lib/form-errors';
import { activitySubscriptionMessages as m } from '@/lib/messages';
import { durations, TOAST_WITH_LINK_MS } from '@/components/ui/toast-durations';
import { saveActivitySubscriptionAction } from '@/lib/activity-subscriptions/actions';
import {
  endFromDateInput,
  filterActivities,
  isTemporary,
  startFromDateInput,
  toDateInput,
  toggleTemporary,
} from '@/lib/activity-subscriptions/rules';
import {
  activitySubscriptionSchema,
  isValidAddress,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
  type ActivitySubscriptionInput,
  type ActivitySubscriptionValues,
} from '@/lib/activity-subscriptions/schema';
import type { SubscriptionView } from '@/lib/activity-subscriptions/service';
import { InfoTooltip } from './InfoTooltip';
import { LocationField } from './LocationField';

// The location is unknown until picked (null); the schema answers invalidLocation for anything invalid.
type FormValues = ActivitySubscriptionInput;

export type SubscriptionFormProps = {
  open: boolean;
  /** The subscription being edited, or null to add one. */
  editing: SubscriptionView | null;
  activities: string[];
  onClose: () => void;
  onSaved: (subscription: SubscriptionView) => void;
};

const emptyValues = (): FormValues => ({
  address: null,
  radius: RADIUS_DEFAULT,
  activities: [],
  startDate: null,
  endDate: null,
});

const valuesOf = (s: SubscriptionView): FormValues => ({
  id: s.id,
  address: s.address,
  radius: s.radius,
  activities: s.activities,
  startDate: s.startDate,
  endDate: s.endDate,
});

// "Add New Subscription" / "Edit Subscription" in a dialog. Save is disabled while the form is invalid.
export function SubscriptionForm(props: SubscriptionFormProps) {
  // Remount per opening, so every opening starts from the subscription (or empty values).
  const key = props.open ? (props.editing?.id ?? 'new') : 'closed';
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.editing ? m.formTitleEdit : m.formTitleNew}
      width={640}
    >
      {props.open && <SubscriptionFormBody key={key} {...props} />}
    </Dialog>
  );
}

function SubscriptionFormBody({ editing, activities, onClose, onSaved }: SubscriptionFormProps) {
  const toast = useToast();
  const ids = {
    search: useId(),
    radius: useId(),
    dates: useId(),
    hint: useId(),
    start: useId(),
    end: useId(),
  };
  const [search, setSearch] = useState('');
  const [formError, setFormError] = useState<{ message: string; link?: ActionLink }>();
  const form = useForm<FormValues, unknown, ActivitySubscriptionValues>({
    resolver: zodResolver(activitySubscriptionSchema),
    defaultValues: editing ? valuesOf(editing) : emptyValues(),
    mode: 'onChange',
  });
  const { control, formState, setValue } = form;
  const [startDate, endDate, radius] = useWatch({ control, name: ['startDate', 'endDate', 'radius'] });
  const temporary = isTemporary({ startDate, endDate });
  const shown = filterActivities(activities, search);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await saveActivitySubscriptionAction(values);
    if (result.ok) {
      toast.success(m.saved, durations.activitySubscription.saved);
      onSaved(result.data);
      return;
    }
    const message = applyActionErrors(result, form.setError);
    // A plan limit (alert cities) names the plan that lifts it and links to it, inline and in the toast.
    if (message) setFormError({ message, link: result.link });
    toast.error(
      message ?? m.saveFailed,
      result.link ? TOAST_WITH_LINK_MS : durations.activitySubscription.saveFailed,
      result.link,
    );
  });

  const setDates = (dates: { startDate: string | null; endDate: string | null }) => {
    setValue('startDate', dates.startDate, { shouldValidate: true, shouldDirty: true });
    setValue('endDate', dates.endDate, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError>
        {formError && (
          <>
            {formError.message}
            {formError.link && (
              <>
                {' '}
                <Link href={formError.link.href} className="font-semibold underline">
                  {formError.link.label}
                </Link>
              </>
            )}
          </>
        )}
      </FormError>
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <LocationField
            value={isValidAddress(field.value) ? field.value : null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined}
          />
        )}
      />

      <div className="flex flex-col gap-1">
        <label htmlFor={ids.radius} className="text-sm font-medium text-slate-900">
          {m.radius}
        </label>
        <Controller
          control={control}
          name="radius"
          render={({ field }) => (
            <input
              id={ids.radius}
              type="range"
              min={RADIUS_MIN}
              max={RADIUS_MAX}
              step={1}
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
              aria-valuetext={m.radiusLabel(field.value)}
              className="w-full accent-emerald-700"
            />
          )}
        />
        <p className="text-sm text-slate-700" aria-hidden="true">
          {m.radiusLabel(radius)}
        </p>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{m.activities}</legend>
        <label htmlFor={ids.search} className="sr-only">
          {m.activitySearch}
        </label>
        <input
          id={ids.search}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={m.activitySearch}
          className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        />
        <Controller
          control={control}
          name="activities"
          render={({ field, fieldState }) => (
            <>
              {shown.length === 0 ? (
                <p className="text-sm text-slate-600">{m.noActivitiesMatch}</p>
              ) : (
                <div className="grid max-h-56 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
                  {shown.map((label) => {
                    const checked = field.value.includes(label);
                    return (
                      <label key={label} className="flex items-center gap-2 text-sm text-slate-900">
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={() =>
                            field.onChange(
                              checked ? field.value.filter((a) => a !== label) : [...field.value, label],
                            )
                          }
                          className="size-4 accent-emerald-700"
                        />
                        {label}
                      </label>
                    );
                  })}
                </div>
              )}
              {fieldState.error && formState.isSubmitted && (
                <p className="text-sm text-red-700">{fieldState.error.message}</p>
              )}
            </>
          )}
        />
      </fieldset>

      <div className="space-y-3">
        <div className="flex items-center gap-2">
          <Switch
            label={m.temporaryToggle}
            checked={temporary}
            onChange={(on) => setDates(toggleTemporary(on))}
            className="flex-1"
          />
          <InfoTooltip label={m.moreInfo} text={m.temporaryTooltip} />
        </div>
        {temporary && (
          <fieldset className="space-y-1" aria-describedby={ids.hint}>
            <legend className="text-sm font-medium text-slate-900">{m.dates}</legend>
            <p id={ids.hint} className="text-sm text-slate-600">
              {m.dateRangeHint}
            </p>
            <div className="flex flex-wrap gap-3">
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.start} className="text-sm text-slate-900">
                  {m.startDate}
                </label>
                <input
                  id={ids.start}
                  type="date"
                  value={toDateInput(startDate ?? null)}
                  onChange={(e) =>
                    setDates({ startDate: startFromDateInput(e.target.value), endDate: endDate ?? null })
                  }
                  className="rounded-md border border-slate-400 px-3 py-2 text-sm"
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.end} className="text-sm text-slate-900">
                  {m.endDate}
                </label>
                <input
                  id={ids.end}
                  type="date"
                  value={toDateInput(endDate ?? null)}
                  min={toDateInput(startDate ?? null) || undefined}
                  onChange={(e) =>
                    setDates({ startDate: startDate ?? null, endDate: endFromDateInput(e.target.value) })
                  }
                  aria-invalid={formState.errors.endDate ? true : undefined}
                  className="rounded-md border border-slate-400 px-3 py-2 text-sm"
                />
              </div>
            </div>
            {formState.errors.endDate && (
              <p className="text-sm text-red-700">{formState.errors.endDate.message}</p>
            )}
          </fieldset>
        )}
      </div>

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="secondary" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
