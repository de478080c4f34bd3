/**
 * User-facing strings of the events screens (create a game, the event page, RSVP). The spec gives only
 * 'Game not found' (02 §8, reused from commonMessages) and the field names (02 §3); every other string
 * here is ours. Strings the earlier event service already used stay in eventMessages (lib/messages).
 */
export const eventUiMessages = {
  // Create a game (route create)
  createTitle: 'Create a game',
  createIntro: 'Set the basics; everything else has sensible defaults.',
  title: 'Title',
  titlePlaceholder: 'Tuesday night pickup',
  gameType: 'Game type',
  gameTypePlaceholder: 'Choose a game type',
  date: 'Date',
  startTime: 'Start time',
  duration: 'Duration',
  durationOption: (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    if (h === 0) return `${m} min`;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  },
  timeZone: 'Time zone',
  city: 'City',
  address: 'Venue or address',
  addressHint: 'Optional, e.g. "Zilker Park, court 3"',
  description: 'Description',
  hostingTeam: 'Hosting team',
  noHostingTeam: 'None (host as myself)',
  capacity: 'Spots',
  capacityHint: 'Leave empty for no limit.',
  isPrivate: 'Private game',
  isPrivateHint: 'Only you, your hosting team and the players who join can see it.',
  makePublicAfter: 'Make public after',
  makePublicAfterHint: 'Optional: from then on anyone can find it.',
  advanced: 'More options',
  hasMinimumNeeded: 'Needs a minimum number of players',
  minimumNeeded: 'Minimum players',
  hoursToCancelBefore: 'Players can leave up to (hours before the start)',
  hoursToCancelBeforeHint: 'Leave empty to let players leave until the start.',
  creatorApprovalNeeded: 'I approve each player',
  allowParticipantGuests: 'Players may bring guests',
  guestLimit: 'Guests per player',
  chargeGuests: 'Guests pay too',
  allowWaitlist: 'Waitlist when full',
  allowLateRsvp: 'Allow joining after the start',
  submit: 'Create game',
  created: 'Game created',

  // Refusals (shown under their field)
  startInPast: 'The start must be in the future',
  dateInvalid: 'Choose a date',
  timeInvalid: 'Choose a start time',
  capacityMin: 'Spots must be at least 1',
  minimumNeededMin: 'The minimum must be at least 1',
  minimumOverCapacity: 'The minimum cannot be more than the spots',
  guestLimitRange: 'Guests per player must be between 0 and 10',
  makePublicAfterStart: 'Must be before the start',
  hoursToCancelRange: 'Enter a number of hours between 0 and 168',
  hostingTeamInvalid: 'Choose one of your teams',

  // Event page
  hostedBy: 'Hosted by',
  withTeam: (team: string) => `with ${team}`,
  when: 'When',
  where: 'Where',
  yourTime: (time: string) => `Your time: ${time}`,
  openMap: 'Open in Maps',
  spotsTaken: (taken: number, capacity: number) => `${taken} of ${capacity} spots taken`,
  spotsLeft: (left: number) => (left === 1 ? '1 spot left' : `${left} spots left`),
  going: (n: number) => (n === 1 ? '1 going' : `${n} going`),
  waitlistLength: (n: number) => (n === 1 ? '1 on the waitlist' : `${n} on the waitlist`),
  waitlistPosition: (n: number) => `You are number ${n} on the waitlist`,
  joiners: 'Who is going',
  noJoiners: 'Nobody has joined yet.',
  privateBadge: 'Private',
  cancelledBadge: 'Cancelled',
  share: 'Share',
  addToCalendar: 'Add to calendar',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  loginToJoin: 'Log in to join',
  guestsAllowed: (n: number) =>
    n === 1 ? 'Each player may bring 1 guest' : `Each player may bring ${n} guests`,
  guestsPay: 'Guests pay too',
  leaveCutoff: (hours: number) => `Players can leave up to ${hours} h before the start`,
  approvalNeeded: 'The host approves each player',

  // RSVP control
  rsvp: {
    join: 'Join',
    leave: 'Leave',
    joinWaitlist: 'Join waitlist',
    leaveWaitlist: 'Leave waitlist',
    requestToJoin: 'Request to join',
    pendingApproval: 'Pending approval',
    cancelRequest: 'Cancel request',
    full: 'Full',
    closed: 'Closed',
    cancelled: 'Cancelled',
  },
  joined: 'You joined the game',
  waitlisted: 'The game is full: you are on the waitlist',
  requested: 'Request sent to the host',
  left: 'You left the game',
  leftWaitlist: 'You left the waitlist',
  requestCancelled: 'Request cancelled',
  alreadyJoined: 'You have already joined this game',
  full: 'This game is full',
  closed: 'This game no longer takes RSVPs',
  cancelled: 'This game was cancelled',
  tooLateToLeave: (hours: number) =>
    `You can no longer leave: the host allows leaving up to ${hours} h before the start`,
  notJoined: 'You have not joined this game',
  rsvpFailed: 'Could not update your RSVP. Please try again.',

  // Discover and my games
  discoverTitle: 'Discover',
  myGames: 'My games',
  noMyGames: 'You have no upcoming games.',
  nearTitle: (city: string) => `Games near ${city}`,
  noNearby: (miles: number) => `No upcoming games within ${miles} miles yet.`,
  noCity: 'Add your city to your profile to see games near you.',
  editProfile: 'Edit profile',
  milesAway: (miles: number) => `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`,
  hosting: 'Hosting',
  statusLabel: { GOING: 'Going', WAITLIST: 'Waitlisted', PENDING_APPROVAL: 'Pending approval' } as Record<
    string,
    string
  >,

  // Notifications
  promotedTitle: 'You are in!',
  promotedMessage: (title: string) =>
    `A spot opened up in ${title}: you moved off the waitlist and are going.`,
} as const;
