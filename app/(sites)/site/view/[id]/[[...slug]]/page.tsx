import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SitePage } from '@/components/sites/SitePage';
import { siteUrl } from '@/lib/env';
import { siteBasePath, sitePageMetadata } from '@/lib/sites/public';
import { publishedSite } from '@/lib/sites/queries';

// site/view/{id}/{slug?}: a published website, rendered on the server. The site's pages are cached by tag
// (Publish expires it); the live blocks (roster, upcoming games) read current data on every request. On a
// custom domain proxy.ts rewrites / and /{slug} here.

type Props = { params: Promise<{ id: string; slug?: string[] }> };

async function load({ params }: Props) {
  const { id, slug } = await params;
  if (slug && slug.length > 1) notFound();
  const site = await publishedSite(id);
  if (!site || site.pages.length === 0) notFound();
  const page = slug?.[0] ? site.pages.find((p) => p.slug === slug[0]) : site.pages[0];
  if (!page) notFound();
  return { site, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, page } = await load(props);
  return sitePageMetadata(site, page.slug);
}

export default async function SiteViewPage(props: Props) {
  const { site, page } = await load(props);
  return <SitePage site={site} slug={page.slug} basePath={await siteBasePath(site.id)} appUrl={siteUrl()} />;
}
