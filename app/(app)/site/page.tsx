import type { Metadata } from 'next';
import Link from 'next/link';
import { Badge, ButtonLink, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { siteUi as m } from '@/lib/messages/sites';
import { mySites } from '@/lib/sites/queries';

export const metadata: Metadata = { title: m.listTitle, robots: { index: false } };

// site: the viewer's websites with their state (published, unpublished changes) and where they are served.
export default async function SitesPage() {
  const viewer = await requireViewer({ profile: true });
  const sites = await mySites(viewer.id);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{m.listTitle}</h1>
          <p className="text-slate-600">{m.listIntro}</p>
        </div>
        <div className="flex gap-2">
          {sites.length > 0 && (
            <ButtonLink href="/custom-website" variant="secondary">
              {m.domains}
            </ButtonLink>
          )}
          <ButtonLink href="/site/build">{m.newSite}</ButtonLink>
        </div>
      </div>
      {sites.length === 0 ? (
        <EmptyState
          title={m.emptyTitle}
          description={m.emptyBody}
          action={<ButtonLink href="/site/build">{m.newSite}</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sites.map((s) => (
            <li
              key={s.id}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <div
                aria-hidden
                className="h-2"
                style={{
                  background: `linear-gradient(90deg, ${s.settings.theme.primaryColor} 70%, ${s.settings.theme.accentColor} 70%)`,
                }}
              />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <div className="space-y-1">
                  <h2 className="text-lg font-semibold text-slate-900">
                    <Link href={`/site/build/${s.id}`} className="hover:underline">
                      {s.title}
                    </Link>
                  </h2>
                  {s.owner && <p className="text-sm text-slate-600">{m.forTeam(s.owner)}</p>}
                </div>
                <div className="flex flex-wrap gap-2">
                  {s.publishedAt ? (
                    <Badge tone="success">{m.published}</Badge>
                  ) : (
                    <Badge>{m.notPublished}</Badge>
                  )}
                  {s.hasDraft && <Badge tone="warning">{m.unpublishedChanges}</Badge>}
                  <Badge>{m.pagesCount(s.pages)}</Badge>
                </div>
                {s.domain && <p className="truncate text-sm text-slate-600">{s.domain}</p>}
                <div className="mt-auto flex gap-2 pt-2">
                  <ButtonLink href={`/site/build/${s.id}`} size="sm">
                    {m.edit}
                  </ButtonLink>
                  {s.publishedAt && (
                    <ButtonLink href={`/site/view/${s.id}`} size="sm" variant="secondary">
                      {m.view}
                    </ButtonLink>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
