/**
 * Events: creating a game, the event page, RSVP, discover's filters, managing a game and its series. The spec
 * gives only 'Game not found' (02 §8, reused from commonMessages) and the field names (02 §3); every other
 * string here is ours. eventMessages (the event service's validation texts) is re-exported by index.ts; client
 * islands import this file directly (lib/messages/events) so they do not bring every string along.
 */
import { commonMessages } from './common';

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

// The spec's "Games" texts (02 §8: a game is an event). Scores, standings and brackets build on them in games.ts,
// which is not re-exported by index.ts: the index brings this file, and games.ts stays out of most pages.
export const gameMessages = {
  loadFailed: 'Failed to load games',
  gameNotFound: commonMessages.gameNotFound,
  playoffGenerationFailed: 'Failed to generate the playoff bracket', // ours
  playoffResetFailed: 'Failed to reset the playoff bracket', // ours
} as const;

export const eventUiMessages = {
  // Create a game (route create)
  createTitle: 'Create a game',
  createIntro: 'Set the basics; everything else has sensible defaults.',
  atPlace: (name: string) => `At ${name}. The location is set to this place.`, // ours
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
  // A game's zone is its place's (docs/time-zones.md): the form says which, and lets the host change it.
  timesIn: (zone: string, place: string) => `Times in ${zone} — ${place}`, // ours
  timesInPlace: 'Times are in the local time of the game’s city.', // ours
  changeZone: 'Change', // ours
  usePlaceZone: 'Use the city’s time zone', // ours
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
  offerHold: 'Hold a freed spot for the next in line',
  offerHoldHint:
    'In the last 24 hours before the start, a freed spot is offered to the first on the waitlist for this long, then to the next.',
  offerHoldInvalid: 'Choose how long to hold a spot',
  repeat: 'Repeat',
  repeatOptions: {
    NONE: 'Does not repeat',
    WEEKLY: 'Every week',
    BIWEEKLY: 'Every 2 weeks',
    MONTHLY: 'Monthly (same weekday)',
  } as Record<string, string>,
  repeatDays: 'On these days',
  repeatEnds: 'Ends',
  repeatEndsCount: 'After a number of games',
  repeatEndsUntil: 'On a date',
  repeatCount: 'Number of games',
  repeatUntil: 'Last date',
  repeatHint: 'Each date is its own game: players join dates one by one.',
  submit: 'Create game',
  created: 'Game created',
  publicGameLimit:
    'You have created the most public games allowed in a day. Make this one private or try again tomorrow.', // ours

  // Refusals (shown under their field)
  startInPast: 'The start must be in the future',
  dateInvalid: 'Choose a date',
  timeInvalid: 'Choose a start time',
  capacityMin: 'Spots must be at least 1',
  minimumNeededMin: 'The minimum must be at least 1',
  minimumOverCapacity: 'The minimum cannot be more than the spots',
  // "Going unless they say no" (issue 32 §1; ours)
  defaultGoing: 'Members are going unless they say no', // ours
  defaultGoingHint:
    'For a team practice: everyone on the team is down as going and says so if they cannot come (before the leave cutoff, when there is one).', // ours
  defaultGoingNeedsTeam: 'Only a game hosted by a team can count its members as going', // ours
  defaultGoingNoLimit: 'Members going by default need a game without a player limit: clear the spots', // ours
  defaultGoingFree: 'Members going by default cannot be charged: make the game free', // ours
  guestLimitRange: 'Guests per player must be between 0 and 10',
  makePublicAfterStart: 'Must be before the start',
  hoursToCancelRange: 'Enter a number of hours between 0 and 168',
  hostingTeamInvalid: 'Choose one of your teams',
  repeatCountRange: (min: number, max: number) => `Enter a number of games between ${min} and ${max}`,
  repeatUntilRange: 'Choose a last date after the start and within a year',

  // Repeating games (event page and manage)
  repeats: 'Repeats',
  otherDates: 'Other dates',
  noOtherDates: 'No other upcoming dates.',

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
  goingByDefault: (n: number) => `(${n} by default)`, // ours (issue 32 §1, team practices)
  waitlistLength: (n: number) => (n === 1 ? '1 on the waitlist' : `${n} on the waitlist`),
  waitlistPosition: (n: number) => `You are number ${n} on the waitlist`,
  joiners: 'Who is going',
  noJoiners: 'Nobody has joined yet.',
  loginToSeeJoiners: 'Log in to see who is going.', // ours
  unlistedJoiners: (n: number) =>
    n === 1 ? '1 more player is going (not listed).' : `${n} more players are going (not listed).`, // ours
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
  gameOnBadge: 'Game on: enough players have joined',
  minimumStatus: (minimum: number, more: number) =>
    more === 0
      ? `Needs ${minimum} players to happen`
      : `Needs ${minimum} players to happen: ${more} more to go, or it is cancelled at the cutoff`,

  // Guests (allowParticipantGuests)
  yourGuests: 'Your guests',
  guestsIntro: (limit: number) =>
    limit === 1
      ? 'You may bring 1 guest. Each guest takes a spot.'
      : `You may bring up to ${limit} guests. Each guest takes a spot.`,
  guestName: (n: number) => `Guest ${n} name`,
  addGuest: 'Add a guest',
  removeGuest: (name: string) => (name ? `Remove ${name}` : 'Remove this guest'),
  saveGuests: 'Save guests',
  guestsSaved: (n: number) =>
    n === 0 ? 'No guests' : n === 1 ? 'Your guest is on the list' : `Your ${n} guests are on the list`,
  guestNameRequired: 'Enter your guest’s name',
  guestNameTooLong: (max: number) => `A name can be at most ${max} characters`,
  guestsNotAllowed: 'This game does not take guests',
  guestsTooMany: (limit: number) =>
    limit === 1 ? 'You can bring 1 guest' : `You can bring up to ${limit} guests`,
  guestsNoRoom: 'Not enough spots left for your guests',
  guestsWaitlistNote: 'Your guests get in with you when you move off the waitlist.',

  // After the game
  rateTitle: 'Rate this game', // ours
  rateIntro: 'How was it? Your rating helps other players find good hosts.', // ours
  ratingStars: 'Choose from 1 to 5 stars', // ours
  starLabel: (n: number) => (n === 1 ? '1 star' : `${n} stars`), // ours
  ratingComment: 'Comment (optional)', // ours
  ratingCommentTooLong: (max: number) => `A comment can be at most ${max} characters`, // ours
  rateSubmit: 'Send rating', // ours
  rated: 'Thanks for rating this game', // ours
  ratingUpdated: 'Your rating was updated', // ours
  yourRating: (stars: number) => `You rated this game ${stars} out of 5.`, // ours
  rateNotEnded: 'You can rate the game once it has ended', // ours
  rateNotGoing: 'Only players who went can rate the game', // ours
  rateOwnGame: 'Hosts do not rate their own games', // ours
  hostRating: (average: number, count: number) =>
    `Host rating ${average.toFixed(1)} out of 5 (${count} ratings)`, // ours

  // Profile games table
  profileGames: 'Games', // ours
  noProfileGames: 'No games to show yet.', // ours
  columnDate: 'Date', // ours
  columnGame: 'Game', // ours
  columnType: 'Type', // ours
  columnRole: 'Role', // ours
  columnWhere: 'Where', // ours
  roleHost: 'Host', // ours
  rolePlayer: 'Player', // ours
  sortBy: (column: string) => `Sort by ${column}`, // ours
  previousPage: 'Previous', // ours
  nextPage: 'Next', // ours
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`, // ours

  // Slot groups
  slotGroups: 'Split the spots into groups', // ours
  slotGroupsHint: 'E.g. "Goalies 2 / Field 12", or "Women 6 / Men 6": each player picks a group.', // ours
  slotGroupName: (n: number) => `Group ${n} name`, // ours
  slotGroupSpots: (n: number) => `Group ${n} spots`, // ours
  addSlotGroup: 'Add a group', // ours
  removeSlotGroup: (name: string) => (name ? `Remove the group ${name}` : 'Remove this group'), // ours
  slotGroupNameRequired: 'Name the group', // ours
  slotGroupNamesUnique: 'Each group needs its own name', // ours
  slotGroupsCount: 'Use 2 to 6 groups, or none', // ours
  groupSpots: (name: string, taken: number, capacity: number) => `${name}: ${taken} of ${capacity}`, // ours
  chooseGroup: 'Choose a group to join', // ours
  spotsTotal: (n: number) => (n === 1 ? '1 spot in all' : `${n} spots in all`), // ours
  groupLabel: 'Group', // ours
  yourGroup: (name: string) => `Your group: ${name}`, // ours
  groupOption: (name: string, left: number) => (left === 0 ? `${name} (full)` : `${name} (${left} left)`), // ours
  groupsFixed: 'Spots are set per group; groups cannot be changed once the game is created.', // ours

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
    acceptSpot: 'Accept spot',
    declineSpot: 'Decline',
  },
  offeredUntil: (until: string) => `A spot is held for you until ${until}`,
  offerAccepted: 'You took the spot: you are going',
  offerDeclined: 'You passed the spot on',
  notOffered: 'No spot is held for you in this game',
  offerExpired: 'This offer has passed: the spot went to the next in line',
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
  // Paid games (issue 12 §4) — ours
  paymentsUnavailable: 'This game takes payments, but its host cannot receive them right now.', // ours
  price: 'Price per player (USD)', // ours
  priceHint: 'Leave empty for a free game. Players pay when they join.', // ours
  priceInvalid: 'Enter an amount like 10 or 12.50 (at least $1, at most $10,000).', // ours
  priceNeedsPayouts: 'Connect an active payout account to charge for games.', // ours
  priceLockedTitle: 'Charging for games', // ours
  priceLockedText: 'To charge players for this game, connect a Stripe payout account first.', // ours
  setUpPayouts: 'Set up payouts', // ours
  paidNoApproval: 'A paid game cannot also wait for your approval: players join by paying.', // ours
  paidNoWaitlist: 'A paid game has no waitlist: a spot is held while a player pays.', // ours
  payToJoin: (price: string) => `Pay ${price} and join`, // ours
  priceLabel: (price: string) => `${price} per player`, // ours
  paymentSuccessTitle: 'Payment received. You are in!', // ours
  paymentPending: 'Payment is being confirmed. Your spot is held.', // ours
  paymentCancelled: 'Payment cancelled. Your held spot is released when checkout expires.', // ours
  paidBadge: 'Paid', // ours
  priceTitle: 'Price', // ours
  paidGuestsUnavailable:
    'Guests of this game are paid for when you join. To change how many come, leave (refunded in full) and join again with them.', // ours
  payToJoinWith: (price: string, guests: number) =>
    guests === 1 ? `Pay ${price} and join with 1 guest` : `Pay ${price} and join with ${guests} guests`, // ours
  guestsAtJoin: (limit: number, charged: boolean) =>
    `${limit === 1 ? 'You may bring 1 guest' : `You may bring up to ${limit} guests`}${charged ? '; each pays the same price.' : '.'}`, // ours
  paymentHeld: 'Your spot is held while you pay.', // ours
  completePayment: 'Complete payment', // ours
  refundedOnCancel: 'Paid spots are refunded in full.', // ours
  // Leaving a paid game (ours): allowed until the host's cancel cutoff (or the start), always a full refund.
  refundPolicy: (until: string) => `Full refund if you leave before ${until}.`, // ours
  noRefundNow: 'The time to leave with a refund has passed.', // ours
  leavePaidTitle: 'Leave this paid game?', // ours
  leavePaidText: (amount: string) =>
    `You paid ${amount}. Leaving gives your spot up and refunds ${amount} in full to the card you paid with; banks take 5–10 business days to show it.`, // ours
  leavePaidConfirm: 'Leave and get a refund', // ours
  keepSpot: 'Keep my spot', // ours
  leftRefunded: (amount: string) => `You left the game. Your ${amount} refund is on its way.`, // ours

  // Discover and my games
  discoverTitle: 'Discover',
  myGames: 'My games',
  noMyGames: 'You have no upcoming games.',
  nearTitle: (city: string) => `Games near ${city}`,
  noNearby: (miles: number) => `No upcoming games within ${miles} miles yet.`,
  noNearbyHint: 'Start one and players near you can join, or look further and hear about new games first.', // ours
  widenRadius: (miles: number) => `Search within ${miles} miles`, // ours
  getAlerts: 'Get alerts for new games', // ours
  noCity: 'Add your city to your profile to see games near you.',
  editProfile: 'Edit profile',
  milesAway: (miles: number) => `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`,
  hosting: 'Hosting',
  statusLabel: {
    GOING: 'Going',
    WAITLIST: 'Waitlisted',
    PENDING_APPROVAL: 'Pending approval',
    OFFERED: 'Spot offered', // ours
  } as Record<string, string>,

  // Notifications
  promotedTitle: 'You are in!',
  promotedMessage: (title: string) =>
    `A spot opened up in ${title}: you moved off the waitlist and are going.`,

  changedTitle: 'Game changed', // ours
  changedMessage: (title: string, when: string, place: string, dates: number) =>
    dates === 1
      ? `${title} changed: it is now on ${when} in ${place}.`
      : `${title} changed for ${dates} dates: the next is on ${when} in ${place}.`, // ours
  refundTermsTitle: 'Refund terms changed', // ours
  refundTermsMessage: (title: string, hours: number | null, until: string) =>
    `The host of ${title} changed when players may leave (${hours === null ? 'until the start' : `up to ${hours} h before the start`}). Your paid spot keeps the terms you paid under if they are later: you can leave with a full refund until ${until}.`, // ours
  offerTitle: 'A spot is yours if you want it', // ours
  offerMessage: (title: string, until: string) =>
    `A spot opened up in ${title}. It is held for you until ${until}: accept it on the game page, or it passes to the next in line.`, // ours
  guestSpotTitle: 'A spot is held for you', // ours
  guestSpotMessage: (title: string, until: string) =>
    `A host added you to ${title} before you had an account. The spot is held for you until ${until}: accept it on the game page, or decline it to give it back.`, // ours
  offerExpiredTitle: 'Your offered spot has passed on', // ours
  offerExpiredMessage: (title: string) =>
    `You did not take the spot offered in ${title} in time, so it went to the next in line. You can join again if spots open.`, // ours
  requestTitle: 'New request to join', // ours
  requestMessage: (name: string, title: string) => `${name} asked to join ${title}.`, // ours
  approvedTitle: 'Request approved', // ours
  approvedMessage: (title: string) => `The host approved your request: you are going to ${title}.`, // ours
  approvedWaitlistMessage: (title: string) =>
    `The host approved your request to ${title}; the game is full, so you are on the waitlist.`, // ours
  declinedTitle: 'Request declined', // ours
  declinedMessage: (title: string) => `The host declined your request to join ${title}.`, // ours
  removedTitle: 'Removed from a game', // ours
  removedMessage: (title: string) => `The host removed you from ${title}.`, // ours
  cancelledTitle: 'Game cancelled', // ours
  cancelledMessage: (title: string, when: string) => `${title} on ${when} was cancelled by the host.`, // ours
  gameOnTitle: 'Game on!', // ours
  gameOnMessage: (title: string, when: string) => `${title} on ${when} has enough players: it is on.`, // ours
  minimumNotReachedMessage: (title: string, when: string, minimum: number) =>
    `${title} on ${when} was cancelled: fewer than ${minimum} players joined by the cutoff.`, // ours
  cancelledWithReason: (message: string, reason: string) => `${message} Reason: ${reason}`, // ours
  dateMovedTitle: 'Date moved', // ours
  dateMovedMessage: (title: string, from: string, to: string) =>
    `${title} on ${from} was moved by the host to ${to}. Your spot moves with it; the other dates are unchanged.`, // ours
  seriesCancelledMessage: (title: string, when: string) =>
    `${title} was cancelled by the host from ${when} on: this date and every later one.`, // ours
  hostMessageTitle: (title: string) => `Message from the host of ${title}`, // ours

  // Calendar feed
  feedName: 'Beans games', // ours
  feedWaitlisted: (title: string) => `Waitlist: ${title}`, // ours
  feedCancelledReason: (reason: string) => `Cancelled by the host: ${reason}`, // ours
  feedTitle: 'Calendar feed', // ours
  feedIntro:
    'Every game you are going to or waitlisted for, from all your teams, in your calendar app. Subscribe to this private link (Google Calendar: Other calendars → From URL; Apple Calendar: File → New Calendar Subscription).', // ours
  feedCreate: 'Create my calendar link', // ours
  feedLinkLabel: 'Your private calendar link', // ours
  feedCopy: 'Copy link', // ours
  feedCopied: 'Calendar link copied', // ours
  feedRotate: 'Make a new link', // ours
  feedRotateHint:
    'The old link stops working at once: use this if you shared it by mistake. Signing out everywhere or resetting your password also ends it.', // ours
  feedRotated: 'New calendar link ready; the old one no longer works', // ours
  feedCreated: 'Calendar link ready', // ours
  feedFailed: 'Could not make a calendar link. Please try again.', // ours

  // Discover filters
  filters: {
    label: 'Find games', // ours
    text: 'Search', // ours
    textPlaceholder: 'Title, sport or description', // ours
    gameType: 'Game type', // ours
    anyType: 'Any game type', // ours
    radius: 'Within', // ours
    miles: (n: number) => `${n} miles`, // ours
    when: 'When', // ours
    upcoming: 'Upcoming', // ours
    past: 'Past', // ours
    from: 'From', // ours
    to: 'To', // ours
    apply: 'Apply filters', // ours
    clear: 'Clear filters', // ours
    noMatch: 'No games match these filters. Try a wider radius or fewer filters.', // ours
    previous: 'Previous page', // ours
    next: 'Next page', // ours
    pageOf: (page: number) => `Page ${page}`, // ours
    pastTitle: (city: string) => `Past games near ${city}`, // ours
    location: 'Near', // ours
    locationHint: 'A city, or your position. Empty: your go-to city.', // ours
    nearMe: 'Near me', // ours
    nearYou: 'your location', // ours
    locationFailed: 'Could not get your position. Allow location access, or choose a city.', // ours
  },

  // Favorites
  favorite: 'Add to favorites', // ours
  unfavorite: 'Remove from favorites', // ours
  favoriteAdded: 'Added to your favorites', // ours
  favoriteRemoved: 'Removed from your favorites', // ours
  favoriteFailed: 'Could not update your favorites. Please try again.', // ours
  myFavorites: 'My favorites', // ours
  noFavorites: 'Tap the heart on a game to keep it here.', // ours
  pastBadge: 'Past', // ours
  showAll: (n: number) => `Show all ${n}`, // ours
  showFewer: 'Show fewer', // ours

  // Manage (event/{id}/manage)
  manage: {
    title: (title: string) => `Manage ${title}`, // ours
    link: 'Manage', // ours
    backToGame: 'Back to the game', // ours
    going: 'Going', // ours
    waitlist: 'Waitlist', // ours
    requests: 'Requests to join', // ours
    noGoing: 'Nobody has joined yet. Share the game to fill it.', // ours
    noWaitlist: 'Nobody is waiting.', // ours
    noRequests: 'No requests waiting for you.', // ours
    guests: (n: number) => (n === 1 ? '+1 guest' : `+${n} guests`), // ours
    host: 'Host', // ours
    offeredUntil: (until: string) => `Spot offered until ${until}`, // ours
    noShow: 'No-show', // ours
    noShowLabel: (name: string) => `${name} did not show up`, // ours
    noShowSaved: 'Attendance saved', // ours
    attendanceHint: 'Mark the players who did not show up. Only hosts see this.', // ours
    notEnded: 'You can mark attendance once the game has ended', // ours
    edit: 'Edit game', // ours
    editIntro: 'Players holding a spot are told when the time or the place changes.', // ours
    editScope: 'Apply to', // ours
    editScopeThis: 'This date only', // ours
    editScopeFollowing: 'This and every later date', // ours
    save: 'Save changes', // ours
    saved: (n: number) => (n === 1 ? 'Changes saved' : `Changes saved to ${n} dates`), // ours
    editFailed: 'Could not save the changes. Please try again.', // ours
    capacityBelowGoing: (going: number) => `${going} spots are already taken: spots cannot be fewer`, // ours
    approve: 'Approve', // ours
    decline: 'Decline', // ours
    remove: 'Remove', // ours
    removeNamed: (name: string) => `Remove ${name}`, // ours
    moveToGoing: 'Move to going', // ours
    approved: 'Request approved', // ours
    approvedToWaitlist: 'Approved: the game is full, so they are on the waitlist', // ours
    declined: 'Request declined', // ours
    removed: 'Player removed', // ours
    removedRefunded: (amount: string) => `Player removed. Their ${amount} is refunded in full.`, // ours
    // Money of a paid game moves on its creator's payout account: only the creator changes it (security review L6).
    creatorOnlyPrice: 'Only the host who created this game can change its price.', // ours
    creatorNotOnTeam:
      'The host who created this game does not host for that team, so the game cannot move there.', // ours
    creatorOnlyRefund: 'Only the host who created this game can remove (and refund) a player who paid.', // ours
    creatorOnlyCancel: 'Only the host who created this game can cancel it: players paid for it.', // ours
    promoted: 'Moved off the waitlist', // ours
    requestGone: 'This request was already answered or withdrawn', // ours
    notOnWaitlist: 'This player is no longer on the waitlist', // ours
    noSpot: 'No spot is free: raise the capacity or remove someone first', // ours
    messageAll: 'Message all joiners', // ours
    messageLabel: 'Message', // ours
    messageHint: 'Sent to everyone going, waitlisted or waiting for approval, by notification and e-mail.', // ours
    send: 'Send', // ours
    sent: (n: number) => (n === 1 ? 'Message sent to 1 player' : `Message sent to ${n} players`), // ours
    nobodyToMessage: 'Nobody has joined yet', // ours
    messageLimit: (n: number) => `You can message this game's players ${n} times a day. Try again tomorrow.`, // ours
    messageRequired: 'Write a message', // ours
    messageTooLong: (max: number) => `Keep it under ${max} characters`, // ours
    cancelGame: 'Cancel game', // ours
    cancelThisDate: 'Cancel this date', // ours
    cancelFollowing: 'Cancel this and later dates', // ours
    cancelSeriesBody:
      'This game repeats. Cancel only this date, or this date and every later one (no more dates are created). Everyone holding a spot is told.', // ours
    cancelledDates: (n: number) =>
      n === 1 ? 'Game cancelled; everyone was told' : `${n} dates cancelled; everyone was told`, // ours
    cancelConfirmTitle: 'Cancel this game?', // ours
    cancelConfirmBody: 'Everyone going, waitlisted or waiting for approval is told. This cannot be undone.', // ours
    keepGame: 'Keep the game', // ours
    alreadyCancelled: 'This game is already cancelled', // ours
    cancelledNotice: 'This game is cancelled.', // ours
    cancelledBecause: (reason: string) => `Reason: ${reason}`, // ours
    cancelReasonLabel: 'Reason (told to the players)', // ours
    cancelReasonHint: 'Optional. Sent with the notice to everyone holding a spot.', // ours
    cancelReasonTooLong: (max: number) => `Keep the reason under ${max} characters`, // ours
    moveThisDate: 'Move this date', // ours
    moveDateTitle: 'Move this date', // ours
    moveDateBody:
      'Only this date moves; the series and its other dates stay as they are. Everyone holding a spot keeps it and is told.', // ours
    moveDateLabel: 'New date', // ours
    moveTimeLabel: 'New start time', // ours
    moveDateSubmit: 'Move date', // ours
    keepDate: 'Keep the date', // ours
    movedDate: 'Date moved; everyone was told', // ours
    moveNotSeries: 'Only a date of a repeating game can be moved here; edit the game instead', // ours
    moveUnchanged: 'Pick a different date or time', // ours
    moveInPast: 'The new start must be in the future', // ours
    moveTaken: 'The series already has a game on that date', // ours
    movedFrom: (when: string) => `Moved from ${when}`, // ours
    pastNotice: 'This game has ended.', // ours
  },
} as const;

/** Why a join was refused, by the RSVP service's status (the game page, sub invitations). */
export const joinRefusals = {
  already: eventUiMessages.alreadyJoined,
  full: eventUiMessages.full,
  closed: eventUiMessages.closed,
  cancelled: eventUiMessages.cancelled,
  'choose-group': eventUiMessages.chooseGroup,
} as const;
