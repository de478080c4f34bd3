import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SitePage } from '@/components/sites/SitePage';
import { siteUrl } from '@/lib/env';
import { sitePageMetadata } from '@/lib/sites/public';
import { organizationWebsiteId, publishedSite } from '@/lib/sites/queries';

// organization-website/{id}: the organization's published website (its home page; the navigation leads to
// site/view/{siteId}/{slug}, or to the site's own domain once verified, which is also the canonical link).

type Props = { params: Promise<{ id: string }> };

async function load({ params }: Props) {
  const { id } = await params;
  const siteId = await organizationWebsiteId(id);
  const site = siteId ? await publishedSite(siteId) : null;
  if (!site || site.pages.length === 0) notFound();
  return site;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const site = await load(props);
  return sitePageMetadata(site, site.pages[0].slug);
}

export default async function OrganizationWebsitePage(props: Props) {
  const site = await load(props);
  return (
    <SitePage site={site} slug={site.pages[0].slug} basePath={`/site/view/${site.id}`} appUrl={siteUrl()} />
  );
}
