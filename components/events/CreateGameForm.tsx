'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { CityPicker } from '@/components/geo/CityPicker';
import { RepeatFields } from './RepeatFields';
import { Button, CheckboxField, SelectField, TextAreaField, TextField, useAction } from '@/components/ui';
import { createEventAction } from '@/lib/events/actions';
import {
  createEventDefaults,
  createEventSchema,
  DURATION_OPTIONS,
  GUEST_LIMIT_MAX,
  HOURS_TO_CANCEL_MAX,
  OFFER_HOLD_OPTIONS,
  type CreateEventInput,
  type CreateEventValues,
} from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events-ui';

type Option = { id: string; label: string };
export type CreateGameFormProps = {
  gameTypes: Option[];
  teams: Option[];
  timeZones: string[];
  defaultTimeZone: string;
  /** Tomorrow in the host's zone (YYYY-MM-DD), the form's starting date. */
  defaultDate: string;
  /** Today in the host's zone, the date input's minimum. */
  today: string;
  /** A hosting team chosen beforehand (the team page's "Create event"); must be one of `teams`. */
  defaultHostingTeamId?: string;
};

const ADVANCED: FieldPath<CreateEventInput>[] = [
  'hostingTeamId',
  'minimumNeeded',
  'hoursToCancelBefore',
  'guestLimit',
];

/** A number input's value for react-hook-form: empty → null. */
const toNumber = (raw: string) => (raw === '' ? null : Number(raw));

// Create a game: the basics first; the rest folded away under "More options" (opened by itself when one of
// its fields is refused). The same zod schema checks the form here and the action on the server.
export function CreateGameForm({
  gameTypes,
  teams,
  timeZones,
  defaultTimeZone,
  defaultDate,
  today,
  defaultHostingTeamId,
}: CreateGameFormProps) {
  const router = useRouter();
  const runAction = useAction();
  const advancedId = useId();
  // A preset hosting team lives under "More options": show it.
  const [advancedOpen, setAdvancedOpen] = useState(Boolean(defaultHostingTeamId));
  const form = useForm<CreateEventInput, unknown, CreateEventValues>({
    resolver: zodResolver(createEventSchema),
    defaultValues: {
      ...createEventDefaults(defaultTimeZone, defaultDate),
      hostingTeamId: teams.some((t) => t.id === defaultHostingTeamId) ? defaultHostingTeamId : '',
    },
    mode: 'onTouched',
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const [isPrivate, hasMinimum, allowGuests, capacity, allowWaitlist] = useWatch({
    control,
    name: ['isPrivate', 'hasMinimumNeeded', 'allowParticipantGuests', 'capacity', 'allowWaitlist'],
  });
  const showAdvanced = advancedOpen || ADVANCED.some((name) => errors[name as keyof typeof errors]);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createEventAction, values, { setError: form.setError });
    if (result.ok) router.push(`/evt/${result.data.id}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={m.title}
        placeholder={m.titlePlaceholder}
        required
        maxLength={120}
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField
        label={m.gameType}
        required
        placeholder={m.gameTypePlaceholder}
        options={gameTypes.map((t) => ({ value: t.id, label: t.label }))}
        error={errors.gameTypeId?.message}
        {...register('gameTypeId')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={m.date}
          required
          min={today}
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          type="time"
          label={m.startTime}
          required
          error={errors.time?.message}
          {...register('time')}
        />
        <SelectField
          label={m.duration}
          options={DURATION_OPTIONS.map((d) => ({ value: String(d), label: m.durationOption(d) }))}
          error={errors.durationMinutes?.message}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
        <SelectField
          label={m.timeZone}
          options={timeZones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          error={errors.timeZone?.message}
          {...register('timeZone')}
        />
      </div>
      <RepeatFields form={form} />
      <Controller
        control={control}
        name="city"
        render={({ field, fieldState }) => (
          <CityPicker
            label={m.city}
            required
            value={field.value ?? null}
            onChange={(city) => {
              field.onChange(city);
              field.onBlur();
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={m.address}
        hint={m.addressHint}
        maxLength={200}
        error={errors.address?.message}
        {...register('address')}
      />
      <Controller
        control={control}
        name="capacity"
        render={({ field, fieldState }) => (
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            label={m.capacity}
            hint={m.capacityHint}
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(toNumber(e.target.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            className="sm:max-w-48"
          />
        )}
      />
      <CheckboxField label={m.isPrivate} hint={m.isPrivateHint} {...register('isPrivate')} />
      {isPrivate && (
        <TextField
          type="datetime-local"
          label={m.makePublicAfter}
          hint={m.makePublicAfterHint}
          error={errors.makePublicAfter?.message}
          {...register('makePublicAfter')}
          className="sm:max-w-72"
        />
      )}
      <TextAreaField
        label={m.description}
        maxLength={5000}
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />

      <div className="rounded-lg border border-slate-200">
        <button
          type="button"
          aria-expanded={showAdvanced}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen(!showAdvanced)}
          className="flex w-full items-center justify-between px-4 py-3 text-left text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {m.advanced}
          <span aria-hidden="true">{showAdvanced ? '−' : '+'}</span>
        </button>
        <div id={advancedId} hidden={!showAdvanced} className="space-y-4 border-t border-slate-200 p-4">
          {teams.length > 0 && (
            <SelectField
              label={m.hostingTeam}
              options={[
                { value: '', label: m.noHostingTeam },
                ...teams.map((t) => ({ value: t.id, label: t.label })),
              ]}
              error={errors.hostingTeamId?.message}
              {...register('hostingTeamId')}
            />
          )}
          {capacity !== null && <CheckboxField label={m.allowWaitlist} {...register('allowWaitlist')} />}
          {capacity !== null && allowWaitlist && (
            <SelectField
              label={m.offerHold}
              hint={m.offerHoldHint}
              options={OFFER_HOLD_OPTIONS.map((d) => ({ value: String(d), label: m.durationOption(d) }))}
              error={errors.offerHoldMinutes?.message}
              {...register('offerHoldMinutes', { valueAsNumber: true })}
              className="sm:max-w-72"
            />
          )}
          <CheckboxField label={m.creatorApprovalNeeded} {...register('creatorApprovalNeeded')} />
          <CheckboxField label={m.allowLateRsvp} {...register('allowLateRsvp')} />
          <CheckboxField label={m.hasMinimumNeeded} {...register('hasMinimumNeeded')} />
          {hasMinimum && <NumberField form={form} name="minimumNeeded" label={m.minimumNeeded} min={1} />}
          <NumberField
            form={form}
            name="hoursToCancelBefore"
            label={m.hoursToCancelBefore}
            hint={m.hoursToCancelBeforeHint}
            min={0}
            max={HOURS_TO_CANCEL_MAX}
          />
          <CheckboxField label={m.allowParticipantGuests} {...register('allowParticipantGuests')} />
          {allowGuests && (
            <div className="space-y-4 border-l-2 border-slate-200 pl-4">
              <NumberField form={form} name="guestLimit" label={m.guestLimit} min={0} max={GUEST_LIMIT_MAX} />
              <CheckboxField label={m.chargeGuests} {...register('chargeGuests')} />
            </div>
          )}
        </div>
      </div>

      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {m.submit}
        </Button>
      </div>
    </form>
  );
}

function NumberField({
  form,
  name,
  label,
  hint,
  min,
  max,
}: {
  form: ReturnType<typeof useForm<CreateEventInput, unknown, CreateEventValues>>;
  name: 'minimumNeeded' | 'hoursToCancelBefore' | 'guestLimit';
  label: string;
  hint?: string;
  min?: number;
  max?: number;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="number"
          inputMode="numeric"
          label={label}
          hint={hint}
          min={min}
          max={max}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(toNumber(e.target.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          className="sm:max-w-48"
        />
      )}
    />
  );
}
