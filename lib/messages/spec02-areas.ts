// Teams, games, places, sites, organizations, error page and marketing (spec 02). Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { PRODUCT_NAME, commonMessages } from './common';

// ---------------------------------------------------------------------------
// Teams, games, places (02 §2, §8)
// ---------------------------------------------------------------------------

export const teamMessages = {
  createTitle: 'Create a Team', // ours
  otherGameType: 'Other', // game type label listed first in the create-team form
  startCommunityLink: 'Want to start a community instead?', // ours
  teamNotFound: commonMessages.teamNotFound,
  pendingInvite: 'Invitation pending', // ours
} as const;

export const eventMessages = {
  created: 'Event created', // ours
  createFailed: 'Failed to create the event', // ours
  titleRequired: 'Title is required', // ours
  titleTooLong: 'Title must be at most 120 characters', // ours
  titleControlCharacters: 'Title must be one line, without line breaks, tabs or other control characters', // ours
  gameTypeRequired: 'Choose an activity', // ours
  gameTypeUnknown: 'Choose an activity from the list', // ours
  dateRequired: 'Choose a date and time', // ours
  timeZoneInvalid: 'Choose a valid time zone', // ours
  durationRange: 'Duration must be between 15 minutes and 24 hours', // ours
  locationRequired: 'Choose a location', // ours
} as const;

export const gameMessages = {
  loadFailed: 'Failed to load games',
  gameNotFound: commonMessages.gameNotFound,
  playoffGenerationFailed: 'Failed to generate the playoff bracket', // ours
  playoffResetFailed: 'Failed to reset the playoff bracket', // ours
} as const;

export const placeMessages = {
  placeNotFound: commonMessages.placeNotFound,
  loadFailed: 'Failed to load places', // ours
} as const;

// ---------------------------------------------------------------------------
// Site builder and organizations (02 §2, §6, §8)
// ---------------------------------------------------------------------------

export const siteMessages = {
  createError: 'Error creating website',
  noWebsiteId: 'No website ID found',
  notOwner: 'User does not own this website',
  websiteNotFound: 'Website not found', // ours
} as const;

export const organizationMessages = {
  loadFailed: 'Failed to load organization',
  noSlug: 'No organization slug provided',
  notFound: 'Organization not found',
} as const;

// ---------------------------------------------------------------------------
// Error page and marketing (02 §2)
// ---------------------------------------------------------------------------

export const notFoundMessages = {
  title: `${PRODUCT_NAME} is having a "RUFF" time finding your page.`,
  subtitle: 'Maybe try another page, please?',
  goHome: commonMessages.goHome,
} as const;

export const marketingMessages = {
  comingSoon: 'Coming Soon',
  createTournamentsAvailability: 'Q2 2025',
} as const;
