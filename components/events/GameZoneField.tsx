'use client';

import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TimeZoneSelect } from '@/components/geo/TimeZoneSelect';
import { Button } from '@/components/ui';
import { routeData } from '@/lib/actions/route-data';
import type { GameFieldsInput } from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';

/** The zone at the game's point as the server derived it ("Central Time"), for the line under the city. */
export type DerivedZone = { lat: number; lng: number; timeZone: string; name: string };

/**
 * The game's zone (docs/time-zones.md): the zone of its city, derived by the server (/api/zone) each time the
 * city changes and shown as "Times in Central Time — Austin". The field stays '' (the server derives the zone
 * again when it saves); "Change" reveals the zone list for an override, and the city's zone can be taken back.
 */
export function GameZoneField({
  form,
  initial,
}: {
  form: UseFormReturn<GameFieldsInput>;
  /** The zone at the city the form starts with (a place's page, an edit), derived by the page. */
  initial: DerivedZone | null;
}) {
  const { control, register, setValue, formState } = form;
  const [city, override] = useWatch({ control, name: ['city', 'timeZone'] });
  const [derived, setDerived] = useState<DerivedZone | null>(initial);
  const [changing, setChanging] = useState(Boolean(override));

  const lat = city?.lat;
  const lng = city?.lng;
  const known = derived && derived.lat === lat && derived.lng === lng ? derived : null;
  useEffect(() => {
    if (lat === undefined || lng === undefined || known) return;
    const controller = new AbortController();
    fetch(`/api/zone?lat=${lat}&lng=${lng}`, { signal: controller.signal })
      .then((response) => routeData<{ timeZone: string; name: string }>(response))
      .then((zone) => setDerived({ lat, lng, ...zone }))
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) console.error('[game-zone]', reason);
      });
    return () => controller.abort();
  }, [lat, lng, known]);

  const change = () => {
    if (!override && known) setValue('timeZone', known.timeZone, { shouldDirty: true });
    setChanging(true);
  };
  const usePlace = () => {
    setValue('timeZone', '', { shouldDirty: true, shouldValidate: true });
    setChanging(false);
  };

  return (
    <div className="space-y-2" data-testid="game-zone">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {!changing && (
          <p className="text-sm text-slate-700" data-testid="game-zone-line">
            {known && city ? m.timesIn(known.name, city.city) : m.timesInPlace}
          </p>
        )}
        {changing ? (
          <Button type="button" size="sm" variant="secondary" onClick={usePlace}>
            {m.usePlaceZone}
          </Button>
        ) : (
          <Button type="button" size="sm" variant="secondary" onClick={change}>
            {m.changeZone}
          </Button>
        )}
      </div>
      {changing && (
        <TimeZoneSelect
          label={m.timeZone}
          current={override || known?.timeZone}
          error={formState.errors.timeZone?.message}
          {...register('timeZone')}
        />
      )}
    </div>
  );
}
