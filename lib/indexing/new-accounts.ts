// Public content of new accounts is kept out of search engines (security review 3, L8): posts and websites of
// an account younger than NEW_ACCOUNT_DAYS carry robots noindex and are left out of the sitemap, so SEO spam
// and phishing pages made with fresh accounts do not rank under the product's domain. Pure, for pages and
// queries alike.

export const NEW_ACCOUNT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Accounts created after this instant are new. */
export const newAccountSince = (now: Date = new Date()) =>
  new Date(now.getTime() - NEW_ACCOUNT_DAYS * DAY_MS);

/** Whether an account created at `joinedAt` is still new (an unknown or deleted author is not). */
export const isNewAccount = (joinedAt: Date | string | null | undefined, now: Date = new Date()) =>
  joinedAt != null && new Date(joinedAt) > newAccountSince(now);

/** The robots metadata of a new account's page. */
export const NEW_ACCOUNT_ROBOTS = { index: false, follow: false } as const;
