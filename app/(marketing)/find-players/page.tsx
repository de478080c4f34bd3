import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('find-players');

export default function Page() {
  return <FeaturePage page="find-players" />;
}
