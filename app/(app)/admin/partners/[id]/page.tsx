import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PartnerEventForm, RetirePartnerButton } from '@/components/admin/PartnerEvents';
import { PartnerForm } from '@/components/admin/PartnerForm';
import { Badge, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { adminPartnerMessages as m, type PartnerType } from '@/lib/messages/partners';
import { adminPartner } from '@/lib/partners/queries';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: m.title };

// admin/partners/{id} (administrators only; anyone else, and an unknown id, gets a 404): the partner's details,
// its programs (add, edit, remove) and Retire / Bring back.
export default async function EditPartnerPage({ params }: Props) {
  const [{ id }, viewer] = await Promise.all([params, requireViewer()]);
  const partner = await adminPartner(viewer, id);
  if (!partner) notFound();
  const retired = partner.retiredAt !== null;
  return (
    <div className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">{m.editTitle(partner.name)}</h1>
          {retired ? (
            <Badge>{m.retiredNote}</Badge>
          ) : (
            <Link
              href={`/partner/events/${partner.id}`}
              className="text-sm font-semibold text-emerald-700 hover:underline"
            >
              {m.viewPublic}
            </Link>
          )}
        </div>
        <RetirePartnerButton partnerId={partner.id} retired={retired} />
      </div>
      <Card>
        <PartnerForm
          partnerId={partner.id}
          values={{
            name: partner.name,
            type: partner.type as PartnerType,
            tagline: partner.tagline,
            description: partner.description,
            city: partner.city,
            region: partner.region,
            websiteUrl: partner.websiteUrl ?? '',
            preferred: partner.preferred,
            sortOrder: partner.sortOrder,
          }}
        />
      </Card>
      <Card title={m.eventsTitle}>
        <div className="space-y-6">
          {partner.events.length === 0 ? (
            <EmptyState title={m.eventsEmpty} description={m.eventsEmptyHint} headingLevel={3} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {partner.events.map((e) => (
                <li key={e.id} className="py-4">
                  <PartnerEventForm
                    partnerId={partner.id}
                    eventId={e.id}
                    values={{
                      title: e.title,
                      schedule: e.schedule,
                      description: e.description,
                      sortOrder: e.sortOrder,
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="space-y-2 border-t border-slate-200 pt-4">
            <h3 className="font-semibold text-slate-900">{m.addEvent}</h3>
            <PartnerEventForm partnerId={partner.id} />
          </div>
        </div>
      </Card>
    </div>
  );
}
