import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/marketing/JsonLd';
import { BecomePartner } from '@/components/marketing/PartnerNav';
import { Hero, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { partnerMessages as m, partnerTypes, type PartnerType } from '@/lib/messages/partners';
import { preferredPartner } from '@/lib/partners/queries';
import { marketingMetadata } from '@/lib/seo/og';

type Props = { params: Promise<{ id: string }> };

// partner/preferred/{id}: a preferred partner's profile. Static for an hour; unknown or not preferred → 404.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const partner = await preferredPartner(id);
  if (!partner) return {};
  return marketingMetadata(
    { title: m.profileTitle(partner.name), description: partner.tagline, path: `/partner/preferred/${id}` },
    'partners',
  );
}

export default async function PreferredPartnerPage({ params }: Props) {
  const { id } = await params;
  const partner = await preferredPartner(id);
  if (!partner) notFound();
  const type = partnerTypes[partner.type as PartnerType];
  const place = m.location(partner.city, partner.region);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': partner.type === 'venues' ? 'SportsActivityLocation' : 'LocalBusiness',
          name: partner.name,
          description: partner.description,
          url: `${siteUrl()}/partner/preferred/${partner.id}`,
          address: {
            '@type': 'PostalAddress',
            addressLocality: partner.city,
            addressRegion: partner.region,
            addressCountry: 'US',
          },
        }}
      />
      <Hero eyebrow={m.preferred} heading={partner.name} lead={partner.tagline} actions={false}>
        <p className="mt-2 text-slate-600">
          {type ? `${type.label} · ` : ''}
          {place}
        </p>
      </Hero>
      <Section className="mt-10 max-w-3xl">
        <p className="text-lg text-slate-800">{partner.description}</p>
        <p className="mt-6 flex flex-wrap gap-4 font-semibold">
          <a href={`/partner/events/${partner.id}`} className="text-emerald-800 underline underline-offset-4">
            {m.viewPrograms} ({partner._count.events})
          </a>
          {type ? (
            <a href={`/partners/${partner.type}`} className="text-emerald-800 underline underline-offset-4">
              {type.heading}
            </a>
          ) : null}
        </p>
      </Section>
      <BecomePartner />
    </>
  );
}
