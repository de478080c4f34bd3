import { Illustration } from '@/components/marketing/Illustration';
import { JsonLd } from '@/components/marketing/JsonLd';
import { CardsSection, CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { PRODUCT_NAME } from '@/lib/messages/common';
import { featurePages, marketingCommon as m, type FeaturePageKey } from '@/lib/messages/marketing-pages';
import { marketingMetadata } from '@/lib/seo/og';

export const featureMetadata = (key: FeaturePageKey) => marketingMetadata(featurePages[key], key);

/** A product page (community-connect, find-players, ...): hero, who it is for, what you get, how it works. */
export function FeaturePage({ page: key }: { page: FeaturePageKey }) {
  const page = featurePages[key];
  const badge = 'badge' in page ? page.badge : undefined;
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: page.title,
          description: page.description,
          url: `${siteUrl()}${page.path}`,
          isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: siteUrl() },
        }}
      />
      <Hero
        eyebrow={page.eyebrow}
        heading={page.heading}
        lead={page.lead}
        badge={badge}
        aside={<Illustration kind={page.illustration} className="h-auto w-full" />}
      />
      <Section className="mt-12" labelledBy="for-whom">
        <h2 id="for-whom" className="pub-h2">
          {m.forWhom}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {page.audience.map((line) => (
            <li key={line} className="flex gap-3 rounded-lg bg-slate-50 p-4 text-slate-800">
              <span aria-hidden="true" className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-emerald-600" />
              {line}
            </li>
          ))}
        </ul>
      </Section>
      <CardsSection id="what-you-get" title={m.whatYouGet} items={page.points} />
      <Section className="mt-12" labelledBy="how-it-works">
        <h2 id="how-it-works" className="pub-h2">
          {m.howItWorks}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-3">
          {page.steps.map((step, i) => (
            <li key={step.title} className="relative rounded-xl bg-emerald-50 p-6">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <RelatedLinks paths={page.related} />
      <CtaBand />
    </>
  );
}
