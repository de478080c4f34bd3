'use client';

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useId, useState } from 'react';
import { MAJOR_US_CITIES } from '@/lib/geo/major-cities';
import { activitySubscriptionMessages as m } from '@/lib/messages';

/** A picked location: the shape activity subscriptions store ({lat, lng, description, name}). */
export type LocationValue = { lat: number; lng: number; description: string; name: string };

export type LocationFieldProps = {
  value: LocationValue | null;
  onChange: (value: LocationValue | null) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
};

// City picker over the offline list of major US cities (lib/geo/major-cities.ts). It has the interface of a
// location picker ({lat, lng, description, name}) so it can be swapped for the shared CityPicker later.
const options: LocationValue[] = MAJOR_US_CITIES.map((c) => ({
  lat: c.lat,
  lng: c.lng,
  name: c.name.split(',')[0]!.trim(),
  description: `${c.name}, USA`,
}));

export function LocationField({ value, onChange, onBlur, error, label = m.location }: LocationFieldProps) {
  const [query, setQuery] = useState('');
  const errorId = useId();
  const needle = query.trim().toLowerCase();
  const filtered = needle ? options.filter((o) => o.description.toLowerCase().includes(needle)) : options;
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-900">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </Label>
      <Combobox
        value={value}
        by={(a, b) => a?.description === b?.description}
        onChange={(next) => onChange(next ?? null)}
        onClose={() => setQuery('')}
        immediate
      >
        <ComboboxInput
          className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${error ? 'border-red-700' : 'border-slate-400'}`}
          displayValue={(v: LocationValue | null) => v?.description ?? ''}
          onChange={(event) => setQuery(event.target.value)}
          onBlur={onBlur}
          placeholder={m.locationPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-[70] max-h-60 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
        >
          {filtered.map((option) => (
            <ComboboxOption
              key={option.description}
              value={option}
              className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-emerald-50 data-selected:font-semibold"
            >
              {option.description}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </Field>
  );
}
