import type { Metadata } from 'next';
import Link from 'next/link';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { organizationUi as m } from '@/lib/messages/teams';
import { listOrganizations } from '@/lib/organizations/queries';

export const metadata: Metadata = { title: m.listTitle };

// The organizations list; each links to its public page org/{slug}.
export default async function OrganizationsPage() {
  await requireViewer();
  const organizations = await listOrganizations();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{m.listTitle}</h1>
        <p className="text-slate-700">{m.listIntro}</p>
      </div>
      {organizations.length === 0 ? (
        <EmptyState title={m.noOrganizations} description={m.noOrganizationsHint} />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">
            {organizations.map((o) => (
              <li key={o.id}>
                <Link
                  href={`/org/${o.slug}`}
                  className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
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
