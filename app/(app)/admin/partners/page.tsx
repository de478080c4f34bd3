import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PartnersTable } from '@/components/admin/PartnersTable';
import { ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { adminPartnerMessages as m, partnerMessages } from '@/lib/messages/partners';
import { adminPartners } from '@/lib/partners/queries';

export const metadata: Metadata = { title: m.title };

// admin/partners (administrators only; anyone else gets a 404): the partners of the public partner pages,
// active first; each opens its edit page (details, programs, retire).
export default async function AdminPartnersPage() {
  const viewer = await requireViewer();
  const partners = await adminPartners(viewer);
  if (!partners) notFound();
  const add = (
    <ButtonLink href="/admin/partners/new" size="sm">
      {m.add}
    </ButtonLink>
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">{m.title}</h1>
          <p className="max-w-prose text-slate-700">{m.intro}</p>
        </div>
        {add}
      </div>
      <Card>
        {partners.length === 0 ? (
          <EmptyState title={m.empty} description={m.emptyHint} action={add} headingLevel={2} />
        ) : (
          <PartnersTable
            rows={partners.map((p) => ({
              id: p.id,
              name: p.name,
              type: p.type,
              place: partnerMessages.location(p.city, p.region),
              preferred: p.preferred,
              retired: p.retired,
              events: p.events,
            }))}
          />
        )}
      </Card>
    </div>
  );
}
