import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('create-tournaments');

export default function Page() {
  return <FeaturePage page="create-tournaments" />;
}
