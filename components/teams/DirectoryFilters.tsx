import Link from 'next/link';
import { DiscoverLocation } from '@/components/events/DiscoverLocation';
import { Button, SelectField, TextField } from '@/components/ui';
import { teamUi } from '@/lib/messages/teams';
import { DIRECTORY_RADII, type DirectoryFilters as Filters } from '@/lib/teams/schema';

const m = teamUi.directory;

// The directory's filters as a plain GET form (teams-v3, leagues): the URL holds them (shareable, the back
// button works) and it works before any JavaScript loads. Where to look is Discover's city picker / "Near me".
export function DirectoryFilters({
  path,
  filters,
  place,
  sports,
}: {
  path: string;
  filters: Filters;
  place: { name: string; lat: number; lng: number } | null;
  sports: { id: string; label: string }[];
}) {
  return (
    <form method="get" action={path} role="search" aria-label={m.filtersLabel} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <DiscoverLocation place={place} />
        <TextField
          name="q"
          type="search"
          label={m.text}
          placeholder={m.textPlaceholder}
          defaultValue={filters.q ?? ''}
          maxLength={100}
        />
        <SelectField
          name="sport"
          label={m.sport}
          defaultValue={filters.sport ?? ''}
          options={[
            { value: '', label: m.anySport },
            ...sports.map((s) => ({ value: s.id, label: s.label })),
          ]}
        />
        <SelectField
          name="radius"
          label={m.radius}
          defaultValue={String(filters.radius)}
          options={DIRECTORY_RADII.map((r) => ({ value: String(r), label: m.miles(r) }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{m.apply}</Button>
        <Link href={path} className="text-sm font-semibold text-emerald-700 hover:underline">
          {m.clear}
        </Link>
      </div>
    </form>
  );
}
