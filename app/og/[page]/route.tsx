import { notFound } from 'next/navigation';
import { ogImage } from '@/components/marketing/og-image';
import { ogCards, type OgKey } from '@/lib/seo/og';

// /og/{page}: the share image (1200×630 PNG) of a marketing page or page family, generated at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ogCards).map((page) => ({ page }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  const card = ogCards[page as OgKey];
  if (!card) notFound();
  return ogImage(card);
}
