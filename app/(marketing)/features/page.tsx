import { Illustration } from '@/components/marketing/Illustration';
import { JsonLd } from '@/components/marketing/JsonLd';
import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { PRODUCT_NAME } from '@/lib/messages/common';
import { featurePages, featuresPage as page, marketingCommon } from '@/lib/messages/marketing-pages';
import { siteDescription } from '@/lib/messages/shell';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(page, 'features');

// features: what Beans does and for whom, with a card per product page.
export default function FeaturesPage() {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: PRODUCT_NAME,
          url: siteUrl(),
          logo: `${siteUrl()}/icon.svg`,
          description: siteDescription,
        }}
      />
      <Hero
        heading={page.heading}
        lead={page.lead}
        aside={<Illustration kind="community" className="w-full" />}
      />
      <Section className="mt-12" labelledBy="audiences">
        <h2 id="audiences" className="pub-h2">
          {page.audiencesTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.audiences.map((a) => (
            <li key={a.title} className="rounded-xl bg-emerald-50 p-5">
              <h3 className="font-semibold text-emerald-900">{a.title}</h3>
              <p className="mt-1 text-slate-700">{a.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section className="mt-12" labelledBy="tools">
        <h2 id="tools" className="pub-h2">
          {page.featuresTitle}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Object.values(featurePages).map((f) => (
            <li key={f.path} className="pub-card flex flex-col p-5">
              <h3 className="pub-h3">
                <a href={f.path} className="pub-title-link">
                  {f.eyebrow}
                </a>
                {'badge' in f ? (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
                    {f.badge.label}
                  </span>
                ) : null}
              </h3>
              <p className="mt-1 flex-1 text-slate-700">{f.heading}</p>
              <a href={f.path} className="pub-more-link mt-3">
                {marketingCommon.learnAbout(f.eyebrow)}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <RelatedLinks title={page.moreTitle} links={page.more} />
      <CtaBand />
    </>
  );
}
