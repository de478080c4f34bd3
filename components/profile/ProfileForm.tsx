'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { CityPicker } from '@/components/geo/CityPicker';
import { Button, FormError, SelectField, TextField, useToast } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { applyActionErrors } from '@/lib/form-errors';
import type { PickedCity } from '@/lib/geo/city';
import { fieldLabels, joinReasonOptions, profileMessages as m, pronounOptions } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { saveProfileAction } from '@/lib/profile/actions';
import { birthdateBounds, POST_SIGNUP_DELAY_MS } from '@/lib/profile/rules';
import {
  DISPLAY_NAME,
  FULL_NAME,
  LAST_NAME,
  PHONE_MAX,
  profileFormSchemas,
  type ExistingProfileInput,
  type ProfileFormValues,
} from '@/lib/profile/schema';
import { AvatarPicker } from './AvatarPicker';
import { callAction } from '@/lib/actions/call';

// The general profile form (spec 01 §2). A new user (no additional info yet) sees "More Information"
// with the join reasons and games and submits "Setup Account"; an existing user sees the gender,
// pronouns, birthdate and phone fields and submits "Save Changes". The same zod schemas check the input
// here and again in the action.

type Values = ProfileFormValues;

export type ProfileFormProps = {
  mode: 'new' | 'existing';
  userId: string;
  email: string;
  photoUrl: string | null;
  defaults: Omit<ExistingProfileInput, 'city'> & { city: PickedCity | null };
  gameTypes: { id: string; label: string }[];
  genders: string[];
  /** Where a new user goes after saving (same-site path); defaults to the availability tab. */
  returnTo?: string;
};

export function ProfileForm({
  mode,
  userId,
  email,
  photoUrl: initialPhotoUrl,
  defaults,
  gameTypes,
  genders,
  returnTo,
}: ProfileFormProps) {
  const isNew = mode === 'new';
  const toast = useToast();
  const router = useRouter();
  const [formError, setFormError] = useState<string>();
  const [photoUrl, setPhotoUrl] = useState(initialPhotoUrl);
  const resolver = zodResolver(profileFormSchemas[mode], undefined, { raw: true });
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Values, unknown, Values>({
    resolver,
    mode: 'onChange',
    defaultValues: { ...defaults, joinReasons: [], gameTypeIds: [] },
  });
  const { errors, isValid, isSubmitting } = formState;
  const city = useWatch({ control, name: 'city' });
  const displayName = useWatch({ control, name: 'displayName' });
  const bounds = birthdateBounds(new Date());

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await callAction(saveProfileAction, { ...values, returnTo });
    if (!result.ok) return setFormError(applyActionErrors(result, setError));
    if (result.data.isNew) {
      toast.success(m.welcome, durations.profile.welcome);
      // The app reloads at the next route so that every part of it sees the completed profile.
      window.setTimeout(() => window.location.assign(result.data.redirectTo), POST_SIGNUP_DELAY_MS);
      return;
    }
    toast.success(m.updated, durations.profile.updated);
    reset(values);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError message={formError} />
      <AvatarPicker userId={userId} name={displayName || email} photoUrl={photoUrl} onChange={setPhotoUrl} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fieldLabels.displayName}
          maxLength={DISPLAY_NAME.max}
          required
          autoComplete="nickname"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <TextField
          label={fieldLabels.fullName}
          maxLength={FULL_NAME.max}
          required
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={fieldLabels.lastName}
          maxLength={LAST_NAME.max}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={fieldLabels.email}
          name="email"
          type="email"
          value={email}
          readOnly
          hint={m.emailHint}
        />
      </div>
      <Controller
        control={control}
        name="city"
        render={({ field, fieldState }) => (
          <CityPicker
            label={m.goToArea}
            required
            value={field.value}
            onChange={(picked) => field.onChange(picked)}
            error={fieldState.error?.message}
          />
        )}
      />

      {isNew ? (
        <>
          <CheckboxGroup
            legend={m.joinReason}
            options={joinReasonOptions.map((o) => ({ value: o.value, label: o.label }))}
            register={register('joinReasons')}
            error={errors.joinReasons?.message}
          />
          <CheckboxGroup
            legend={m.games}
            required
            options={gameTypes.map((g) => ({ value: g.id, label: g.label }))}
            register={register('gameTypeIds')}
            error={errors.gameTypeIds?.message ?? errors.gameTypeIds?.root?.message}
          />
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={fieldLabels.gender}
            placeholder={fieldLabels.select}
            options={genders.map((g) => ({ value: g, label: g }))}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <SelectField
            label={fieldLabels.pronouns}
            placeholder={fieldLabels.select}
            options={pronounOptions.map((p) => ({ value: p.value, label: p.label }))}
            error={errors.pronoun?.message}
            {...register('pronoun')}
          />
          <TextField
            label={fieldLabels.birthdate}
            type="date"
            min={bounds.earliest}
            max={bounds.latest}
            autoComplete="bday"
            error={errors.birthdate?.message}
            {...register('birthdate')}
          />
          <TextField
            label={fieldLabels.phoneNumber}
            type="tel"
            maxLength={PHONE_MAX}
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </div>
      )}

      <Button
        type="submit"
        className={cx(isNew && 'w-full')}
        loading={isSubmitting}
        disabled={!isValid || !city}
      >
        {isSubmitting ? m.saving : isNew ? m.submitNewUser : m.submitExisting}
      </Button>
    </form>
  );
}

function CheckboxGroup({
  legend,
  options,
  register,
  error,
  required,
}: {
  legend: string;
  options: { value: string; label: string }[];
  register: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}) {
  const errorId = `${register.name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-checked:border-emerald-700 has-checked:bg-emerald-50"
          >
            <input type="checkbox" value={option.value} className="size-4 accent-emerald-700" {...register} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
