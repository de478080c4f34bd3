// The signed-in shell's own labels (ours; the spec names only the destinations).
export const shellMessages = {
  menu: 'Menu', // ours
  closeMenu: 'Close', // ours
  mainMenu: 'Main menu', // ours
  // The side panel's groups and the destinations the spec names no label for (ours).
  groups: { play: 'Play', organize: 'Organize', admin: 'Admin' },
  search: 'Search',
  myTeams: 'My teams and communities',
  forms: 'Forms and waivers',
  sites: 'Websites and domains',
  billing: 'Payouts and billing',
  invoices: 'Invoices and transactions',
  adminHome: 'Overview',
  adminPosts: 'Reported posts',
  adminAmbassadors: 'Ambassador applications',
  adminPartners: 'Partners',
} as const;

// Development outbox (dev only; ours).
export const devOutboxMessages = {
  title: 'Dev outbox', // ours
  empty: 'No mail yet.', // ours
} as const;

// The development preview of every mail template (app/dev/emails).
export const devEmailsMessages = {
  title: 'Mail templates', // ours
  intro: 'Every mail the product sends, rendered from emails/ with sample data.', // ours
  size: (kb: string) => `HTML ${kb} KB`, // ours
  plainText: 'Plain-text part', // ours
} as const;

// Page titles and the site description (ours).
export const pageTitles = {
  home: 'Home', // ours
  teams: 'Teams', // ours
} as const;
export const siteDescription =
  'Find games, players and substitutes near you, run teams and communities, and take payments.'; // ours
