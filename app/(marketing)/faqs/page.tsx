import { JsonLd } from '@/components/marketing/JsonLd';
import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { faqPage as page } from '@/lib/messages/marketing-pages';
import { publicSiteMessages } from '@/lib/messages/marketing';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(page, 'faqs');

// faqs: questions and answers as an accordion of native <details> (keyboard and screen-reader friendly with
// no JavaScript), and the same questions as FAQPage JSON-LD.
export default function FaqsPage() {
  const all: { q: string; a: string }[] = page.groups.flatMap((g): { q: string; a: string }[] => [
    ...g.items,
  ]);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: all.map((item) => ({
            '@type': 'Question',
            name: item.q,
            acceptedAnswer: { '@type': 'Answer', text: item.a },
          })),
        }}
      />
      <Hero heading={page.heading} lead={page.lead}>
        <p className="mt-4">
          <a href="/posts" className="font-semibold text-emerald-800 underline underline-offset-4">
            {publicSiteMessages.posts}
          </a>
        </p>
      </Hero>
      {page.groups.map((group, gi) => (
        <Section key={group.title} className="mt-10 max-w-3xl" labelledBy={`faq-group-${gi}`}>
          <h2 id={`faq-group-${gi}`} className="text-xl font-bold text-slate-900">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {group.items.map((item) => (
              <details key={item.q} className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-700 [&::-webkit-details-marker]:hidden">
                  <h3>{item.q}</h3>
                  <span
                    aria-hidden="true"
                    className="text-xl leading-none text-emerald-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-slate-700">{item.a}</p>
              </details>
            ))}
          </div>
        </Section>
      ))}
      <RelatedLinks paths={['/find-players', '/organize-events', '/collect-payments']} />
      <CtaBand />
    </>
  );
}
