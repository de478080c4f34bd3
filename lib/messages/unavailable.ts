// The error page's strings (02 §2 "Error page"), in a file of their own: the error page is part of every
// page's first-load code, which should not bring the other messages along.
import { PRODUCT_NAME } from './common';

// A page that could not be loaded (the database unreachable, or any other failure): never the error itself.
export const unavailableMessages = {
  title: `${PRODUCT_NAME} could not load this page just now.`,
  subtitle: 'This is usually over in a few seconds. Please try again.',
  retry: 'Try again',
} as const;
