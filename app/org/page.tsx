import { redirect } from 'next/navigation';

export const dynamic = 'force-dynamic';
import { organizationMessages } from '@/lib/messages';

// org without a slug: 'No organization slug provided', then the root (02 §5, §8).
export default function OrganizationWithoutSlug() {
  console.warn(`[org] ${organizationMessages.noSlug}`);
  redirect('/');
}
