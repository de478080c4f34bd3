import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('organize-events');

export default function Page() {
  return <FeaturePage page="organize-events" />;
}
