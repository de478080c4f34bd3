import { Illustration } from '@/components/marketing/Illustration';
import { JsonLd } from '@/components/marketing/JsonLd';
import { CardsSection, CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { PRODUCT_NAME } from '@/lib/messages/common';
import { aboutPage as page } from '@/lib/messages/marketing-pages';
import { postCategories } from '@/lib/messages/posts';
import { marketingMetadata } from '@/lib/seo/og';

const announcements = postCategories.find((c) => c.slug === 'announcements-miscellaneous')!;

export const metadata = marketingMetadata(page, 'about-us');

// about-us: why Beans exists, its mission and principles (AboutPage + Organization JSON-LD).
export default function AboutPage() {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: page.title,
          url: `${siteUrl()}${page.path}`,
          mainEntity: {
            '@type': 'Organization',
            name: PRODUCT_NAME,
            url: siteUrl(),
            logo: `${siteUrl()}/icon.svg`,
            description: page.mission,
          },
        }}
      />
      <Hero
        heading={page.heading}
        lead={page.lead}
        aside={<Illustration kind="community" className="w-full" />}
      />
      <Section className="mt-12 max-w-3xl" labelledBy="mission">
        <h2 id="mission" className="pub-h2">
          {page.missionTitle}
        </h2>
        <p className="mt-3 text-xl text-slate-800">{page.mission}</p>
        <h2 className="mt-10 text-2xl font-bold text-slate-900">{page.forWhomTitle}</h2>
        <p className="mt-3 text-slate-700">{page.forWhom}</p>
      </Section>
      <CardsSection id="values" title={page.valuesTitle} items={page.values} />
      <Section className="mt-12 max-w-3xl" labelledBy="contact">
        <h2 id="contact" className="pub-h2">
          {page.contactTitle}
        </h2>
        <p className="mt-3 text-slate-700">{page.contact}</p>
        <p className="mt-3 flex flex-wrap gap-4">
          <a
            href={`/posts/${announcements.slug}`}
            className="font-semibold text-emerald-800 underline underline-offset-4"
          >
            {announcements.label}
          </a>
          <a href="/partners/venues" className="font-semibold text-emerald-800 underline underline-offset-4">
            {page.partnersLink}
          </a>
        </p>
      </Section>
      <RelatedLinks paths={['/community-connect', '/find-players', '/organize-events']} />
      <CtaBand />
    </>
  );
}
