import { PricingPage } from '@/components/billing/PricingPage';
import { pricingPlans } from '@/lib/billing/pricing';
import { pricingMessages } from '@/lib/messages/billing';
import { marketingMetadata } from '@/lib/seo/og';

// pricing/member: the spec's second address of the member pricing page; same page, canonical member/pricing.
export const revalidate = 3600;
export const metadata = marketingMetadata(pricingMessages.member, 'member-pricing');

export default async function PricingMemberPage() {
  return <PricingPage audience="member" plans={await pricingPlans('USER')} />;
}
