import { notFound } from 'next/navigation';
import { PricingPage } from '@/components/billing/PricingPage';
import { pricingPlans } from '@/lib/billing/pricing';
import { pricingMessages } from '@/lib/messages/billing';
import { marketingMetadata } from '@/lib/seo/og';

// member/pricing: the user plans (Free, Member Plus). Static, rendered at the first request (see
// organizer/[page]) and re-read hourly. Any other member/… is not found.
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];
export const metadata = marketingMetadata(pricingMessages.member, 'member-pricing');

export default async function MemberPricingPage({ params }: { params: Promise<{ page: string }> }) {
  if ((await params).page !== 'pricing') notFound();
  return <PricingPage audience="member" plans={await pricingPlans('USER')} />;
}
