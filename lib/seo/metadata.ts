import type { Metadata } from 'next';
import { PRODUCT_NAME } from '@/lib/messages/common';

// One call for a public page's title, description, canonical link and share tags. Paths are relative:
// they resolve against metadataBase (SITE_URL) from the root layout. `image` is the path of the page
// family's opengraph-image route: a page that sets openGraph itself does not inherit a parent segment's
// image file, so it is named here.
export function publicPageMetadata({
  title,
  description,
  path,
  type = 'website',
  image,
}: {
  title: string;
  description: string;
  path: string;
  type?: 'website' | 'article';
  image: { path: string; alt: string };
}): Metadata {
  const images = [{ url: image.path, width: 1200, height: 630, alt: image.alt, type: 'image/png' }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type, siteName: PRODUCT_NAME, locale: 'en_US', images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/** A schema.org object as the text of a <script type="application/ld+json"> ("<" escaped). */
export const jsonLd = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');
