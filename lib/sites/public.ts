import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { siteUrl } from '@/lib/env';
import { PRODUCT_NAME } from '@/lib/messages/common';
import type { PublishedSite } from './queries';
import { SITE_HOST_HEADER } from './routing';
import { NEW_ACCOUNT_ROBOTS } from '@/lib/indexing/new-accounts';

// What the public site pages need besides the site: where it is served (its own domain, set by proxy.ts,
// or /site/view/{id}) and its metadata. Canonical links use the verified domain from the database, never
// the Host header, so /site/view/{id} and the custom domain are not duplicate content.

export async function siteBasePath(siteId: string) {
  const onOwnDomain = Boolean((await headers()).get(SITE_HOST_HEADER));
  return onOwnDomain ? '' : `/site/view/${siteId}`;
}

export function canonicalUrl(site: PublishedSite, slug: string) {
  const isHome = slug === site.pages[0]?.slug;
  if (site.domain) return `https://${site.domain}${isHome ? '/' : `/${slug}`}`;
  return `${siteUrl()}/site/view/${site.id}${isHome ? '' : `/${slug}`}`;
}

export function sitePageMetadata(site: PublishedSite, slug: string): Metadata {
  const page = site.pages.find((p) => p.slug === slug) ?? site.pages[0];
  const title = page.slug === site.pages[0].slug ? site.title : `${page.title} · ${site.title}`;
  const description = page.seoDescription || undefined;
  const url = canonicalUrl(site, page.slug);
  const images = site.settings.logos.primary ? [{ url: site.settings.logos.primary }] : undefined;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: site.title, type: 'website', locale: 'en_US', images },
    twitter: { card: images ? 'summary' : 'summary', title, description },
    generator: PRODUCT_NAME,
    ...(site.newAccount ? { robots: NEW_ACCOUNT_ROBOTS } : {}),
  };
}
