import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { teamUi as m } from '@/lib/messages/teams';
import type { DirectoryTeam } from '@/lib/teams/directory';
import { TeamAvatar } from './TeamAvatar';

const d = m.directory;

/** One page of directory results with previous/next links that keep the other filters. */
export function DirectoryResults({
  teams,
  hasMore,
  page,
  heading,
  pageHref,
  empty,
}: {
  teams: DirectoryTeam[];
  hasMore: boolean;
  page: number;
  heading: string;
  pageHref: (page: number) => string;
  empty: ReactNode;
}) {
  if (teams.length === 0 && page === 1) return <>{empty}</>;
  return (
    <section aria-labelledby="directory-results" className="space-y-3">
      <h2 id="directory-results" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {teams.length === 0 ? (
        <EmptyState illustration="people" title={d.emptyTitle} description={d.emptyHint} />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100" aria-label={d.results}>
            {teams.map((team) => (
              <li key={team.id}>
                <Link
                  href={`/team/${team.id}`}
                  className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  <span className="flex min-w-0 items-center gap-3">
                    <TeamAvatar name={team.name} photoUrl={team.photoUrl} size={44} />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{team.name}</span>
                      <span className="block truncate text-sm text-slate-600">
                        {[team.sport, team.cityName, team.miles !== null ? d.milesAway(team.miles) : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1 text-sm text-slate-700 sm:flex-row sm:items-center sm:gap-2">
                    {team.standing === 'member' && <Badge tone="success">{d.youAreMember}</Badge>}
                    {team.standing === 'requested' && <Badge>{d.youRequested}</Badge>}
                    {team.standing === 'invited' && <Badge tone="success">{d.youAreInvited}</Badge>}
                    <span className="hidden sm:inline-flex">
                      <Badge>{m.kindLabels[team.kind]}</Badge>
                    </span>
                    <span className="hidden sm:inline">{m.policyShort[team.joinPolicy]}</span>
                    <span className="hidden sm:inline">{m.members(team.memberCount)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label={d.pageOf(page)} className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <ButtonLink href={pageHref(page - 1)} variant="secondary" size="sm" rel="prev">
              {d.previous}
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">{d.pageOf(page)}</span>
          {hasMore ? (
            <ButtonLink href={pageHref(page + 1)} variant="secondary" size="sm" rel="next">
              {d.next}
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
