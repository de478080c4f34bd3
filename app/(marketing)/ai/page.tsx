import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('ai');

export default function Page() {
  return <FeaturePage page="ai" />;
}
