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
] as const;

/** Static public pages besides the marketing ones. */
export const OTHER_PUBLIC_PATHS = ['/posts', '/auth/sign-up', '/auth/login'] as const;
