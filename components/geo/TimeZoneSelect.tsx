'use client';

import { useMemo } from 'react';
import { SelectField, type SelectFieldProps } from '@/components/ui';
import { timeZoneChoices, zoneLabel } from '@/lib/geo/time-zone';

/**
 * The zone picker: every zone a person can pick (lib/geo/time-zone.ts), each as "Europe/Berlin — Central
 * European Time", the current value kept first when the list lacks it. The labels are this browser's (its
 * ICU), so the picker is shown only after a click ("Change"), never in the server's HTML (docs/time-zones.md).
 */
export function TimeZoneSelect({ current, ...props }: Omit<SelectFieldProps, 'options'> & { current?: string }) {
  const options = useMemo(() => {
    const zones = timeZoneChoices();
    const list = current && !zones.includes(current) ? [current, ...zones] : zones;
    const now = new Date();
    return list.map((zone) => ({ value: zone, label: zoneLabel(zone, now) }));
  }, [current]);
  return <SelectField options={options} {...props} />;
}
