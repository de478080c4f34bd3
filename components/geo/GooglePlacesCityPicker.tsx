/// <reference types="google.maps" />
'use client';

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import Script from 'next/script';
import { useEffect, useId, useState } from 'react';
import usePlacesAutocomplete, { getGeocode, getLatLng, type Suggestion } from 'use-places-autocomplete';
import { cityLabel, type PickedCity } from '@/lib/geo/city';
import { cityPickerMessages as m } from '@/lib/messages';
import { CityField, describedBy, inputClasses, type CityPickerProps } from './CityField';

const CALLBACK = '__beansPlacesReady';
const SEARCH_DEBOUNCE_MS = 300;

// Google Places autocomplete limited to US cities (use-places-autocomplete), used by <CityPicker> when
// NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set. The chosen prediction is geocoded into the same PickedCity the
// offline picker returns. (Not exercised by the test suite: it needs Google's servers.)
export function GooglePlacesCityPicker({
  apiKey,
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
}: CityPickerProps & { apiKey: string }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [failed, setFailed] = useState(false);
  const {
    ready,
    value: text,
    suggestions: { data, status, loading },
    setValue,
    clearSuggestions,
    init,
  } = usePlacesAutocomplete({
    // Any country: Places restricts to at most five; a city outside the covered ones is refused on saving.
    requestOptions: { types: ['(cities)'] },
    debounce: SEARCH_DEBOUNCE_MS,
    defaultValue: value?.name ?? '',
    callbackName: CALLBACK,
    initOnMount: false,
  });

  // The script may already be on the page (another picker, or client navigation).
  useEffect(() => {
    if (typeof window !== 'undefined' && window.google?.maps?.places) init();
  }, [init]);

  const choose = async (suggestion: Suggestion | null) => {
    if (!suggestion) return;
    setValue(suggestion.description, false);
    clearSuggestions();
    try {
      const city = await toPickedCity(suggestion);
      setFailed(false);
      setValue(city.name, false);
      onChange(city);
    } catch (reason) {
      console.error('[city-picker] geocoding failed', reason);
      setFailed(true);
      onChange(null);
    }
  };

  return (
    <CityField
      inputId={inputId}
      label={label}
      error={error ?? (failed ? m.failed : undefined)}
      hint={hint}
      required={required}
      className={className}
    >
      <Script
        src={`https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async&callback=${CALLBACK}`}
        strategy="afterInteractive"
        onReady={() => {
          if (window.google?.maps?.places) init();
        }}
      />
      <Combobox<Suggestion | null> value={null} onChange={choose} disabled={disabled || !ready}>
        <div className="relative">
          <ComboboxInput<Suggestion | null>
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, hint, error)}
            aria-required={required || undefined}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={() => text}
            onChange={(event) => {
              setValue(event.target.value);
              if (event.target.value === '') onChange(null);
            }}
            className={inputClasses(error)}
          />
          {text !== '' && text !== value?.name && (
            <ComboboxOptions
              modal={false}
              className="absolute z-40 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg empty:invisible"
            >
              {status === 'OK' &&
                data.map((suggestion) => (
                  <ComboboxOption
                    key={suggestion.place_id}
                    value={suggestion}
                    className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-emerald-50"
                  >
                    {suggestion.description}
                  </ComboboxOption>
                ))}
              {!loading && status !== '' && status !== 'OK' && (
                <p className="px-3 py-2 text-slate-700">{m.noResults}</p>
              )}
            </ComboboxOptions>
          )}
        </div>
      </Combobox>
    </CityField>
  );
}

async function toPickedCity(suggestion: Suggestion): Promise<PickedCity> {
  const [result] = await getGeocode({ placeId: suggestion.place_id });
  const { lat, lng } = getLatLng(result);
  const part = (type: string) => result.address_components.find((c) => c.types.includes(type));
  const city =
    part('locality')?.long_name ??
    part('sublocality')?.long_name ??
    suggestion.structured_formatting.main_text;
  const country = part('country')?.short_name ?? 'US';
  const state = country === 'US' ? (part('administrative_area_level_1')?.short_name ?? '') : '';
  return {
    name: cityLabel(city, state, country),
    city,
    state,
    country,
    lat,
    lng,
    formattedAddress: result.formatted_address,
  };
}
