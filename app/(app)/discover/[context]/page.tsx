import { notFound } from 'next/navigation';
import type { SearchParams } from '@/lib/search-params';
import DiscoverPage from '../(index)/page';

export { metadata } from '../(index)/page';

// discover/{context}: the events and games tabs show the games; other contexts arrive with later issues.
const CONTEXTS = new Set(['events', 'games']);

export default async function DiscoverContextPage({
  params,
  searchParams,
}: {
  params: Promise<{ context: string }>;
  searchParams?: SearchParams;
}) {
  const { context } = await params;
  if (!CONTEXTS.has(context)) notFound();
  return DiscoverPage({ searchParams });
}
