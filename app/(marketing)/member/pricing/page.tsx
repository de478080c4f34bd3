import { PricingPage } from '@/components/billing/PricingPage';
import { pricingPlans } from '@/lib/billing/pricing';
import { pricingMessages } from '@/lib/messages/billing';
import { marketingMetadata } from '@/lib/seo/og';

// member/pricing: the user plans (Free, Member Plus), static and re-read from the database hourly.
export const revalidate = 3600;
export const metadata = marketingMetadata(pricingMessages.member, 'member-pricing');

export default async function MemberPricingPage() {
  return <PricingPage audience="member" plans={await pricingPlans('USER')} />;
}
