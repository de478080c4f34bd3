import Link from 'next/link';
import { Hero, Section } from '@/components/marketing/sections';
import { buttonClasses } from '@/components/ui/Button';
import { pricingChooserMessages as m } from '@/lib/messages/pricing-chooser';
import { marketingMetadata } from '@/lib/seo/og';

// /pricing: which pricing page is yours (organizers: team plans; players: Member Plus). Static.
export const metadata = marketingMetadata(m, 'pricing');

export default function PricingChooserPage() {
  return (
    <>
      <Hero eyebrow={m.eyebrow} heading={m.heading} lead={m.lead} actions={false} />
      <Section className="mt-12 mb-16" labelledBy="pricing-choices">
        <h2 id="pricing-choices" className="sr-only">
          {m.title}
        </h2>
        <ul className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
          {[m.organizer, m.member].map((choice) => (
            <li
              key={choice.href}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-bold text-slate-900">{choice.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{choice.text}</p>
              <Link href={choice.href} className={buttonClasses({ className: 'mt-6 w-full' })}>
                {choice.cta}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
