import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AmbassadorDecisionForm } from '@/components/admin/AmbassadorDecisionForm';
import { Badge, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { dateTimeFormat } from '@/lib/intl';
import { ambassadorUi as m } from '@/lib/messages/teams';
import { adminAmbassadorApplications } from '@/lib/teams/queries';

export const metadata: Metadata = { title: m.applicationsTitle };

const nameOf = (u: { displayName: string | null; fullName: string | null; email: string }) =>
  u.displayName || u.fullName || u.email;

// admin/ambassadors (administrators only; anyone else gets a 404): applications, pending first, each answered
// with Approve or Decline and a message the applicant receives in the app and by mail.
export default async function AmbassadorApplicationsPage() {
  const viewer = await requireViewer();
  const applications = await adminAmbassadorApplications(viewer);
  if (!applications) notFound();
  const date = (d: Date) =>
    dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: viewer.timeZone }).format(d);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{m.applicationsTitle}</h1>
      <Card title={m.applicationsTitle}>
        {applications.length === 0 ? (
          <EmptyState title={m.noApplications} description={m.noApplicationsHint} headingLevel={3} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={m.applicationsTitle}>
            {applications.map((a) => (
              <li key={a.id} className="space-y-2 py-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-slate-900">
                    {nameOf(a.user)} <span className="font-normal text-slate-600">· {a.cityName}</span>
                  </p>
                  <span className="flex items-center gap-2 text-xs text-slate-600">
                    <Badge
                      tone={
                        a.status === 'approved' ? 'success' : a.status === 'declined' ? 'danger' : 'warning'
                      }
                    >
                      {m.status[a.status] ?? a.status}
                    </Badge>
                    {m.appliedOn(date(a.createdAt))}
                  </span>
                </div>
                <p className="text-sm text-slate-600">{a.user.email}</p>
                <div className="flex flex-wrap gap-1">
                  {a.sports.map((s) => (
                    <Badge key={s}>{s}</Badge>
                  ))}
                </div>
                <p className="whitespace-pre-line text-sm text-slate-800">{a.why}</p>
                {a.status === 'pending' ? (
                  <AmbassadorDecisionForm applicationId={a.id} name={nameOf(a.user)} />
                ) : (
                  <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
                    <p className="whitespace-pre-line">{a.decisionMessage}</p>
                    {a.decidedAt && (
                      <p className="mt-1 text-xs text-slate-600">
                        {m.decidedBy(a.decidedBy ? nameOf(a.decidedBy) : '—', date(a.decidedAt))}
                      </p>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
