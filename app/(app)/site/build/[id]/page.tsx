import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteEditor } from '@/components/sites/SiteEditor';
import { ButtonLink, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { siteMessages, siteUi as m } from '@/lib/messages/sites';
import { editorData } from '@/lib/sites/queries';

export const metadata: Metadata = { title: m.editorTitle, robots: { index: false } };

// site/build/{id}: the site editor, for the site's creator only ('User does not own this website').
export default async function SiteBuildPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ page?: string }>;
}) {
  const viewer = await requireViewer({ profile: true });
  const [{ id }, { page }] = await Promise.all([params, searchParams]);
  const result = await editorData(viewer.id, id);
  if (result.status === 'not-found') notFound();
  if (result.status === 'not-owner')
    return (
      <EmptyState title={siteMessages.notOwner} action={<ButtonLink href="/site">{m.back}</ButtonLink>} />
    );
  return (
    <SiteEditor key={result.data.pages.map((p) => p.slug).join()} data={result.data} initialSlug={page} />
  );
}
