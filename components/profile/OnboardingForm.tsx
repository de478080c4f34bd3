'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormError, SelectField, TextField } from '@/components/ui';
import { completeOnboardingAction } from '@/lib/profile/actions';
import { DISPLAY_NAME, FULL_NAME, onboardingSchema, type OnboardingInput } from '@/lib/profile/schema';
import { MAJOR_US_CITIES } from '@/lib/geo/major-cities';
import { applyActionErrors } from '@/lib/forms';
import { commonMessages, fieldLabels, profileMessages } from '@/lib/messages';

export function OnboardingForm({ returnTo }: { returnTo?: string }) {
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, setValue, formState } = useForm<OnboardingInput>({
    resolver: zodResolver(onboardingSchema),
    mode: 'onChange',
    defaultValues: { displayName: '', fullName: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const result = await completeOnboardingAction(values, returnTo).catch(() => null);
    if (!result) return setFormError(commonMessages.somethingWentWrong);
    if (!result.ok) return setFormError(applyActionErrors(result, setError));
    window.location.assign(result.data.redirectTo);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <TextField
        label={fieldLabels.displayName}
        maxLength={DISPLAY_NAME.max}
        required
        error={formState.errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label={fieldLabels.fullName}
        maxLength={FULL_NAME.max}
        required
        error={formState.errors.fullName?.message}
        {...register('fullName')}
      />
      <SelectField
        label={profileMessages.goToArea}
        name="city"
        required
        defaultValue=""
        placeholder={fieldLabels.select}
        options={MAJOR_US_CITIES.map((c) => ({ value: c.name, label: c.name }))}
        error={formState.errors.city?.name?.message ?? formState.errors.city?.message}
        onChange={(event) => {
          const city = MAJOR_US_CITIES.find((c) => c.name === event.target.value);
          if (city) setValue('city', city, { shouldValidate: true });
        }}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting} disabled={!formState.isValid}>
        {profileMessages.submitNewUser}
      </Button>
    </form>
  );
}
