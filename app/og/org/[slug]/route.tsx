import { z } from 'zod';
import { ogImage } from '@/components/marketing/og-image';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';
import { organizationShareCard } from '@/lib/seo/share-cards';

// /og/org/{slug}: the share image (1200×630 PNG) of an organization: its teams' sports, its name, its city.
// Read through the organization's cache tag, like org/{slug}. Unknown slug: 404. Public, like org/{slug}.
export const GET = defineRoute(
  {
    name: 'og.organization',
    auth: 'public',
    input: z.object({ params: z.object({ slug: z.string() }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input }) => {
    const card = await organizationShareCard(input.params.slug);
    if (!card) return new Response('Not found', { status: 404 });
    return ogImage(card, { 'cache-control': 'public, max-age=3600' });
  },
);
