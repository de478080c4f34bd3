import { PageSkeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

export default function OrganizationsLoading() {
  return <PageSkeleton label={commonMessages.loading} width="max-w-4xl" />;
}
