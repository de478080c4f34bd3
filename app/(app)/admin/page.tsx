import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Badge, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { ambassadorUi as m } from '@/lib/messages/teams';
import { adminAmbassadorApplications } from '@/lib/teams/queries';
import { dateTimeFormat } from '@/lib/intl';

export const metadata: Metadata = { title: m.adminTitle };

// The admin page (administrators only; anyone else gets a 404): ambassador applications, newest first, and
// a link to the feature flags.
export default async function AdminPage() {
  const viewer = await requireViewer();
  const applications = await adminAmbassadorApplications(viewer);
  if (!applications) notFound();
  const date = (d: Date) =>
    dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: viewer.timeZone }).format(d);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.adminTitle}</h1>
        <Link href="/admin/flags" className="text-sm font-semibold text-emerald-700 hover:underline">
          {m.adminFlags}
        </Link>
      </div>
      <Card title={m.applicationsTitle}>
        {applications.length === 0 ? (
          <EmptyState title={m.noApplications} description={m.noApplicationsHint} headingLevel={3} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={m.applicationsTitle}>
            {applications.map((a) => (
              <li key={a.id} className="space-y-2 py-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    {a.user.displayName || a.user.fullName || a.user.email}{' '}
                    <span className="font-normal text-slate-600">· {a.cityName}</span>
                  </p>
                  <span className="text-xs text-slate-600">{m.appliedOn(date(a.createdAt))}</span>
                </div>
                <p className="text-sm text-slate-600">{a.user.email}</p>
                <div className="flex flex-wrap gap-1">
                  {a.sports.map((s) => (
                    <Badge key={s}>{s}</Badge>
                  ))}
                </div>
                <p className="whitespace-pre-line text-sm text-slate-800">{a.why}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
