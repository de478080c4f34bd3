import { notFound } from 'next/navigation';
import { PricingPage } from '@/components/billing/PricingPage';
import { pricingPlans } from '@/lib/billing/pricing';
import { pricingMessages } from '@/lib/messages/billing';
import { marketingMetadata } from '@/lib/seo/og';

// pricing/member: the spec's second address of the member pricing page; the same page, canonical member/pricing.
// Rendered at the first request (see organizer/[page]) and re-read hourly.
export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = async () => [];
export const metadata = marketingMetadata(pricingMessages.member, 'member-pricing');

export default async function PricingMemberPage({ params }: { params: Promise<{ audience: string }> }) {
  if ((await params).audience !== 'member') notFound();
  return <PricingPage audience="member" plans={await pricingPlans('USER')} />;
}
