import {
  PADDLE_PROFILES,
  paddleResultPath,
  PICKLEBALL_LEVELS,
  pickleballResultPath,
} from '@/lib/marketing/quiz';

// The public site's static pages: the sitemap lists them and the e2e suite checks each one's title,
// description, share tags and canonical link. Add a page here when it is built.
export const MARKETING_PATHS = [
  '/features',
  '/community-connect',
  '/find-players',
  '/organize-events',
  '/forms-and-waivers',
  '/collect-payments',
  '/create-tournaments',
  '/create-webpages',
  '/faqs',
  '/guide',
  '/about-us',
  '/promo',
  '/ai',
  '/city-search',
  '/learn-and-grow',
  '/main-carousel',
  '/learn-and-grow-carousel',
  '/quiz',
  '/quiz/pickleball',
  '/quiz/pickleball-paddle',
  '/partners/venues',
  '/partners/coaches',
  '/partners/gear',
  '/partners/leagues',
  '/pricing',
  '/organizer/pricing',
  '/member/pricing',
] as const;

/** The quizzes' shareable result pages. */
export const QUIZ_RESULT_PATHS = [
  ...PICKLEBALL_LEVELS.map(pickleballResultPath),
  ...PADDLE_PROFILES.map(paddleResultPath),
];

/** Static public pages besides the marketing ones. */
export const OTHER_PUBLIC_PATHS = ['/posts', '/auth/sign-up', '/auth/login'] as const;
