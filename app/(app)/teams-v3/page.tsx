import type { Metadata } from 'next';
import { DirectoryFilters } from '@/components/teams/DirectoryFilters';
import { DirectoryResults } from '@/components/teams/DirectoryResults';
import { directoryPageHref } from '@/components/teams/directory-url';
import { TeamsNav } from '@/components/teams/TeamsNav';
import { ButtonLink, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi } from '@/lib/messages/teams';
import { goToCity } from '@/lib/profile/queries';
import { param, type SearchParams } from '@/lib/search-params';
import { directoryPage, sportOptions } from '@/lib/teams/queries';
import { directoryFilterSchema } from '@/lib/teams/schema';

const m = teamUi.directory;
export const metadata: Metadata = { title: m.title };

const KEYS = ['q', 'sport', 'radius', 'page', 'lat', 'lng', 'place'];

// The team directory: teams, communities and leagues near a city (a picked one, "near me", or the viewer's
// go-to city; without any, everywhere by name), by sport and text, paged; filters in the URL (?lat=&lng=&place=
// &q=&sport=&radius=&page=). Invite-only teams and teams across a block are never listed.
export default async function TeamDirectoryPage({ searchParams }: { searchParams?: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const query = (await searchParams) ?? {};
  const filters = directoryFilterSchema.parse(Object.fromEntries(KEYS.map((k) => [k, param(query[k])])));
  const chosen =
    filters.lat !== undefined && filters.lng !== undefined
      ? { name: filters.place ?? m.yourPosition, lat: filters.lat, lng: filters.lng }
      : null;
  const [home, sports] = await Promise.all([chosen ? null : goToCity(viewer.id), sportOptions()]);
  const at = chosen ?? home;
  const { teams, hasMore } = await directoryPage(viewer.id, at, filters);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <TeamsNav current="/teams-v3" />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <p className="text-slate-700">{m.intro}</p>
      </header>
      <DirectoryFilters path="/teams-v3" filters={filters} place={chosen} sports={sports} />
      <DirectoryResults
        teams={teams}
        hasMore={hasMore}
        page={filters.page}
        heading={at ? m.near(at.name) : m.everywhere}
        pageHref={(page) => directoryPageHref('/teams-v3', filters, page)}
        empty={
          <EmptyState
            title={m.emptyTitle}
            description={at ? m.emptyHint : m.noCityHint}
            action={
              <ButtonLink href="/teams/create" size="sm">
                {teamUi.createTeam}
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
