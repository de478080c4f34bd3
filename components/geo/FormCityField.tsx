'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { PickedCity } from '@/lib/geo/city';
import { CityPicker } from './CityPicker';

/**
 * The shared city picker bound to a react-hook-form field holding a PickedCity (or null): choosing a city also
 * marks the field touched, so a refusal under it clears at once.
 */
export function FormCityField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CityPicker
          label={label}
          required
          value={(field.value as PickedCity | null) ?? null}
          onChange={(city) => {
            field.onChange(city);
            field.onBlur();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
