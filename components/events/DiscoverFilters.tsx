import Link from 'next/link';
import { Button, SelectField, TextField } from '@/components/ui';
import { discoverRadii, type DiscoverFilters as Filters } from '@/lib/events/schema';
import type { DistanceUnit } from '@/lib/geo/distance';
import { distanceMessages } from '@/lib/messages/distance';
import { eventUiMessages as m } from '@/lib/messages/events';
import { levelsMessages } from '@/lib/messages/levels';
import { DiscoverLocation } from './DiscoverLocation';

// Discover's filters as a plain GET form: the URL holds them (shareable, the back button works) and it works
// before any JavaScript loads.
export function DiscoverFilters({
  filters,
  place = null,
  gameTypes,
  unit = 'mi',
}: {
  filters: Filters;
  place?: { name: string; lat: number; lng: number } | null;
  gameTypes: { id: string; label: string }[];
  /** The viewer's distance unit: the radius choices are in it (docs/cities.md). */
  unit?: DistanceUnit;
}) {
  return (
    <form method="get" role="search" aria-label={m.filters.label} className="space-y-3">
      {/* Applying filters keeps the map view (issue 35: the list/map toggle and the filters share the URL). */}
      {filters.view === 'map' && <input type="hidden" name="view" value="map" />}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <DiscoverLocation place={place} />
        <TextField
          name="q"
          type="search"
          label={m.filters.text}
          placeholder={m.filters.textPlaceholder}
          defaultValue={filters.q ?? ''}
          maxLength={100}
        />
        <SelectField
          name="type"
          label={m.filters.gameType}
          defaultValue={filters.type ?? ''}
          options={[
            { value: '', label: m.filters.anyType },
            ...gameTypes.map((t) => ({ value: t.id, label: t.label })),
          ]}
        />
        <SelectField
          name="radius"
          label={m.filters.radius}
          defaultValue={String(filters.radius)}
          options={discoverRadii(unit).map((r) => ({
            value: String(r),
            label: unit === 'mi' ? m.filters.miles(r) : distanceMessages.radiusOption(r, unit),
          }))}
        />
        <SelectField
          name="when"
          label={m.filters.when}
          defaultValue={filters.when}
          options={[
            { value: 'upcoming', label: m.filters.upcoming },
            { value: 'past', label: m.filters.past },
          ]}
        />
        <SelectField
          name="level"
          label={levelsMessages.levelFilter}
          hint={levelsMessages.atMyLevelHint}
          defaultValue={filters.level}
          options={[
            { value: 'mine', label: levelsMessages.atMyLevel },
            { value: 'any', label: levelsMessages.allLevels },
          ]}
        />
        <TextField name="from" type="date" label={m.filters.from} defaultValue={filters.from ?? ''} />
        <TextField name="to" type="date" label={m.filters.to} defaultValue={filters.to ?? ''} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{m.filters.apply}</Button>
        <Link href="/discover" className="text-sm font-semibold text-emerald-700 hover:underline">
          {m.filters.clear}
        </Link>
      </div>
    </form>
  );
}
