import { notFound } from 'next/navigation';
import { PricingPage } from '@/components/billing/PricingPage';
import { pricingPlans } from '@/lib/billing/pricing';
import { pricingMessages } from '@/lib/messages/billing';
import { marketingMetadata } from '@/lib/seo/og';

// organizer/pricing: the team plans (ROOKIE, Organizer Pro, ...). Static, but rendered at the first request
// rather than at build time (no params are prebuilt), so it shows the plans of the database the server runs
// on; then cached and re-read hourly. Any other organizer/… is not found.
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];
export const metadata = marketingMetadata(pricingMessages.organizer, 'organizer-pricing');

export default async function OrganizerPricingPage({ params }: { params: Promise<{ page: string }> }) {
  if ((await params).page !== 'pricing') notFound();
  return <PricingPage audience="organizer" plans={await pricingPlans('TEAM')} />;
}
