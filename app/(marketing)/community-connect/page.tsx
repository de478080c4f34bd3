import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('community-connect');

export default function Page() {
  return <FeaturePage page="community-connect" />;
}
