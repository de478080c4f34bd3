import { notFound, redirect } from 'next/navigation';
import { param, type SearchParams } from '@/lib/search-params';

// places/poster?id={id}: the same poster as places/poster/{id}.
export default async function PlacePosterByQuery({ searchParams }: { searchParams?: SearchParams }) {
  const id = param(((await searchParams) ?? {}).id)?.trim();
  if (!id || id.length > 64) notFound();
  redirect(`/places/poster/${encodeURIComponent(id)}`);
}
