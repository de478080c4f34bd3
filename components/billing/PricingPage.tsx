import Link from 'next/link';
import { JsonLd } from '@/components/marketing/JsonLd';
import { Hero, Section } from '@/components/marketing/sections';
import { buttonClasses } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui';
import { siteUrl } from '@/lib/env';
import type { PricingPlan } from '@/lib/billing/pricing';
import { billingMessages as b, pricingMessages as m } from '@/lib/messages/billing';
import { PRODUCT_NAME } from '@/lib/messages/common';

/** Where a plan's Subscribe button goes: Billing, which opens that plan's checkout (visitors log in first). */
export const subscribeHref = (planId: string) => `/billing?subscribe=${encodeURIComponent(planId)}`;

// A pricing route (organizer/pricing, member/pricing): the plans from the database as cards with what each
// includes and a Subscribe button, a short FAQ, and Product/Offer structured data.
export function PricingPage({ audience, plans }: { audience: 'organizer' | 'member'; plans: PricingPlan[] }) {
  const page = m[audience];
  const url = `${siteUrl()}${page.path}`;
  const price = (p: PricingPlan) => (p.paid ? b.formatPrice(p.costCents / 100) : m.freePrice);
  const highlighted = plans.find((p) => p.paid)?.id;
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: page.heading,
          description: page.description,
          url,
          brand: { '@type': 'Brand', name: PRODUCT_NAME },
          offers: plans.map((p) => ({
            '@type': 'Offer',
            name: p.label,
            price: (p.costCents / 100).toFixed(2),
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: (p.costCents / 100).toFixed(2),
              priceCurrency: 'USD',
              billingDuration: audience === 'organizer' ? 'P1M' : 'P1Y',
            },
          })),
        }}
      />
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} actions={false} />
      <Section className="mt-12" labelledBy="plans-title">
        <h2 id="plans-title" className="sr-only">
          {page.title}
        </h2>
        {plans.length === 0 ? (
          <EmptyState title={m.unavailableTitle} description={m.unavailableText} />
        ) : (
          <ul
            className={`grid gap-6 md:grid-cols-2 ${plans.length >= 3 ? 'lg:grid-cols-3' : 'mx-auto max-w-3xl'}`}
          >
            {plans.map((plan) => (
              <li
                key={plan.id}
                aria-labelledby={`plan-${plan.id}`}
                className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
                  plan.id === highlighted ? 'border-emerald-600 ring-1 ring-emerald-600' : 'border-slate-200'
                }`}
              >
                <div className="flex items-start justify-between gap-2">
                  <h3 id={`plan-${plan.id}`} className="text-lg font-bold text-slate-900">
                    {plan.label}
                  </h3>
                  {plan.id === highlighted && (
                    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
                      {m.popular}
                    </span>
                  )}
                </div>
                <p className="mt-3 text-slate-900">
                  <span className="text-4xl font-extrabold tracking-tight">{price(plan)}</span>
                  {plan.paid && <span className="text-slate-600">{page.interval}</span>}
                </p>
                <p className="mt-1 text-sm text-slate-600">{plan.paid ? page.ownerNote : m.currentFree}</p>
                <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <span
                        aria-hidden="true"
                        className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-emerald-600"
                      />
                      {f}
                    </li>
                  ))}
                </ul>
                {plan.paid ? (
                  <Link href={subscribeHref(plan.id)} className={buttonClasses({ className: 'mt-6 w-full' })}>
                    {m.subscribe(plan.label)}
                  </Link>
                ) : (
                  <Link
                    href="/auth/sign-up"
                    className={buttonClasses({ variant: 'secondary', className: 'mt-6 w-full' })}
                  >
                    {m.getStarted}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 text-center text-sm text-slate-600">
          {m.signUpNote}{' '}
          <Link href="/auth/sign-up" className="font-medium text-emerald-800 underline">
            {m.signUp}
          </Link>
        </p>
      </Section>
      <Section className="mt-16 mb-16" labelledBy="faq-title">
        <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
          {m.faqTitle}
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          {m.faq.map((item) => (
            <div key={item.q} className="rounded-xl bg-slate-50 p-5">
              <dt className="font-semibold text-slate-900">{item.q}</dt>
              <dd className="mt-2 text-sm text-slate-700">{item.a}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
