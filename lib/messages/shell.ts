// The signed-in shell's own labels (ours; the spec names only the destinations).
export const shellMessages = {
  menu: 'Menu', // ours
  closeMenu: 'Close', // ours
  mainMenu: 'Main menu', // ours
} as const;

// Development outbox (dev only; ours).
export const devOutboxMessages = {
  title: 'Dev outbox', // ours
  empty: 'No mail yet.', // ours
} as const;

// Page titles and the site description (ours).
export const pageTitles = {
  home: 'Home', // ours
  teams: 'Teams', // ours
} as const;
export const siteDescription =
  'Find games, players and substitutes near you, run teams and communities, and take payments.'; // ours
