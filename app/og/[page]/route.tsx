import { notFound } from 'next/navigation';
import { z } from 'zod';
import { ogImage } from '@/components/marketing/og-image';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';
import { ogCards, type OgKey } from '@/lib/seo/og';

// /og/{page}: the share image (1200×630 PNG) of a marketing page or page family, generated at build time (public).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ogCards).map((page) => ({ page }));
}

export const GET = defineRoute(
  {
    name: 'og.page',
    auth: 'public',
    input: z.object({ params: z.object({ page: z.string() }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input }) => {
    const card = ogCards[input.params.page as OgKey];
    if (!card) notFound();
    return ogImage(card);
  },
);
