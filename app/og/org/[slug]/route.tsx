import { ogImage } from '@/components/marketing/og-image';
import { organizationShareCard } from '@/lib/seo/share-cards';

// /og/org/{slug}: the share image (1200×630 PNG) of an organization: its teams' sports, its name, its city.
// Read through the organization's cache tag, like org/{slug}. Unknown slug: 404.
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const card = await organizationShareCard((await params).slug);
  if (!card) return new Response('Not found', { status: 404 });
  return ogImage(card, { 'cache-control': 'public, max-age=3600' });
}
