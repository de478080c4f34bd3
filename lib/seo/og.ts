import {
  aboutPage,
  carouselPages,
  citySearchPage,
  faqPage,
  featurePages,
  featuresPage,
  guidePage,
  learnPage,
  shareCards,
} from '@/lib/messages/marketing-pages';
import { paddleQuiz, pickleballQuiz, quizMessages } from '@/lib/messages/quiz';
import { partnerMessages } from '@/lib/messages/partners';
import { pricingMessages } from '@/lib/messages/billing';
import { pricingChooserMessages } from '@/lib/messages/pricing-chooser';
import { publicPageMetadata } from './metadata';

// The share images of the public pages: one generated PNG per marketing page (app/og/[page]/route.tsx,
// prerendered at build time) and one per page family below it (quiz results, partners).

export type OgCard = { eyebrow: string; title: string; tagline?: string };

const featureCards = Object.fromEntries(
  Object.entries(featurePages).map(([key, p]) => [key, { eyebrow: p.eyebrow, title: p.heading }]),
) as Record<keyof typeof featurePages, OgCard>;

export const ogCards: Record<string, OgCard> = {
  ...featureCards,
  features: { eyebrow: shareCards.features, title: featuresPage.heading },
  faqs: { eyebrow: shareCards.help, title: faqPage.heading, tagline: shareCards.faqsTagline },
  guide: { eyebrow: shareCards.guide, title: guidePage.heading },
  'about-us': { eyebrow: aboutPage.heading, title: shareCards.about },
  'city-search': { eyebrow: shareCards.cities, title: citySearchPage.heading },
  'learn-and-grow': { eyebrow: learnPage.heading, title: shareCards.learn },
  'main-carousel': { eyebrow: shareCards.tour, title: carouselPages.main.heading },
  'learn-and-grow-carousel': { eyebrow: learnPage.heading, title: carouselPages.learn.heading },
  quiz: { eyebrow: shareCards.quizzes, title: shareCards.quizzesTitle },
  'quiz-pickleball': { eyebrow: shareCards.quiz, title: pickleballQuiz.heading },
  'quiz-pickleball-paddle': { eyebrow: shareCards.quiz, title: paddleQuiz.heading },
  ...Object.fromEntries(
    Object.entries(pickleballQuiz.levels).map(([key, l]) => [
      `quiz-pickleball-${key}`,
      { eyebrow: quizMessages.resultEyebrow, title: l.title, tagline: shareCards.quizResult },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(paddleQuiz.profiles).map(([key, p]) => [
      `quiz-paddle-${key}`,
      { eyebrow: quizMessages.resultEyebrow, title: p.title, tagline: shareCards.quizResult },
    ]),
  ),
  partners: { eyebrow: partnerMessages.allPartners, title: shareCards.partners },
  'organizer-pricing': {
    eyebrow: pricingMessages.organizer.eyebrow,
    title: pricingMessages.organizer.heading,
  },
  'member-pricing': { eyebrow: pricingMessages.member.eyebrow, title: pricingMessages.member.heading },
  pricing: { eyebrow: pricingChooserMessages.eyebrow, title: pricingChooserMessages.heading },
};

export type OgKey = string;

export const ogImagePath = (key: OgKey) => `/og/${key}`;

/** Metadata of a public page whose share image is the generated card `key`. */
export function marketingMetadata(
  page: { title: string; description: string; path: string },
  key: OgKey,
  type: 'website' | 'article' = 'website',
) {
  return publicPageMetadata({
    title: page.title,
    description: page.description,
    path: page.path,
    type,
    image: { path: ogImagePath(key), alt: ogCards[key].title },
  });
}
