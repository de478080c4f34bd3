import { JsonLd } from '@/components/marketing/JsonLd';
import { CtaBand, Hero, RelatedLinks, Section } from '@/components/marketing/sections';
import { siteUrl } from '@/lib/env';
import { guidePage as page } from '@/lib/messages/marketing-pages';
import { marketingMetadata } from '@/lib/seo/og';

export const metadata = marketingMetadata(page, 'guide');

// guide: getting started step by step (HowTo JSON-LD).
export default function GuidePage() {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'HowTo',
          name: page.heading,
          description: page.description,
          url: `${siteUrl()}${page.path}`,
          step: page.steps.map((s, i) => ({
            '@type': 'HowToStep',
            position: i + 1,
            name: s.title,
            text: s.text,
          })),
        }}
      />
      <Hero heading={page.heading} lead={page.lead} />
      <Section className="mt-12 max-w-3xl" labelledBy="steps">
        <h2 id="steps" className="sr-only">
          {page.heading}
        </h2>
        <ol className="relative space-y-8 border-l-2 border-emerald-200 pl-8">
          {page.steps.map((step, i) => (
            <li key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[3.05rem] flex h-10 w-10 items-center justify-center rounded-full bg-emerald-700 font-bold text-white ring-4 ring-white"
              >
                {i + 1}
              </span>
              <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">
                {page.stepLabel(i + 1)}
              </p>
              <h3 className="mt-1 text-xl font-bold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
              <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">{step.tip}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-xl bg-emerald-50 p-6">
          <h2 className="text-xl font-bold text-slate-900">{page.finishTitle}</h2>
          <p className="mt-1 text-slate-700">{page.finishText}</p>
          <a
            href="/quiz/pickleball"
            className="mt-3 inline-block font-semibold text-emerald-800 underline underline-offset-4"
          >
            {page.quizLink}
          </a>
        </div>
      </Section>
      <RelatedLinks paths={['/find-players', '/organize-events', '/community-connect']} />
      <CtaBand />
    </>
  );
}
