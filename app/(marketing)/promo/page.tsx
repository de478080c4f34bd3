import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('promo');

export default function Page() {
  return <FeaturePage page="promo" />;
}
