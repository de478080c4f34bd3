import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('collect-payments');

export default function Page() {
  return <FeaturePage page="collect-payments" />;
}
