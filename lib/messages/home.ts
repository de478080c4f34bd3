// Home dashboard and tour. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { billingMessages } from './billing';

// ---------------------------------------------------------------------------
// Home dashboard and tour (02 §2)
// ---------------------------------------------------------------------------

export type TourPosition = 'top' | 'bottom' | 'left' | 'right';

export interface TourStep {
  readonly title: string;
  readonly description: string;
  readonly target: string;
  readonly position: TourPosition;
}

const homeSections = {
  actionRequired: 'Action Required',
  upcomingEvents: 'Upcoming events',
  location: 'Your location', // ours
  quickLinks: 'Quick links',
  communityBanner: 'Find your community', // ours
  myTeams: 'My Teams & Groups',
  playersNearYou: 'Players near you',
  localEvents: 'Local events',
} as const;

/** Players near a place, with their availability (01 §6, 02 §2 "Players near you"). */
export const playersNearMessages = {
  distance: (miles: number) => `${Math.max(1, Math.round(miles))} mi away`, // ours
  availabilityHidden: 'Availability not shared', // ours
  noAvailability: 'No availability set', // ours
  visiting: (place: string) => `Visiting ${place}`, // ours
} as const;

export const homeMessages = {
  welcomeBack: (name: string) => `Welcome back, ${name}`, // ours
  title: 'Home', // ours
  sections: homeSections,
  communityBannerText: 'Join a team or group near you, or start your own.', // ours
  changeLocation: 'Change location', // ours
  setLocation: 'Set your location to see what is happening near you.', // ours
  showTasks: 'Show tasks', // ours
  hideTasks: 'Hide tasks', // ours
  noTasks: "You're all set!", // ours
  seeAll: 'See all', // ours
  noUpcomingEvents: 'No upcoming events yet.', // ours
  noTeams: 'You are not in any teams or groups yet.', // ours
  noPlayersNearYou: 'No players near you yet.', // ours
  noPlayersNearYouHint: 'Invite friends, or share your availability so players nearby can find you.', // ours
  noLocalEvents: 'No local events right now.', // ours
  noLocalEventsHint: 'Be the first: create a game and players near you will be told.', // ours
  noUpcomingEventsHint: 'Find a game near you, or create one and invite players.', // ours
  noTeamsHint: 'Join a team or group near you, or start your own.', // ours
  createGame: 'Create a game', // ours
  findGames: 'Find games', // ours
  findTeams: 'Find teams', // ours
  startCommunity: 'Start a community', // ours
  goToCity: 'Your go-to city', // ours
  noCity: 'No city set yet', // ours
  locationHint: 'Players near you and local events are found around this city.', // ours
  playerCardButton: 'Player card', // ours
  scanButton: 'Scan a player card', // ours
  loadingSection: (title: string) => `Loading ${title}`, // ours

  // Scan a player card (route scan)
  scan: {
    title: 'Scan a player card', // ours
    intro: "Point your camera at someone's player card to open their profile.", // ours
    startCamera: 'Start camera', // ours
    stopCamera: 'Stop camera', // ours
    scanning: 'Looking for a player card…', // ours
    cameraUnavailable:
      'The camera is not available here. Upload a photo of the card or paste its link instead.', // ours
    uploadLabel: 'Or upload a photo of the card', // ours
    noCodeInImage: 'No player card code was found in that picture.', // ours
    pasteLabel: 'Or paste the profile link', // ours
    pastePlaceholder: 'https://…/profile/…', // ours
    open: 'Open profile', // ours
    notAProfileLink: 'That is not a player card link.', // ours
    videoLabel: 'Camera preview', // ours
  },

  /** Incomplete-task texts for the Action Required card. */
  tasks: {
    verifyEmail: 'Verify your email address', // ours
    completeProfile: 'Complete your profile', // ours
    addPhoto: 'Add a profile picture', // ours
    setAvailability: 'Set your availability', // ours
    pendingTeamInvite: (teamName: string) => `Respond to your invitation to ${teamName}`, // ours
    connectPayouts: 'Connect a Stripe account to receive payouts', // ours
    approveRequests: (count: number, title: string) =>
      `${count} ${count === 1 ? 'player asks' : 'players ask'} to join ${title}`, // ours
    familyRequests: (count: number) => `Answer ${count} family ${count === 1 ? 'request' : 'requests'}`, // ours
    payBalance: (formTitle: string, dueCents: number) =>
      `Pay the $${(dueCents / 100).toFixed(2)} balance for ${formTitle}`, // ours
    confirmAlternates: (count: number) =>
      `Confirm ${count === 1 ? 'your other email address' : `your ${count} other email addresses`}`, // ours
    accept: 'Accept', // ours
    decline: 'Decline', // ours
    open: 'Open', // ours
  },
  taskCount: (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`, // ours

  // Tour
  tourHelpButton: 'Take the tour', // ours
  tourSkip: 'Skip Tour',
  tourBack: 'Back',
  tourNext: 'Next',
  tourFinish: 'Finish',
  tourStepCounter: (step: number, total: number) => `Step ${step} of ${total}`, // ours
  tourSteps: [
    {
      title: 'Action Center',
      description:
        'Tasks that need your attention show up here, like invitations and missing profile details.', // ours
      target: '[data-tour="action-center"]', // ours
      position: 'bottom', // ours
    },
    {
      title: 'Your Upcoming Events',
      description: 'The games and events you have joined, with the next one first.', // ours
      target: '[data-tour="upcoming-events"]', // ours
      position: 'bottom', // ours
    },
    {
      title: 'Your Location Hub',
      description: 'Set your area to see the players and events near you.', // ours
      target: '[data-tour="location-hub"]', // ours
      position: 'left', // ours
    },
    {
      title: billingMessages.quickActions,
      description: 'Shortcuts to your communities, subscriptions, invoices, help and more.', // ours
      target: '[data-tour="quick-actions"]', // ours
      position: 'left', // ours
    },
    {
      title: 'Community Highlights',
      description: 'Discover communities to join, or start your own.', // ours
      target: '[data-tour="community-highlights"]', // ours
      position: 'top', // ours
    },
    {
      title: homeSections.myTeams,
      description: 'The teams and groups you belong to, one click away.', // ours
      target: '[data-tour="my-teams"]', // ours
      position: 'top', // ours
    },
    {
      title: 'Players Near You',
      description: 'Meet players in your area to find partners and teammates.', // ours
      target: '[data-tour="players-near-you"]', // ours
      position: 'top', // ours
    },
    {
      title: 'Local Events',
      description: 'Games and events happening near you that you can join.', // ours
      target: '[data-tour="local-events"]', // ours
      position: 'top', // ours
    },
  ] as const satisfies readonly TourStep[],

  // Player card dialog
  playerCard: {
    unnamedPlayer: 'Unnamed Player',
    registrations: 'Registrations',
    noRegistrations: (product: string) => `No registrations found for this user on ${product}`,
    seasonDates: (start: string, end: string) => `${start} – ${end}`, // ours
    qrAlt: 'QR code linking to this profile', // ours
    loadFailed: 'Could not load your player card. Please try again.', // ours
    statusLabel: { PENDING: 'Pending', WAITLISTED: 'Waitlisted' } as Record<string, string>, // ours
    scanHint: 'Others can scan this code to open your profile.', // ours
  },
} as const;

/** Home quick links; labels are the spec's wording with the first letter capitalised. */
export const quickLinks = [
  { key: 'communities', label: 'Your communities', href: '/my-communities' },
  { key: 'subscriptions', label: 'Manage subscriptions', href: '/settings?tab=payments' },
  { key: 'hosts', label: 'Hosts you follow', href: '/subscriptions' },
  { key: 'help', label: 'Help and FAQs', href: '/faqs' },
  { key: 'discover', label: 'Discover events', href: '/discover' },
  { key: 'invoices', label: 'Invoices and payments', href: '/invoices' },
] as const;
