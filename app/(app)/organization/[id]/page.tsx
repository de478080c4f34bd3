import { notFound, permanentRedirect } from 'next/navigation';
import { organizationSlugById } from '@/lib/organizations/queries';

// organization/{id}: the organization's page is its public org/{slug}.
export default async function OrganizationById({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const slug = await organizationSlugById(id);
  if (!slug) notFound();
  permanentRedirect(`/org/${slug}`);
}
