import type { Metadata } from 'next';
import Link from 'next/link';
import { DomainManager } from '@/components/sites/DomainManager';
import { ButtonLink, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { siteUrl } from '@/lib/env';
import { domainUi as m, siteUi } from '@/lib/messages/sites';
import { myDomains } from '@/lib/sites/queries';

export const metadata: Metadata = { title: m.title, robots: { index: false } };

// custom-website: the viewer's custom domains, the TXT record each needs, and Verify.
export default async function CustomWebsitePage() {
  const viewer = await requireViewer({ profile: true });
  const sites = await myDomains(viewer.id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <Link href="/site" className="text-sm text-emerald-800 underline">
          {siteUi.back}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>
        <p className="text-slate-600">{m.intro}</p>
      </div>
      {sites.length === 0 ? (
        <EmptyState
          title={m.emptyTitle}
          description={m.noSites}
          action={<ButtonLink href="/site/build">{siteUi.newSite}</ButtonLink>}
        />
      ) : (
        <DomainManager sites={sites} pointTo={new URL(siteUrl()).hostname} timeZone={viewer.timeZone} />
      )}
    </div>
  );
}
