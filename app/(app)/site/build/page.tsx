import type { Metadata } from 'next';
import Link from 'next/link';
import { CreateSiteForm } from '@/components/sites/CreateSiteForm';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { siteUi as m } from '@/lib/messages/sites';
import { siteOwnerChoices } from '@/lib/sites/queries';

export const metadata: Metadata = { title: m.createTitle, robots: { index: false } };

// site/build: create a website (title, team or organization, logos, colours).
export default async function CreateSitePage() {
  const viewer = await requireViewer({ profile: true });
  const { teams, organizations } = await siteOwnerChoices(viewer.id);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-1">
        <Link href="/site" className="text-sm text-emerald-800 underline">
          {m.back}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{m.createTitle}</h1>
        <p className="text-slate-600">{m.createIntro}</p>
      </div>
      <Card>
        <CreateSiteForm teams={teams} organizations={organizations} />
      </Card>
    </div>
  );
}
