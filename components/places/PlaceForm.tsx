'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CityPicker } from '@/components/geo/CityPicker';
import { Button, ButtonLink, Skeleton, TextAreaField, TextField, useAction } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import type { PickedCity } from '@/lib/geo/city';
import { placeUi as m } from '@/lib/messages/places';
import { createPlaceAction, updatePlaceAction } from '@/lib/places/actions';
import {
  MAX_PLACE_SPORTS,
  placeFormSchema,
  type PlaceFormInput,
  type PlaceFormValues,
} from '@/lib/places/schema';
import type { TileConfig } from './LeafletPlacesMap';

const LeafletPinPicker = dynamic(() => import('./LeafletPinPicker'), {
  ssr: false,
  loading: () => <Skeleton className="h-full w-full rounded-none" />,
});

type Point = { lat: number; lng: number };

// places/new and places/edit/{id}: name, the pin (a click on the map, after moving it to a city if wanted),
// address, sports and details. The same zod schema checks the form here and the action on the server.
export function PlaceForm({
  placeId,
  defaults,
  start,
  tiles,
  sportOptions,
}: {
  /** Editing this place; creating when absent. */
  placeId?: string;
  defaults: PlaceFormInput;
  start: Point & { zoom: number };
  tiles: TileConfig;
  sportOptions: string[];
}) {
  const router = useRouter();
  const runAction = useAction();
  const [city, setCity] = useState<PickedCity | null>(null);
  const [flyTo, setFlyTo] = useState<(Point & { zoom: number; seq: number }) | null>(null);
  const form = useForm<PlaceFormInput, unknown, PlaceFormValues>({
    resolver: zodResolver(placeFormSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const lat = useWatch({ control, name: 'lat' });
  const lng = useWatch({ control, name: 'lng' });
  const pin = lat !== null && lng !== null ? { lat, lng } : null;
  const pinError = errors.lat?.message ?? errors.lng?.message;

  const pick = (p: Point) => {
    setValue('lat', Number(p.lat.toFixed(6)), { shouldValidate: true, shouldDirty: true });
    setValue('lng', Number(p.lng.toFixed(6)), { shouldValidate: true, shouldDirty: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = placeId
      ? await runAction(updatePlaceAction, { ...values, id: placeId }, { setError: form.setError })
      : await runAction(createPlaceAction, values, { setError: form.setError });
    if (result.ok) {
      router.push(`/places/view/${result.data.id}`);
      router.refresh();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={m.name}
        required
        placeholder={m.namePlaceholder}
        error={errors.name?.message}
        maxLength={120}
        {...register('name')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          {m.location}
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        </legend>
        <CityPicker
          label={m.moveToCity}
          value={city}
          onChange={(c) => {
            setCity(c);
            if (c) setFlyTo({ lat: c.lat, lng: c.lng, zoom: 14, seq: Date.now() });
          }}
        />
        <p id="place-pin-hint" className="text-sm text-slate-600">
          {m.locationHint}
        </p>
        <div
          className={cx(
            'h-72 overflow-hidden rounded-lg border sm:h-96',
            pinError ? 'border-red-700' : 'border-slate-300',
          )}
          data-testid="pin-picker"
        >
          <LeafletPinPicker start={start} pin={pin} tiles={tiles} onPick={pick} flyTo={flyTo} />
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {pin ? m.locationPinned(pin.lat, pin.lng) : ''}
        </p>
        {pinError && (
          <p role="alert" className="text-sm text-red-700">
            {pinError}
          </p>
        )}
      </fieldset>
      <TextField
        label={m.address}
        required
        placeholder={m.addressPlaceholder}
        error={errors.address?.message}
        maxLength={200}
        {...register('address')}
      />
      <Controller
        control={control}
        name="sports"
        render={({ field, fieldState }) => (
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">{m.sports}</legend>
            <p className="text-sm text-slate-600">{m.sportsHint}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {sportOptions.map((sport) => {
                const on = field.value.includes(sport);
                return (
                  <label
                    key={sport}
                    className={cx(
                      'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-700',
                      on ? 'border-emerald-700 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-white',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={on}
                      disabled={!on && field.value.length >= MAX_PLACE_SPORTS}
                      onChange={() =>
                        field.onChange(on ? field.value.filter((s) => s !== sport) : [...field.value, sport])
                      }
                    />
                    {sport}
                  </label>
                );
              })}
            </div>
            {fieldState.error && <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>}
          </fieldset>
        )}
      />
      <TextField
        label={m.surface}
        placeholder={m.surfacePlaceholder}
        error={errors.surface?.message}
        maxLength={60}
        {...register('surface')}
      />
      <TextAreaField
        label={m.openingNotes}
        placeholder={m.openingNotesPlaceholder}
        error={errors.openingNotes?.message}
        maxLength={1000}
        rows={3}
        {...register('openingNotes')}
      />
      <TextAreaField
        label={m.description}
        error={errors.description?.message}
        maxLength={2000}
        rows={4}
        {...register('description')}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <ButtonLink href={placeId ? `/places/view/${placeId}` : '/discover/places'} variant="secondary">
          {m.cancel}
        </ButtonLink>
        <Button type="submit" loading={formState.isSubmitting}>
          {placeId ? m.save : m.create}
        </Button>
      </div>
    </form>
  );
}
