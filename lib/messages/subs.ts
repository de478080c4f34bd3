/**
 * Find a sub (issue 17): the host's panel on event/{id}/manage, the invitation a player receives, and the
 * player's settings. The spec names only the post board's "Sub Needed" subcategory; every other string is ours.
 */
export const subsMessages = {
  // The host's panel
  panelTitle: 'Find a sub',
  panelIntro: 'Players who play this sport, are free for the whole game and live or will be near the venue.',
  openPanel: 'Find a sub',
  shortHanded: (missing: number) =>
    missing === 1 ? 'You are 1 player short.' : `You are ${missing} players short.`,
  radius: 'Distance from the venue',
  radiusOption: (miles: number) => `${miles} miles`,
  search: 'Show players',
  loading: 'Looking for players…',
  emptyTitle: 'No players match right now',
  emptyHint:
    'Try a larger distance, or post on the board: players who do not share their availability can still answer.',
  full: 'The game is full: no subs needed.',
  ended: 'This game has started or was cancelled: no more invitations.',
  tierClose: 'Connections and teammates',
  tierPlayed: 'Played with you before',
  tierNearby: 'Nearby',
  miles: (miles: number) => (miles === 1 ? '1 mile' : `${miles} miles`),
  travelling: (city: string) => `In ${city} that day`,
  select: (name: string) => `Select ${name}`,
  invite: 'Invite',
  inviteOne: (name: string) => `Invite ${name}`,
  inviteSelected: (n: number) =>
    n === 0 ? 'Invite the selected now' : n === 1 ? 'Invite 1 player now' : `Invite ${n} players now`,
  inviteTiered: 'Invite in tiers',
  tieredHint:
    'The first group is asked now; the next one after the delay if spots are still open. It stops when the game is full or at the cancel cutoff.',
  delay: 'Delay between tiers',
  delayOption: (minutes: number) =>
    minutes < 60 ? `${minutes} min` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`,
  chooseSomeone: 'Choose at least one player.',
  invited: (n: number) => (n === 1 ? 'Invitation sent.' : `${n} invitations sent.`),
  tieredStarted: (now: number, later: number) =>
    later === 0
      ? `${now} invited now.`
      : `${now} invited now; ${later} more in later tiers if spots are still open.`,
  nobodyInvited: 'None of these players can be invited any more. Refresh the list.',
  inviteFailed: 'The invitations could not be sent. Please try again.',
  searchFailed: 'The players could not be loaded. Please try again.',
  // What the host has sent
  sentTitle: 'Invitations',
  sentEmpty: 'No one invited yet.',
  status: {
    QUEUED: 'Waiting for their tier',
    SENT: 'Asked',
    JOINED: 'Joined',
    DECLINED: 'Not this time',
    STOPPED: 'Not sent',
  },
  tierLabel: (tier: number) => `Tier ${tier + 1}`,
  // Sub Needed post
  postTitle: 'Post "Sub Needed" on the board',
  postHint: 'A post under Play & Competition → Sub Needed with a link to this game.',
  postButton: 'Post on the board',
  postDefaultTitle: (title: string) => `Sub needed: ${title}`,
  postDefaultText: (when: string, where: string, missing: number, url: string) =>
    `${missing === 1 ? 'One spot' : `${missing} spots`} open for ${when} at ${where}. Join here: ${url}`,
  postTitleLabel: 'Title',
  postTextLabel: 'Text',
  posted: 'Posted on the board.',
  viewPost: 'View the post',
  done: 'Done',
  cancel: 'Cancel',
  postFailed: 'The post could not be published. Please try again.',
  // The invitation
  inviteTitle: 'Can you sub?',
  inviteMessage: (host: string, title: string, when: string) => `${host} needs a sub for ${title}, ${when}.`,
  join: 'Join',
  notThisTime: 'Not this time',
  seeGame: 'See the game',
  joinedToast: 'You are in. See you there!',
  waitlistedToast: 'The game filled up meanwhile: you are on the waitlist and will be told if a spot opens.',
  requestedToast: 'Your request was sent to the host.',
  declinedToast: 'Thanks for letting them know.',
  answerFailed: 'Your answer could not be saved. Please try again.',
  payOnGamePage: 'This game is paid: open it to pay and take your spot.',
  inviteGone: 'This invitation is no longer open.',
  answeredJoined: 'You joined this game.',
  answeredDeclined: 'You said not this time.',
  closed: 'This game is closed.',
  bannerTitle: 'You are invited to sub',
  // Host-side notification when a sub joins
  subJoinedTitle: 'A sub joined',
  subJoinedMessage: (name: string, title: string) => `${name} joined ${title} from your sub request.`,
  // Settings
  settingsTitle: 'Sub requests',
  settingsIntro:
    'Hosts who are short of players can ask you to sub when your availability says you are free. Choose the sports and how often.',
  openTo: (sport: string) => `Open to sub requests for ${sport}`,
  noSports: 'Add sports to your profile to receive sub requests.',
  perWeek: 'Requests per week',
  perWeekHint: 'When you reach it, hosts will not see you until the week is over.',
  perWeekOption: (n: number | null) => (n === null ? 'No limit' : n === 1 ? '1 request' : `${n} requests`),
  save: 'Save',
  saved: 'Sub request settings saved.',
  saveFailed: 'Your settings could not be saved. Please try again.',
  notFound: 'Game not found',
} as const;
