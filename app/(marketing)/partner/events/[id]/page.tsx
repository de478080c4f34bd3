import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/marketing/JsonLd';
import { BecomePartner } from '@/components/marketing/PartnerNav';
import { Hero, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { partnerMessages as m, partnerTypes, type PartnerType } from '@/lib/messages/partners';
import { partnerWithEvents } from '@/lib/partners/queries';
import { marketingMetadata } from '@/lib/seo/og';

type Props = { params: Promise<{ id: string }> };

// partner/events/{id}: a partner's weekly programs. Static for an hour; an unknown partner is 404.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const partner = await partnerWithEvents(id);
  if (!partner) return {};
  return marketingMetadata(
    {
      title: m.programsTitle(partner.name),
      description: m.programsDescription(partner.name, partner.city),
      path: `/partner/events/${id}`,
    },
    'partners',
  );
}

export default async function PartnerEventsPage({ params }: Props) {
  const { id } = await params;
  const partner = await partnerWithEvents(id);
  if (!partner) notFound();
  const type = partnerTypes[partner.type as PartnerType];
  const place = m.location(partner.city, partner.region);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: m.programsTitle(partner.name),
          url: `${siteUrl()}/partner/events/${partner.id}`,
          itemListElement: partner.events.map((e, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: e.title,
            description: `${e.schedule}. ${e.description}`,
          })),
        }}
      />
      <Hero eyebrow={m.programsHeading} heading={partner.name} lead={partner.tagline} actions={false}>
        <p className="mt-2 text-slate-600">
          {type ? `${type.label} · ` : ''}
          {place}
        </p>
      </Hero>
      <Section className="mt-10 max-w-3xl" labelledBy="programs">
        <h2 id="programs" className="pub-h2">
          {m.programsHeading}
        </h2>
        {partner.events.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-slate-700">{m.noPrograms}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {partner.events.map((e) => (
              <li key={e.id} className="pub-card p-5">
                <h3 className="pub-h3">{e.title}</h3>
                <p className="text-sm font-semibold text-emerald-800">{e.schedule}</p>
                <p className="mt-2 text-slate-700">{e.description}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 flex flex-wrap gap-4 font-semibold">
          {partner.preferred ? (
            <a
              href={`/partner/preferred/${partner.id}`}
              className="text-emerald-800 underline underline-offset-4"
            >
              {m.viewProfile}
            </a>
          ) : null}
          <a href="/city-search" className="text-emerald-800 underline underline-offset-4">
            {m.findGamesNear(partner.city)}
          </a>
        </p>
      </Section>
      <BecomePartner />
    </>
  );
}
