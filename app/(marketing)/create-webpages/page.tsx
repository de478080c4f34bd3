import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('create-webpages');

export default function Page() {
  return <FeaturePage page="create-webpages" />;
}
