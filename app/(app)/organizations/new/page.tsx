import type { Metadata } from 'next';
import { OrganizationForm } from '@/components/organizations/OrganizationForm';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { env } from '@/lib/env';
import { organizationManageUi as m } from '@/lib/messages/organizations';

export const metadata: Metadata = { title: m.createTitle };

export default async function NewOrganizationPage() {
  await requireViewer();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{m.createTitle}</h1>
        <p className="text-slate-700">{m.createIntro}</p>
      </div>
      <Card>
        <OrganizationForm origin={new URL(env().APP_URL).origin} />
      </Card>
    </div>
  );
}
