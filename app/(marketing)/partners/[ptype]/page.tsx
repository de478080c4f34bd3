import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/marketing/JsonLd';
import { BecomePartner, PartnerNav } from '@/components/marketing/PartnerNav';
import { Hero, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { partnerMessages as m, partnerTypes, type PartnerType } from '@/lib/messages/partners';
import { partnersOfType } from '@/lib/partners/queries';
import { marketingMetadata } from '@/lib/seo/og';

type Props = { params: Promise<{ ptype: string }> };

// partners/{ptype}: the partners of one type from the database. Static: rendered on first visit and kept for
// an hour (partners change rarely and only through a migration). An unknown type is 404.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const typeOf = (ptype: string) =>
  Object.hasOwn(partnerTypes, ptype) ? partnerTypes[ptype as PartnerType] : null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ptype } = await params;
  const type = typeOf(ptype);
  if (!type) return {};
  return marketingMetadata(
    { title: m.typeTitle(type.label), description: type.description, path: `/partners/${ptype}` },
    'partners',
  );
}

export default async function PartnersPage({ params }: Props) {
  const { ptype } = await params;
  const type = typeOf(ptype);
  if (!type) notFound();
  const partners = await partnersOfType(ptype);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: type.heading,
          itemListElement: partners.map((p, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: p.name,
            url: `${siteUrl()}/partner/events/${p.id}`,
          })),
        }}
      />
      <Hero eyebrow={m.allPartners} heading={type.heading} lead={type.description} actions={false}>
        <PartnerNav current={ptype} />
      </Hero>
      <Section className="mt-10">
        {partners.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{m.none}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2">
            {partners.map((p) => (
              <li key={p.id} className="pub-card flex flex-col p-6">
                {p.preferred ? (
                  <p className="w-fit rounded-full bg-amber-100 px-3 py-0.5 text-xs font-semibold text-amber-900">
                    {m.preferred}
                  </p>
                ) : null}
                <h2 className="mt-2 text-xl font-bold text-slate-900">{p.name}</h2>
                <p className="text-sm text-slate-600">{m.location(p.city, p.region)}</p>
                <p className="mt-2 flex-1 text-slate-700">{p.tagline}</p>
                <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
                  {p.preferred ? (
                    <a
                      href={`/partner/preferred/${p.id}`}
                      className="text-emerald-800 underline underline-offset-4"
                    >
                      {m.viewProfile}
                      <span className="sr-only">: {p.name}</span>
                    </a>
                  ) : null}
                  <a
                    href={`/partner/events/${p.id}`}
                    className="text-emerald-800 underline underline-offset-4"
                  >
                    {m.viewPrograms}
                    <span className="sr-only">: {p.name}</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <BecomePartner />
    </>
  );
}
