// The error pages' strings: the 404 (02 §2 "Error page") and a page that failed to load, in a file of their
// own: the error page is part of every page's first-load code, which should not bring the other messages along.
import { PRODUCT_NAME, commonMessages } from './common';

export const notFoundMessages = {
  title: `${PRODUCT_NAME} is having a "RUFF" time finding your page.`,
  subtitle: 'Maybe try another page, please?',
  goHome: commonMessages.goHome,
} as const;

// A page that could not be loaded (the database unreachable, or any other failure): never the error itself.
export const unavailableMessages = {
  title: `${PRODUCT_NAME} could not load this page just now.`,
  subtitle: 'This is usually over in a few seconds. Please try again.',
  retry: 'Try again',
} as const;

// A form sent from another site (a server action whose Origin is not this site's): refused with 403 (proxy.ts).
export const crossSiteMessages = {
  refused: 'This request came from another site and was refused.',
} as const;
