import { notFound, permanentRedirect } from 'next/navigation';
import { db } from '@/lib/db';

// organization/{id}: the organization's page is its public org/{slug}.
export default async function OrganizationById({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const org = await db.organization.findUnique({ where: { id }, select: { slug: true } });
  if (!org) notFound();
  permanentRedirect(`/org/${org.slug}`);
}
