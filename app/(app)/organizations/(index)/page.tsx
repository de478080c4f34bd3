import type { Metadata } from 'next';
import Link from 'next/link';
import { TeamRequests } from '@/components/organizations/ManageSections';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { organizationManageUi as mm } from '@/lib/messages/organizations';
import { organizationUi as m } from '@/lib/messages/teams';
import { listOrganizations, myOrganizations, teamRequestsFor } from '@/lib/organizations/queries';

export const metadata: Metadata = { title: m.listTitle };

const rowClass =
  'flex items-center gap-3 rounded-md px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700';

// The organizations list: requests to list the viewer's teams, the organizations the viewer runs (with Manage),
// then every organization, each linking to its public page org/{slug}.
export default async function OrganizationsPage() {
  const viewer = await requireViewer();
  const [organizations, mine, requests] = await Promise.all([
    listOrganizations(),
    myOrganizations(viewer.id),
    teamRequestsFor(viewer.id),
  ]);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.listTitle}</h1>
          <p className="text-slate-700">{m.listIntro}</p>
        </div>
        <ButtonLink href="/organizations/new">{mm.create}</ButtonLink>
      </div>
      {requests.length > 0 && (
        <Card title={mm.requestsTitle}>
          <TeamRequests requests={requests} />
        </Card>
      )}
      <Card title={mm.yours}>
        {mine.length === 0 ? (
          <p className="text-sm text-slate-600">{mm.yoursEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {mine.map((o) => (
              <li key={o.id} className="flex items-center gap-3 py-2">
                <TeamAvatar name={o.name} photoUrl={o.logoUrl} size={40} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{o.name}</span>
                  <span className="text-sm text-slate-600">{m.teams(o._count.teams)}</span>
                </span>
                <ButtonLink href={`/org/${o.slug}`} variant="secondary" size="sm">
                  {mm.viewPage}
                </ButtonLink>
                <ButtonLink
                  href={`/organizations/${o.id}/manage`}
                  size="sm"
                  aria-label={`${mm.manage} ${o.name}`}
                >
                  {mm.manage}
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {organizations.length === 0 ? (
        <EmptyState title={m.noOrganizations} description={m.noOrganizationsHint} />
      ) : (
        <Card title={mm.all}>
          <ul className="divide-y divide-slate-100">
            {organizations.map((o) => (
              <li key={o.id}>
                <Link href={`/org/${o.slug}`} className={rowClass}>
                  <TeamAvatar name={o.name} photoUrl={o.logoUrl} size={44} />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{o.name}</span>
                    <span className="line-clamp-1 text-sm text-slate-600">
                      {m.teams(o._count.teams)}
                      {o.description ? ` · ${o.description}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
