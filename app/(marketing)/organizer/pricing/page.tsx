import { PricingPage } from '@/components/billing/PricingPage';
import { pricingPlans } from '@/lib/billing/pricing';
import { pricingMessages } from '@/lib/messages/billing';
import { marketingMetadata } from '@/lib/seo/og';

// organizer/pricing: the team plans (ROOKIE, Organizer Pro, ...), static and re-read from the database hourly.
export const revalidate = 3600;
export const metadata = marketingMetadata(pricingMessages.organizer, 'organizer-pricing');

export default async function OrganizerPricingPage() {
  return <PricingPage audience="organizer" plans={await pricingPlans('TEAM')} />;
}
