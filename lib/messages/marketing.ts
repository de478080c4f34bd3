// The public site: header, footer and the copy of the marketing pages (all ours unless marked; the spec gives
// only the routes, 'Coming Soon' and 'Q2 2025', which are marketingMessages). Re-exported by index.ts.
import { PRODUCT_NAME } from './common';

export const marketingMessages = {
  comingSoon: 'Coming Soon',
  createTournamentsAvailability: 'Q2 2025',
} as const;

export const publicSiteMessages = {
  primaryNav: 'Main', // ours
  menu: 'Menu', // ours
  features: 'Features', // ours
  posts: 'Community Posts',
  guide: 'Guide', // ours
  faqs: 'FAQs', // ours
  about: 'About', // ours
  logIn: 'Log in', // ours
  signUp: 'Sign up', // ours
  signUpFree: 'Sign up free', // ours
  footerNav: 'Site', // ours
  footerProduct: 'Product', // ours
  footerCommunity: 'Community', // ours
  footerCompany: 'Company', // ours
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. Made for people who play.`, // ours
} as const;

/** The footer's columns (labels of the marketing pages, the board and the account pages). */
export const footerLinks = {
  product: [
    { href: '/features', label: 'All features' }, // ours
    { href: '/find-players', label: 'Find players' }, // ours
    { href: '/organize-events', label: 'Organize events' }, // ours
    { href: '/collect-payments', label: 'Collect payments' }, // ours
    { href: '/forms-and-waivers', label: 'Forms and waivers' }, // ours
    { href: '/create-webpages', label: 'Team webpages' }, // ours
    { href: '/create-tournaments', label: 'Tournaments' }, // ours
    { href: '/ai', label: 'Smart matching' }, // ours
  ],
  community: [
    { href: '/community-connect', label: 'Community Connect' }, // ours
    { href: '/posts', label: publicSiteMessages.posts },
    { href: '/guide', label: 'Getting started guide' }, // ours
    { href: '/faqs', label: 'FAQs' }, // ours
    { href: '/city-search', label: 'Sports by city' }, // ours
    { href: '/learn-and-grow', label: 'Learn and grow' }, // ours
    { href: '/quiz', label: 'Quizzes' }, // ours
  ],
  company: [
    { href: '/about-us', label: 'About us' }, // ours
    { href: '/main-carousel', label: 'Beans at a glance' }, // ours
    { href: '/partners/venues', label: 'Partners' }, // ours
    { href: '/promo', label: 'Switch to Beans' }, // ours
    { href: '/auth/sign-up', label: publicSiteMessages.signUp },
    { href: '/auth/login', label: publicSiteMessages.logIn },
  ],
} as const;
