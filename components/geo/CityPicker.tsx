'use client';

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '@/components/ui';
import { routeData } from '@/lib/actions/route-data';
import type { PickedCity } from '@/lib/geo/city';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { cityPickerMessages as m } from '@/lib/messages';
import { CityField, describedBy, inputClasses, type CityPickerProps } from './CityField';
import { GooglePlacesCityPicker } from './GooglePlacesCityPicker';

export type { PickedCity } from '@/lib/geo/city';
export type { CityPickerProps } from './CityField';

export const CITY_SEARCH_DEBOUNCE_MS = 250;

const GOOGLE_MAPS_API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;

// US city autocomplete. By default it searches the app's offline index (/api/cities); with
// NEXT_PUBLIC_GOOGLE_MAPS_API_KEY set it uses Google Places (US cities only) behind the same props.
export function CityPicker(props: CityPickerProps) {
  if (GOOGLE_MAPS_API_KEY) return <GooglePlacesCityPicker apiKey={GOOGLE_MAPS_API_KEY} {...props} />;
  return <OfflineCityPicker {...props} />;
}

type SearchState = { query: string; results: PickedCity[]; failed: boolean };

function OfflineCityPicker({
  value,
  onChange,
  label,
  error,
  placeholder = m.placeholder,
  required,
  disabled,
  hint,
  id,
  className,
}: CityPickerProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), CITY_SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState<SearchState>({ query: '', results: [], failed: false });

  useEffect(() => {
    if (!debounced) return;
    const controller = new AbortController();
    fetch(`/api/cities?q=${encodeURIComponent(debounced)}&limit=8`, { signal: controller.signal })
      .then((response) => routeData<{ results: PickedCity[] }>(response))
      .then((body) => setSearch({ query: debounced, results: body.results, failed: false }))
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[city-picker]', reason);
        setSearch({ query: debounced, results: [], failed: true });
      });
    return () => controller.abort();
  }, [debounced]);

  const typed = query.trim();
  const current = typed !== '' && search.query === typed;
  const loading = typed !== '' && !current;
  const results = current ? search.results : [];

  return (
    <CityField
      inputId={inputId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      <Combobox
        value={value}
        by="name"
        onChange={(city) => onChange(city)}
        onClose={() => setQuery('')}
        disabled={disabled}
      >
        <div className="relative">
          <ComboboxInput<PickedCity | null>
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, hint, error)}
            aria-required={required || undefined}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(city) => city?.name ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              if (event.target.value === '') onChange(null);
            }}
            className={inputClasses(error)}
          />
          {loading && (
            <span className="absolute inset-y-0 right-3 flex items-center">
              <Spinner decorative />
            </span>
          )}
          {typed !== '' && (
            <ComboboxOptions
              modal={false}
              className="absolute z-40 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg empty:invisible"
            >
              {results.map((city) => (
                <ComboboxOption
                  key={`${city.name}-${city.lat}-${city.lng}`}
                  value={city}
                  className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-emerald-50 data-selected:font-semibold"
                >
                  {city.name}
                </ComboboxOption>
              ))}
              {current && results.length === 0 && (
                <p className="px-3 py-2 text-slate-700">{search.failed ? m.failed : m.noResults}</p>
              )}
            </ComboboxOptions>
          )}
        </div>
      </Combobox>
    </CityField>
  );
}
