import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PartnerForm } from '@/components/admin/PartnerForm';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { adminPartnerMessages as m } from '@/lib/messages/partners';

export const metadata: Metadata = { title: m.newTitle };

// admin/partners/new (administrators only; anyone else gets a 404): a new partner; saving opens its edit page,
// where its programs are added.
export default async function NewPartnerPage() {
  const viewer = await requireViewer();
  if (!viewer.isAdmin) notFound();
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{m.newTitle}</h1>
      <Card>
        <PartnerForm />
      </Card>
    </div>
  );
}
