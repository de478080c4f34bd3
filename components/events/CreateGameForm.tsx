'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { FormCityField } from '@/components/geo/FormCityField';
import type { PickedCity } from '@/lib/geo/city';
import { RepeatFields } from './RepeatFields';
import { SlotGroupsFields } from './SlotGroupsFields';
import { GameZoneField, type DerivedZone } from './GameZoneField';
import { LevelRangeFields } from './LevelRangeFields';
import {
  Button,
  ButtonLink,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  useAction,
} from '@/components/ui';
import { createEventAction, editEventAction } from '@/lib/events/actions';
import {
  createEventDefaults,
  createEventSchema,
  DURATION_OPTIONS,
  GUEST_LIMIT_MAX,
  HOURS_TO_CANCEL_MAX,
  OFFER_HOLD_OPTIONS,
  editEventSchema,
  type CreateEventInput,
  type CreateEventValues,
  type EditEventInput,
  type EditEventValues,
  type GameFieldsInput,
} from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';
import { reliabilityMessages as rm } from '@/lib/messages/reliability';

type Option = { id: string; label: string };
type Choices = {
  gameTypes: Option[];
  teams: Option[];
  /** The zone at the city the form starts with (a place's, the game's), derived by the page; null for none. */
  zone: DerivedZone | null;
  /** Today in the host's zone, the date input's minimum. */
  today: string;
  /** The host's payout account is Active: the price field is offered (else the form says why). */
  canCharge?: boolean;
};
export type CreateGameFormProps = Choices & {
  /** Tomorrow in the host's zone (YYYY-MM-DD), the form's starting date. */
  defaultDate: string;
  /** A hosting team chosen beforehand (the team page's "Create event"); must be one of `teams`. */
  defaultHostingTeamId?: string;
  /** A practice of the hosting team (sessions): this title, repeating weekly. */
  practiceTitle?: string;
  /** "Create a game here" on a place's page: the location preset to the place. */
  place?: { id: string; name: string; city: PickedCity };
};
export type EditGameFormProps = Choices & {
  defaults: EditEventInput;
  /** A repeating game: the edit may apply to this and every later date. */
  repeating: boolean;
  /** The spots are split into slot groups (fixed once created): the Spots field is not offered. */
  grouped?: boolean;
};

// Both forms hold every game field; react-hook-form's types are invariant in the values, so the shared
// fields see each form through this one view.
type GameForm = UseFormReturn<GameFieldsInput>;

const ADVANCED: FieldPath<GameFieldsInput>[] = [
  'hostingTeamId',
  'minimumNeeded',
  'hoursToCancelBefore',
  'guestLimit',
  'creatorApprovalNeeded',
  'defaultGoing',
];

/** A number input's value for react-hook-form: empty → null. */
const toNumber = (raw: string) => (raw === '' ? null : Number(raw));

// Create a game: the basics first; the rest folded away under "More options" (opened by itself when one of
// its fields is refused). The same zod schema checks the form here and the action on the server.
export function CreateGameForm({
  defaultDate,
  defaultHostingTeamId,
  practiceTitle,
  place,
  ...choices
}: CreateGameFormProps) {
  const host = choices.teams.find((t) => t.id === defaultHostingTeamId);
  const router = useRouter();
  const runAction = useAction();
  const form = useForm<CreateEventInput, unknown, CreateEventValues>({
    resolver: zodResolver(createEventSchema),
    defaultValues: {
      // The zone '': the game's place's, derived by the server (docs/time-zones.md).
      ...createEventDefaults('', defaultDate),
      hostingTeamId: host ? host.id : '',
      // A team's practice (sessions): hosted by the team, weekly on the start date's weekday.
      ...(practiceTitle && host ? { title: practiceTitle, repeat: 'WEEKLY' as const } : {}),
      ...(place ? { placeId: place.id, city: place.city, address: place.name } : {}),
    },
    mode: 'onTouched',
  });
  const grouped = useWatch({ control: form.control, name: 'slotGroups' }).length > 0;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createEventAction, values, { setError: form.setError });
    if (result.ok) router.push(`/evt/${result.data.id}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {place && (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="preset-place">
          {m.atPlace(place.name)}
        </p>
      )}
      <GameFields
        form={form as unknown as GameForm}
        {...choices}
        advancedAtStart={Boolean(defaultHostingTeamId)}
        repeat={<RepeatFields form={form} />}
        groups={<SlotGroupsFields form={form} />}
        capacityFromGroups={grouped}
      />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
          {m.submit}
        </Button>
      </div>
    </form>
  );
}

// Edit a game (its manage page): the same fields without the repeat rule; for a repeating game, whether the
// edit applies to this date only or to this and every later one.
export function EditGameForm({ defaults, repeating, grouped = false, ...choices }: EditGameFormProps) {
  const router = useRouter();
  const runAction = useAction();
  const form = useForm<EditEventInput, unknown, EditEventValues>({
    resolver: zodResolver(editEventSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(editEventAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset(values);
      router.refresh();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">{m.manage.editIntro}</p>
      <GameFields
        form={form as unknown as GameForm}
        {...choices}
        advancedAtStart={false}
        capacityFromGroups={grouped}
        groups={grouped ? <p className="text-sm text-slate-700">{m.groupsFixed}</p> : undefined}
      />
      {repeating && (
        <SelectField
          label={m.manage.editScope}
          options={[
            { value: 'this', label: m.manage.editScopeThis },
            { value: 'following', label: m.manage.editScopeFollowing },
          ]}
          {...form.register('scope')}
          className="sm:max-w-72"
        />
      )}
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
          {m.manage.save}
        </Button>
      </div>
    </form>
  );
}

/** Every field of a game but the repeat rule (passed in as `repeat`, shown under the date and time). */
function GameFields({
  form,
  gameTypes,
  teams,
  zone,
  today,
  advancedAtStart,
  repeat,
  groups,
  capacityFromGroups = false,
  canCharge = false,
}: Choices & {
  form: GameForm;
  advancedAtStart: boolean;
  repeat?: React.ReactNode;
  /** Slot groups (create only), shown under the spots. */
  groups?: React.ReactNode;
  /** The spots are the groups' sum: the Spots field is hidden. */
  capacityFromGroups?: boolean;
}) {
  const advancedId = useId();
  const [advancedOpen, setAdvancedOpen] = useState(advancedAtStart);
  const { control, register, formState } = form;
  const errors = formState.errors;
  const [isPrivate, hasMinimum, allowGuests, capacity, allowWaitlist, price] = useWatch({
    control,
    name: ['isPrivate', 'hasMinimumNeeded', 'allowParticipantGuests', 'capacity', 'allowWaitlist', 'price'],
  });
  const paid = (price ?? '').trim() !== '';
  const showAdvanced = advancedOpen || ADVANCED.some((name) => errors[name as keyof typeof errors]);

  return (
    <>
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
      <LevelRangeFields form={form} gameTypes={gameTypes} />
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
      </div>
      {repeat}
      <FormCityField control={control} name="city" label={m.city} />
      <GameZoneField form={form} initial={zone} />
      <TextField
        label={m.address}
        hint={m.addressHint}
        maxLength={200}
        error={errors.address?.message}
        {...register('address')}
      />
      {!capacityFromGroups && (
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
      )}
      {groups}
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

      {canCharge ? (
        <div className="space-y-1">
          <TextField
            label={m.price}
            hint={m.priceHint}
            inputMode="decimal"
            placeholder="0.00"
            error={errors.price?.message}
            {...register('price')}
            className="sm:max-w-72"
          />
          {paid && <p className="text-sm text-slate-600">{m.paidNoWaitlist}</p>}
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="price-locked">
          <p className="font-medium text-slate-900">{m.priceLockedTitle}</p>
          <p className="text-sm text-slate-700">{errors.price?.message ?? m.priceLockedText}</p>
          <ButtonLink href="/billing#payouts" size="sm" variant="secondary" className="mt-2">
            {m.setUpPayouts}
          </ButtonLink>
        </div>
      )}

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
          {capacity !== null && !paid && (
            <CheckboxField label={m.allowWaitlist} {...register('allowWaitlist')} />
          )}
          {capacity !== null && allowWaitlist && !paid && (
            <SelectField
              label={m.offerHold}
              hint={m.offerHoldHint}
              options={OFFER_HOLD_OPTIONS.map((d) => ({ value: String(d), label: m.durationOption(d) }))}
              error={errors.offerHoldMinutes?.message}
              {...register('offerHoldMinutes', { valueAsNumber: true })}
              className="sm:max-w-72"
            />
          )}
          {capacity !== null && allowWaitlist && !paid && (
            <CheckboxField
              label={rm.reliableFirstLabel}
              hint={rm.reliableFirstHint}
              {...register('waitlistReliableFirst')}
            />
          )}
          <CheckboxField
            label={m.creatorApprovalNeeded}
            error={errors.creatorApprovalNeeded?.message}
            {...register('creatorApprovalNeeded')}
          />
          <CheckboxField label={m.allowLateRsvp} {...register('allowLateRsvp')} />
          <CheckboxField
            label={m.defaultGoing}
            hint={m.defaultGoingHint}
            error={errors.defaultGoing?.message}
            {...register('defaultGoing')}
          />
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
    </>
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
  form: GameForm;
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
