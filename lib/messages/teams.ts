import { commonMessages } from './common';

/**
 * User-facing strings of teams, communities and leagues (create, team page, roster, invitations, join
 * requests, discussions). The spec gives 'Team not found' (02 §8), 'Other' listed first and a link to
 * start/community (02 §2), the entity names (02 §3) and the notification categories (01 §9); every other
 * string here is ours.
 */
// The spec's texts of teams (02 §2, §8); re-exported by index.ts.
export const teamMessages = {
  createTitle: 'Create a Team', // ours
  otherGameType: 'Other', // game type label listed first in the create-team form
  startCommunityLink: 'Want to start a community instead?', // ours
  teamNotFound: commonMessages.teamNotFound,
  pendingInvite: 'Invitation pending', // ours
} as const;

const kindLabels = { TEAM: 'Team', COMMUNITY: 'Community', LEAGUE: 'League' } as const;
const roleLabels = { owner: 'Owner', admin: 'Admin', manager: 'Manager', player: 'Player' } as const;
const policyLabels = {
  OPEN: 'Open — anyone can join',
  REQUEST: 'By request — managers approve',
  INVITE_ONLY: 'Invite only',
} as const;

export const teamUi = {
  teamNotFound: commonMessages.teamNotFound,
  otherGameType: teamMessages.otherGameType,
  kindLabels,
  roleLabels,
  policyLabels,
  policyShort: { OPEN: 'Open', REQUEST: 'By request', INVITE_ONLY: 'Invite only' } as const,
  members: (n: number) => (n === 1 ? '1 member' : `${n} members`),

  // Create (teams/create, start/community)
  createTitle: teamMessages.createTitle,
  createIntro: 'A few quick steps. You can change everything later.',
  communityTitle: 'Start a community',
  communityIntro:
    'Communities bring together people who play the same sport near you: share news, organise events and welcome newcomers. Set yours up in a few quick steps.',
  startCommunityLink: teamMessages.startCommunityLink,
  createTeamInsteadLink: 'Creating a team or league instead?',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  steps: {
    kind: 'What are you creating?',
    name: 'What is it called?',
    sport: 'Which sport?',
    city: 'Where do you play?',
    photo: 'Add a photo',
    description: 'Tell people about it',
    policy: 'Who may join?',
    invite: 'Invite people',
  },
  kindHints: {
    TEAM: 'A roster of players that plays together.',
    COMMUNITY: 'An open group around a sport or a place.',
    LEAGUE: 'Several teams playing a season together.',
  },
  nameLabel: 'Name',
  namePlaceholder: 'Eastside Ballers',
  sportLabel: 'Sport',
  sportPlaceholder: 'Choose a sport',
  cityLabel: 'Home city',
  photoLabel: 'Photo (optional)',
  photoHint: 'JPEG, PNG, WebP or GIF, up to 5 MB. It is cropped to a square.',
  photoChoose: 'Choose a photo',
  photoRemove: 'Remove photo',
  descriptionLabel: 'Description (optional)',
  descriptionPlaceholder: 'When and where you play, level, what to bring…',
  inviteByEmail: 'Invite by e-mail',
  inviteEmailPlaceholder: 'name@example.com',
  inviteAdd: 'Add',
  inviteSearchLabel: 'Or find people on Beans',
  inviteListLabel: 'People to invite',
  inviteNone: 'Nobody yet — you can also invite people later from the team page.',
  inviteRemove: (who: string) => `Remove ${who}`,
  back: 'Back',
  next: 'Next',
  create: (kind: keyof typeof kindLabels) => `Create ${kindLabels[kind].toLowerCase()}`,
  created: (name: string) => `${name} is ready.`,
  createFailed: 'Could not create the team. Please try again.',

  // Validation
  nameRequired: 'Enter a name',
  nameTooLong: 'The name can be at most 80 characters',
  sportRequired: 'Choose a sport',
  sportUnknown: 'Choose a sport from the list',
  cityRequired: 'Choose a home city',
  descriptionTooLong: 'The description can be at most 2000 characters',
  emailInvalid: 'Enter a valid e-mail address',
  tooManyInvites: 'You can invite at most 50 people at once',
  alreadyInList: 'Already in the list',

  // Team page
  tabs: {
    roster: 'Roster',
    events: 'Events',
    seasons: 'Seasons',
    discussions: 'Discussions',
    settings: 'Settings',
  },
  settingsTitle: 'Team details', // ours
  settingsIntro: 'Owners and admins can change these. Members see the changes at once.', // ours
  settingsSave: 'Save changes', // ours
  settingsSaved: 'Team details saved', // ours
  settingsFailed: 'Could not save the team details. Please try again.', // ours
  createEvent: 'Create event',
  addPractice: 'Add practice', // ours: a weekly session hosted by the team
  practiceTitle: (team: string) => `${team} practice`, // ours
  noEvents: 'No upcoming events',
  noEventsHint: 'Events hosted by this team show up here.',
  noEventsManagerHint: 'Create the first one — it is hosted by this team.',
  noSeasons: 'No seasons yet',
  noSeasonsHint: 'When a manager adds a season, you can register for it here.',
  noSeasonsManagerHint: 'Add a season with its dates, then open registration.',
  newSeason: 'New season',
  seasonLabel: 'Season',
  seasonLabelPlaceholder: 'Spring 2027',
  seasonStart: 'Start date',
  seasonEnd: 'End date',
  seasonOpenNow: 'Open registration now',
  addSeason: 'Add season',
  seasonCreated: (label: string) => `${label} added.`,
  seasonLabelRequired: 'Enter a season name',
  seasonLabelTooLong: 'A season name can be at most 60 characters',
  dateInvalid: 'Enter a date',
  endBeforeStart: 'The season must end on or after its start',
  registrationOpen: 'Registration open',
  registrationClosed: 'Registration closed',
  openRegistration: 'Open registration',
  closeRegistration: 'Close registration',
  registrationOpened: 'Registration is open.',
  registrationClosedToast: 'Registration is closed.',
  seasonNotFound: 'Season not found',
  registerWho: 'Who is playing?',
  registerMyself: 'Myself',
  register: 'Register',
  registered: (who: string) => `${who} is registered. A manager will confirm soon.`,
  alreadyRegistered: 'Already registered for this season',
  registrationNotOpen: 'Registration for this season is closed',
  notYourFamily: 'You can register yourself or a family member you are guardian of',
  registrationFailed: 'Could not register. Please try again.',
  registrationsTitle: 'Registrations',
  seasonGroupsTitle: 'Groups', // ours: divisions or age groups of a season
  noSeasonGroups: 'No groups yet.',
  seasonGroupName: 'New group',
  seasonGroupPlaceholder: 'e.g. Division A or U12',
  addSeasonGroup: 'Add group',
  seasonGroupAdded: (name: string) => `Group “${name}” added.`,
  seasonGroupRemoved: (name: string) => `Group “${name}” removed.`,
  removeSeasonGroup: (name: string) => `Remove group ${name}`,
  seasonGroupExists: 'This season already has a group with that name',
  seasonGroupNameRequired: 'Enter a group name',
  seasonGroupNameTooLong: (n: number) => `A group name can be at most ${n} characters`,
  seasonGroupNotFound: 'Group not found',
  noRegistrations: 'No registrations yet',
  statusLabels: {
    PENDING: 'Pending',
    CONFIRMED: 'Approved',
    DECLINED: 'Declined',
    WAITLISTED: 'Waitlisted',
    CANCELLED: 'Cancelled',
  },
  approveRegistration: 'Approve',
  waitlistRegistration: 'Waitlist',
  declineRegistration: 'Decline',
  registrationDecided: (who: string, status: string) => `${who}: ${status.toLowerCase()}.`,
  registeredBy: (who: string) => `registered by ${who}`,
  yourRegistrations: 'Your registrations',
  registrationNotificationTitle: 'New registration',
  registrationNotification: (who: string, season: string, team: string) =>
    `${who} registered for ${season} (${team}).`,
  registrationStatusTitle: 'Registration update',
  registrationStatusNotification: (who: string, season: string, team: string, status: string) =>
    `${who}'s registration for ${season} (${team}) is ${status.toLowerCase()}.`,
  membersOnly: 'Members only',
  membersOnlyHint: 'Join this team to see its roster and discussions.',
  invitedOnlyHint: 'Accept the invitation to see the roster and join the discussions.',
  pendingInvitation: teamMessages.pendingInvite,
  joinRequested: 'Asked to join',
  you: '(you)',
  rosterTitle: 'Roster',
  pendingTitle: 'Invitations and requests',
  invitePeople: 'Invite people',
  inviteDialogTitle: 'Invite people',
  inviteRoleLabel: 'Role',
  inviteSend: 'Send invitation',
  invited: (who: string) => `Invitation sent to ${who}.`,
  inviteFailed: 'Could not send the invitation. Please try again.',
  alreadyOnRoster: 'Already on the roster or invited',
  // Security review 3, M1/M2/M3/L8 (ours)
  roleNotOffered: 'Only owners and admins can invite someone as an admin.', // ours
  inviteLimit: (perDay: number) =>
    `You have sent ${perDay} invitations today, the most a day. You can invite more people tomorrow.`, // ours
  inviteAddressLimit: (email: string) =>
    `${email} has already been invited several times today. Please try again tomorrow.`, // ours
  joinRequestLimit: 'You already asked to join this team today. Please try again tomorrow.', // ours
  teamLimit: 'You have created the most teams allowed in a day. Please try again tomorrow.', // ours
  threadLimit: 'You have started the most discussions allowed in a day. Please try again tomorrow.', // ours
  replyLimit: 'You have posted the most replies allowed in a day. Please try again tomorrow.', // ours
  userNotFound: commonMessages.userNotFound,
  cancelInvite: 'Cancel invitation',
  inviteCancelled: 'Invitation cancelled.',
  approve: 'Approve',
  decline: 'Decline',
  approved: (who: string) => `${who} joined the team.`,
  requestDeclined: 'Request declined.',

  invitationBanner: (team: string) => `You are invited to join ${team}.`,
  accept: 'Accept',
  accepted: (team: string) => `Welcome to ${team}!`,
  declined: 'Invitation declined.',
  respondFailed: 'Could not answer the invitation. Please try again.',

  join: 'Join',
  requestToJoin: 'Ask to join',
  requestPending: 'Your request is waiting for a manager.',
  cancelRequest: 'Cancel request',
  requestCancelled: 'Request cancelled.',
  joined: (team: string) => `You joined ${team}.`,
  requested: 'Request sent. A manager will answer soon.',
  alreadyMember: 'You are already on this team',
  joinFailed: 'Could not join. Please try again.',

  changeRole: 'Change role',
  roleFor: (who: string) => `Role of ${who}`,
  roleChanged: (who: string, role: string) => `${who} is now ${role.toLowerCase()}.`,
  cancelPlanBeforeHandover:
    'This team has a paid plan billed to you. Cancel it on the billing page before handing the team over.', // ours
  ownershipTransferred: (who: string) => `${who} is now the owner.`,
  makeOwner: 'Make owner',
  makeOwnerConfirm: (who: string) =>
    `Hand the team over to ${who}? You stay on the roster as an admin and cannot undo this yourself.`,
  roleFailed: 'Could not change the role. Please try again.',
  notAllowed: 'Only the owner can do that for an admin or the owner',
  remove: 'Remove',
  removeConfirm: (who: string) => `Remove ${who} from the team?`,
  removed: (who: string) => `${who} was removed.`,
  removeFailed: 'Could not remove. Please try again.',
  leave: 'Leave team',
  leaveConfirm: (team: string) => `Leave ${team}? You will need a new invitation to come back.`,
  left: (team: string) => `You left ${team}.`,
  ownerMustHandOver: 'Hand the team over to another member before leaving.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  actionsFor: (who: string) => `Actions for ${who}`,

  // Teams list
  myTeamsTitle: 'My Teams & Groups',
  invitationsTitle: 'Invitations',
  viewInvitation: 'View invitation',
  noTeamsTitle: 'No teams exist',
  noTeamsHint: 'Create a team or start a community to play with the same people every week.',
  createTeam: 'Create a team',
  startCommunity: 'Start a community',

  // Finding teams (teams-v3, my-communities, leagues, external-teams; ours)
  findNav: {
    label: 'Teams and groups',
    mine: 'My teams',
    directory: 'Find teams',
    communities: 'My communities',
    leagues: 'Leagues',
    external: 'External teams',
  },
  directory: {
    title: 'Find teams',
    intro: 'Teams, communities and leagues that play near you. Open one to join or ask to join.',
    filtersLabel: 'Find teams',
    location: 'City',
    text: 'Search',
    textPlaceholder: 'Team name or keyword',
    sport: 'Sport',
    anySport: 'Any sport',
    radius: 'Within',
    miles: (n: number) => `${n} miles`,
    apply: 'Search',
    clear: 'Clear filters',
    near: (city: string) => `Near ${city}`,
    everywhere: 'Everywhere',
    yourPosition: 'your position',
    milesAway: (miles: number) => (miles < 1 ? 'Under 1 mile away' : `${Math.round(miles)} mi away`),
    noCityTitle: 'Choose a city',
    noCityHint:
      'Pick a city above (or set your go-to city in your profile) to see the teams that play there.',
    emptyTitle: 'No teams found here',
    emptyHint:
      'Try a bigger distance, another sport or fewer words — or create the team your city is missing.',
    results: 'Teams',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: (n: number) => `Page ${n}`,
    youAreMember: 'Member',
    youRequested: 'Requested',
    youAreInvited: 'Invited',
  },
  communities: {
    title: 'My communities',
    intro: 'Communities you run or belong to.',
    emptyTitle: 'You are not in a community yet',
    emptyHint: 'Start one for the people you play with, or find one near you.',
    find: 'Find communities',
    ambassadorPrompt: 'Want to bring more people together in your city?',
    ambassadorLink: 'Become an ambassador',
  },
  leagues: {
    title: 'Leagues',
    intro: 'Leagues near you. Open one to see its seasons and ask to join.',
    emptyTitle: 'No leagues near you yet',
    emptyHint: 'Try a bigger distance or another city — or create a league yourself.',
    createLeague: 'Create a league',
  },
  external: {
    title: 'External teams',
    intro: 'Opponents that are not on Beans. Add them by name so your team can schedule games against them.',
    forTeam: (team: string) => `Opponents of ${team}`,
    name: 'Opponent name',
    namePlaceholder: 'e.g. Westside Wolves',
    add: 'Add opponent',
    added: (name: string) => `${name} added.`,
    already: 'This opponent is already on the list',
    removed: (name: string) => `${name} removed.`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    failed: 'Could not save. Please try again.',
    nameRequired: 'Enter the opponent’s name',
    nameTooLong: `An opponent's name can be at most 80 characters`,
    noneYet: 'No external teams yet. Add the first opponent above.',
    notManagerTitle: 'You do not manage a team yet',
    notManagerHint:
      'Owners, admins and managers of a team add its opponents here. Create a team to get started.',
    notFound: 'External team not found',
  },
  invitationResponse: {
    accept: 'Accept',
    decline: 'Decline',
    accepted: 'You accepted this invitation.',
    answered: 'This invitation was answered.',
  },

  // Notifications (category teamJoin; discussions per community)
  inviteNotificationTitle: 'Team invitation',
  inviteNotification: (inviter: string, team: string) => `${inviter} invited you to join ${team}.`,
  inviteMailSubject: (team: string) => `You are invited to join ${team} on Beans`,
  inviteMailIntro: (inviter: string, team: string) =>
    `${inviter} invited you to join ${team} on Beans. Create your free account with this address and the invitation will be waiting for you.`,
  inviteMailAction: 'Sign up and join',
  inviteMailOutro: 'If you do not want to join, you can ignore this e-mail.',
  inviteMailStopText: 'Do not want invitations to teams on Beans?', // ours
  inviteMailStopLink: 'Stop invitation e-mails to this address', // ours
  // The page of that link (auth/stop-invitations) (ours)
  stopInvitationsTitle: 'Stop invitation e-mails', // ours
  stopInvitationsAsk: (email: string) =>
    `Nobody will be able to send team invitation e-mails to ${email} through Beans any more.`, // ours
  stopInvitationsConfirm: 'Stop invitation e-mails', // ours
  // Names no address: the page's done=1 is a plain link anyone can make up (review: no token on that step).
  stopInvitationsDone: 'Done. This address will get no more team invitation e-mails from Beans.', // ours
  stopInvitationsInvalid: 'This link is not valid. Please use the link in the invitation e-mail.', // ours
  acceptedNotificationTitle: 'Invitation accepted',
  acceptedNotification: (who: string, team: string) => `${who} joined ${team}.`,
  requestNotificationTitle: 'Request to join',
  requestNotification: (who: string, team: string) => `${who} asks to join ${team}.`,
  approvedNotificationTitle: 'Request approved',
  approvedNotification: (team: string) => `You are now a member of ${team}.`,
  joinedNotificationTitle: 'New member',
  joinedNotification: (who: string, team: string) => `${who} joined ${team}.`,
  someone: 'Someone',

  followedEventTitle: (host: string) => `New event by ${host}`,
  followedEventMessage: (host: string, title: string) => `${host} posted “${title}”.`,

  // Discussions
  discussionsTitle: 'Discussions',
  topicsTitle: 'Topics',
  allTopics: 'All',
  noTopics: 'No topics configured',
  newTopic: 'New topic',
  topicName: 'Topic name',
  topicCreated: (name: string) => `Topic “${name}” created.`,
  topicUnknown: 'Choose a topic from the list',
  topicNameRequired: 'Enter a topic name',
  topicNameTooLong: 'A topic name can be at most 60 characters',
  newThread: 'Start a discussion',
  threadTitle: 'Title',
  threadBody: 'Message',
  threadTopic: 'Topic',
  noTopic: 'No topic',
  post: 'Post',
  posted: 'Posted.',
  postFailed: 'Could not post. Please try again.',
  titleRequired: 'Enter a title',
  titleTooLong: 'The title can be at most 120 characters',
  bodyRequired: 'Write a message',
  bodyTooLong: 'A message can be at most 5000 characters',
  noThreads: 'No discussions yet',
  noThreadsHint: 'Start one to ask a question or share news with the team.',
  replies: (n: number) => (n === 1 ? '1 reply' : `${n} replies`),
  reply: 'Reply',
  replyLabel: 'Your reply',
  backToDiscussions: 'Back to discussions',
  discussionNotFound: 'Discussion not found',
  discussionNotificationTitle: (team: string) => `New in ${team}`,
  discussionNotification: (who: string, title: string) => `${who} posted “${title}”.`,
  replyNotification: (who: string, title: string) => `${who} replied to “${title}”.`,
} as const;

/** The public organization page's messages (02 §8); re-exported by index.ts. */
export const organizationMessages = {
  loadFailed: 'Failed to load organization',
  noSlug: 'No organization slug provided',
  notFound: 'Organization not found',
} as const;

/** Organizations (org/{slug}, organizations); the spec's three messages live in organizationMessages. */
export const organizationUi = {
  listTitle: 'Organizations',
  listIntro: 'Clubs and associations that run several teams, leagues and communities.',
  noOrganizations: 'No organizations yet',
  noOrganizationsHint: 'Organizations appear here once a club sets one up.',
  teamsTitle: 'Teams and groups',
  linksTitle: 'Links',
  teams: (n: number) => (n === 1 ? '1 team' : `${n} teams`),
  noTeams: 'This organization has no public teams yet.',
  retry: 'Try again',
  defaultDescription: (name: string) => `${name} on Beans: teams, leagues and communities.`,
} as const;

/** start/ambassador and the admin list of applications (ours). */
export const ambassadorUi = {
  title: 'Become a Beans ambassador',
  intro:
    'Ambassadors bring people together in their city: they start communities, welcome newcomers and help organisers get going. Tell us a little about you.',
  city: 'Your city',
  sports: 'Sports you play or organise',
  sportsHint: 'Choose up to 5.',
  why: 'Why do you want to be an ambassador?',
  whyHint: 'A few sentences: what you play, who you know, what you would organise.',
  submit: 'Send application',
  sent: 'Thanks! Your application was sent. We will get back to you by e-mail.',
  alreadyTitle: 'Application received',
  already: (date: string) => `You applied on ${date}. We will get back to you by e-mail.`,
  alreadyApplied: 'You have already applied.',
  failed: 'Could not send your application. Please try again.',
  cityRequired: 'Choose your city',
  sportsRequired: 'Choose at least one sport',
  sportUnknown: 'Choose sports from the list',
  tooManySports: (n: number) => `Choose at most ${n} sports`,
  whyTooShort: (n: number) => `Tell us a bit more (at least ${n} characters)`,
  whyTooLong: (n: number) => `Keep it under ${n} characters`,
  adminTitle: 'Admin',
  adminFlags: 'Feature flags',
  adminIntro: 'What waits for an answer, and the settings of the platform.',
  adminOpen: 'Open',
  adminReported: (n: number) =>
    n === 0
      ? 'No reported posts waiting.'
      : n === 1
        ? '1 reported post waits for review.'
        : `${n} reported posts wait for review.`,
  adminPending: (n: number) =>
    n === 0
      ? 'No applications waiting.'
      : n === 1
        ? '1 application waits for an answer.'
        : `${n} applications wait for an answer.`,
  adminPartners: (n: number) => (n === 1 ? '1 active partner.' : `${n} active partners.`),
  adminFlagsCount: (n: number) => (n === 1 ? '1 feature flag.' : `${n} feature flags.`),
  applicationsTitle: 'Ambassador applications',
  noApplications: 'No applications yet',
  noApplicationsHint:
    'Applications sent from start/ambassador appear here, pending ones first. Share that page with people who run games in their city.',
  appliedOn: (date: string) => `Applied ${date}`,
  messageLabel: 'Message to the applicant',
  messageHint: 'Sent to them in the app and by e-mail with your answer.',
  messageRequired: 'Write a message to the applicant',
  messageTooLong: (n: number) => `Keep it under ${n} characters`,
  approve: 'Approve',
  decline: 'Decline',
  approvedDone: 'Application approved. The applicant was notified.',
  declinedDone: 'Application declined. The applicant was notified.',
  decideFailed: 'Could not save the decision. Please try again.',
  applicationNotFound: 'This application was not found or has already been answered.',
  approvedTitle: 'You are a Beans ambassador',
  declinedTitle: 'About your ambassador application',
  status: { pending: 'Pending', approved: 'Approved', declined: 'Declined' } as Record<string, string>,
  decidedBy: (who: string, date: string) => `Answered by ${who} on ${date}`,
  yourAnswer: (status: string) => (status === 'approved' ? 'Application approved' : 'Application declined'),
} as const;

/** Hosts you follow (subscriptions, subscriptions/{hostId}). */
export const followUi = {
  title: 'Hosts you follow',
  intro: 'Get notified when these players and teams post a new public event.',
  none: 'You are not following anyone yet',
  noneHint: 'Open a team or a host’s page and choose Follow to hear about their new events.',
  follow: 'Follow',
  unfollow: 'Unfollow',
  followed: (name: string) => `You follow ${name}.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  hostNotFound: 'Host not found',
  failed: 'Could not update. Please try again.',
  upcoming: 'Upcoming public events',
  noEvents: 'No upcoming public events',
  noEventsHint: 'You will be notified when a new one is posted.',
  kindUser: 'Player',
  kindTeam: 'Team',
  viewEvents: 'Events',
} as const;

export type TeamKindKey = keyof typeof kindLabels;
export type TeamRoleKey = keyof typeof roleLabels;
