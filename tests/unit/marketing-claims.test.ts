import { describe, expect, it } from 'vitest';
import {
  aboutPage,
  carouselPages,
  faqPage,
  featurePages,
  featuresPage,
  guidePage,
  learnPage,
  mainSlides,
  marketingCommon,
  shareCards,
} from '@/lib/messages/marketing-pages';
import { articles } from '@/lib/messages/learn';
import { publicSiteMessages } from '@/lib/messages/marketing';
import { pricingChooserMessages } from '@/lib/messages/pricing-chooser';
import { quizMessages } from '@/lib/messages/quiz';

// Issue 29 §3: every claim on a marketing page is true of the product today. Reminders and skill levels are
// not built (their own issue), so no marketing copy may promise them; the promo page states the payout rule the
// code applies (lib/events/pricing.ts hostCanCharge: an Active connected Stripe account, whatever the plan).

/** Every string inside a value (objects, arrays), functions left out. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const MARKETING = {
  featurePages,
  featuresPage,
  faqPage,
  guidePage,
  aboutPage,
  learnPage,
  carouselPages,
  mainSlides,
  marketingCommon,
  shareCards,
  articles,
  publicSiteMessages,
  pricingChooserMessages,
  quizMessages,
};

describe('marketing copy', () => {
  it('promises no reminders and no skill levels (not built yet)', () => {
    const claims = Object.entries(MARKETING).flatMap(([where, value]) =>
      strings(value)
        .filter((text) => /remind|skill|at your level|right level|your level\b/i.test(text))
        .map((text) => `${where}: ${text}`),
    );
    expect(claims).toEqual([]);
  });

  it('states the payout rule the code applies: a connected, Active Stripe account, no plan needed', () => {
    const promo = strings(featurePages.promo).join('\n');
    expect(promo).toMatch(/Stripe/);
    expect(promo).toMatch(/Active/);
    expect(promo).toMatch(/no plan|without a plan/i);
    // No page says payouts come with Organizer Pro.
    const payoutsNeedPro = strings(MARKETING).filter(
      (text) =>
        /Organizer Pro/.test(text) && /payout/i.test(text) && !/no plan|without a plan|any plan/i.test(text),
    );
    expect(payoutsNeedPro).toEqual([]);
  });
});
