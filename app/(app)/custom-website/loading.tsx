import { PageSkeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

export default function CustomWebsiteLoading() {
  return <PageSkeleton label={commonMessages.loading} width="max-w-3xl" />;
}
