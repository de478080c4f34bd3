'use client';

import { useState } from 'react';
import { Button, SelectField, useAction } from '@/components/ui';
import { DISTANCE_UNITS, isDistanceUnit, type DistanceUnit } from '@/lib/geo/distance';
import { distanceMessages as m } from '@/lib/messages/distance';
import { saveDistanceUnitAction } from '@/lib/profile/actions';

// Settings → General: "Show distances in" Kilometres / Miles (docs/cities.md). Shows the unit in use (chosen,
// or the go-to area's country's) until the person picks one.
export function DistanceUnitForm({ unit: initial }: { unit: DistanceUnit }) {
  const runAction = useAction();
  const [unit, setUnit] = useState<DistanceUnit>(initial);
  const [saving, setSaving] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    await runAction(saveDistanceUnitAction, { distanceUnit: unit });
    setSaving(false);
  };
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={m.unitLabel}
        hint={m.unitHint}
        className="max-w-xs"
        name="distanceUnit"
        value={unit}
        onChange={(e) => {
          if (isDistanceUnit(e.target.value)) setUnit(e.target.value);
        }}
        options={DISTANCE_UNITS.map((u) => ({ value: u, label: m.units[u] }))}
      />
      <Button type="submit" loading={saving}>
        {m.save}
      </Button>
    </form>
  );
}
