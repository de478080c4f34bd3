import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ButtonLink, Card } from '@/components/ui';
import { adminOverview } from '@/lib/admin/queries';
import { requireViewer } from '@/lib/auth/viewer';
import { featureFlagMessages } from '@/lib/messages';
import { adminPartnerMessages } from '@/lib/messages/partners';
import { postMessages } from '@/lib/messages/posts';
import { ambassadorUi as m } from '@/lib/messages/teams';

export const metadata: Metadata = { title: m.adminTitle };

// The admin overview (administrators only; anyone else gets a 404): what waits for an answer in each admin
// page, one click from here and from the side panel's Admin group.
export default async function AdminPage() {
  const viewer = await requireViewer();
  const overview = await adminOverview(viewer);
  if (!overview) notFound();
  const sections = [
    {
      href: '/admin/posts',
      title: postMessages.reportedTitle,
      text: m.adminReported(overview.reportedPosts),
    },
    {
      href: '/admin/ambassadors',
      title: m.applicationsTitle,
      text: m.adminPending(overview.pendingApplications),
    },
    {
      href: '/admin/partners',
      title: adminPartnerMessages.title,
      text: m.adminPartners(overview.activePartners),
    },
    { href: '/admin/flags', title: featureFlagMessages.title, text: m.adminFlagsCount(overview.flags) },
  ];
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{m.adminTitle}</h1>
        <p className="text-slate-700">{m.adminIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {sections.map((s) => (
          <Card key={s.href} title={s.title}>
            <p className="text-sm text-slate-700">{s.text}</p>
            <ButtonLink href={s.href} size="sm" variant="secondary" className="mt-3">
              {m.adminOpen}
              <span className="sr-only">: {s.title}</span>
            </ButtonLink>
          </Card>
        ))}
      </div>
    </div>
  );
}
