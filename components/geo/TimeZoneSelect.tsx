'use client';

import { useMemo } from 'react';
import { SelectField, useHydrated, type SelectFieldProps } from '@/components/ui';
import { timeZoneChoices, zoneLabel } from '@/lib/geo/time-zone';

/**
 * The zone picker: every zone a person can pick (lib/geo/time-zone.ts), each as "Europe/Berlin — Central
 * European Time", the current value kept first when the list lacks it. The labels are this browser's (its
 * ICU), so they are made after hydration, never in the server's HTML (docs/time-zones.md).
 */
export function TimeZoneSelect({
  current,
  ...props
}: Omit<SelectFieldProps, 'options'> & { current?: string }) {
  // Before hydration only the current zone, by its ID: the server's and the browser's ICU may name zones
  // differently, and the whole list (~420 zones) need not be in the page's HTML.
  const hydrated = useHydrated();
  const options = useMemo(() => {
    if (!hydrated) return current ? [{ value: current, label: current.replace(/_/g, ' ') }] : [];
    const zones = timeZoneChoices();
    const list = current && !zones.includes(current) ? [current, ...zones] : zones;
    const now = new Date();
    return list.map((zone) => ({ value: zone, label: zoneLabel(zone, now) }));
  }, [current, hydrated]);
  return <SelectField options={options} {...props} />;
}
