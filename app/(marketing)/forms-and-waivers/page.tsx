import { FeaturePage, featureMetadata } from '@/components/marketing/FeaturePage';

export const metadata = featureMetadata('forms-and-waivers');

export default function Page() {
  return <FeaturePage page="forms-and-waivers" />;
}
