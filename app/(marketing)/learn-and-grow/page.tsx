import { JsonLd } from '@/components/marketing/JsonLd';
import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { PRODUCT_NAME } from '@/lib/messages/common';
import { articles } from '@/lib/messages/learn';
import { carouselPages, learnPage as page } from '@/lib/messages/marketing-pages';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(page, 'learn-and-grow');

// learn-and-grow: the articles, each with an anchor (the carousel links to them), as Article JSON-LD.
export default function LearnAndGrowPage() {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: page.title,
          url: `${siteUrl()}${page.path}`,
          hasPart: articles.map((a) => ({
            '@type': 'Article',
            headline: a.title,
            description: a.summary,
            url: `${siteUrl()}${page.path}#${a.slug}`,
            author: { '@type': 'Organization', name: PRODUCT_NAME },
          })),
        }}
      />
      <Hero heading={page.heading} lead={page.lead}>
        <nav aria-label={page.heading} className="mt-6">
          <ul className="space-y-2">
            {articles.map((a) => (
              <li key={a.slug}>
                <a
                  href={`#${a.slug}`}
                  className="font-semibold text-emerald-800 underline underline-offset-4"
                >
                  {a.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Hero>
      {articles.map((a) => (
        <Section key={a.slug} className="mt-12 max-w-3xl scroll-mt-20" labelledBy={a.slug}>
          <article>
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">
              {a.audience} · {page.readingTime(a.minutes)}
            </p>
            <h2 id={a.slug} className="mt-2 scroll-mt-24 text-3xl font-bold text-slate-900">
              {a.title}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{a.summary}</p>
            <div className="mt-4 space-y-4 text-slate-800">
              {a.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </article>
        </Section>
      ))}
      <Section className="mt-10 max-w-3xl">
        <a
          href={carouselPages.learn.path}
          className="font-semibold text-emerald-800 underline underline-offset-4"
        >
          {page.carouselTitle}
        </a>
      </Section>
      <RelatedLinks paths={['/organize-events', '/community-connect', '/find-players']} />
      <CtaBand />
    </>
  );
}
