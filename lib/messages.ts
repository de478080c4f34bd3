/**
 * Every user-facing string of the Beans app, defined once.
 *
 * Sources: /work/shared/spec/01-account-profile-settings.md ("01") and
 * /work/shared/spec/02-money-home-posts-routes.md ("02").
 * Strings taken from the specs are verbatim. Strings the specs do not give
 * (we had to write them) carry a trailing `// ours` comment.
 * Where the same text is needed in two places, the second place references
 * the first instead of repeating the literal.
 */

export const PRODUCT_NAME = 'Beans';

// ---------------------------------------------------------------------------
// Shared
// ---------------------------------------------------------------------------

export const commonMessages = {
  userNotFound: 'User not found',
  teamNotFound: 'Team not found',
  gameNotFound: 'Game not found',
  placeNotFound: 'Place not found',
  somethingWentWrong: 'Something went wrong. Please try again.', // ours
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.', // ours
  userNotLoaded: 'User not loaded',
  loading: 'Loading...',
  notAvailable: 'N/A',
  viewProfile: 'View Profile',
  save: 'Save',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  yes: 'Yes', // ours
  no: 'No', // ours
  add: 'Add', // ours
  edit: 'Edit', // ours
  delete: 'Delete', // ours
  remove: 'Remove', // ours
  close: 'Close', // ours
  confirm: 'Confirm', // ours
  required: 'This field is required', // ours
  goHome: 'Go to home', // ours
} as const;

/** Generic form field labels shared by several forms. */
export const fieldLabels = {
  email: 'Email', // ours
  password: 'Password', // ours
  confirmPassword: 'Confirm password', // ours
  displayName: 'Display Name', // ours
  fullName: 'Full Name', // ours
  firstName: 'First Name', // ours
  lastName: 'Last Name', // ours
  phoneNumber: 'Phone Number', // ours
  age: 'Age', // ours
  gender: 'Gender', // ours
  pronouns: 'Pronouns', // ours
  birthdate: 'Birthdate', // ours
  relation: 'Relation', // ours
  select: 'Select', // ours
} as const;

// ---------------------------------------------------------------------------
// Authentication (01 §2, 02 §8)
// ---------------------------------------------------------------------------

export const authMessages = {
  // Page titles
  loginTitle: 'Log in', // ours
  signUpTitle: 'Create your account', // ours
  forgotPasswordTitle: 'Forgot your password?', // ours
  resetPasswordTitle: 'Set a new password', // ours
  verifyEmailTitle: 'Verify your email', // ours
  verifyNewEmailTitle: 'Verify your new email', // ours

  // Buttons and links
  loginButton: 'Log in', // ours
  signUpButton: 'Sign up', // ours
  sendResetLink: 'Send reset link', // ours
  updatePassword: 'Update password', // ours
  resendVerification: 'Resend verification email', // ours
  forgotPasswordLink: 'Forgot password?', // ours
  noAccountLink: "Don't have an account? Sign up", // ours
  haveAccountLink: 'Already have an account? Log in', // ours
  backToLogin: 'Back to log in', // ours
  logout: 'Log out', // ours
  signingIn: 'Signing in...', // ours

  // "Check your inbox" results. Sign-up with an existing email shows the
  // same result as a fresh sign-up (no account enumeration).
  checkInboxTitle: 'Check your inbox', // ours
  signUpCheckInbox: (email: string) => `We've sent an email to ${email}. Follow the link inside to continue.`, // ours
  resetCheckInbox: (email: string) =>
    `If an account exists for ${email}, we've sent a link to reset your password.`, // ours
  verificationSent: 'Verification email sent. Check your inbox.', // ours

  // Email verification (02 §8)
  emailVerified: 'Email verified!',
  emailNotVerified: 'Email is not verified',
  verifyLinkInvalid: 'This verification link is invalid or has expired.', // ours
  verifySetPasswordExplainer:
    'To finish, choose the password for this account. Anyone else signed in to it will be signed out.', // ours
  sessionsTitle: 'Signed-in devices', // ours
  sessionsText:
    'Signed in somewhere you no longer use, or on a shared computer? This ends every session of your account, this one included.', // ours
  signOutEverywhere: 'Sign out everywhere', // ours
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.', // ours
  verifySetPasswordRequired: 'Choose a password to finish confirming your address.', // ours
  confirmAndSetPassword: 'Confirm and set password', // ours

  // Passwords
  emailRequired: 'Email is required', // ours
  passwordRequired: 'Password is required', // ours
  passwordRules: 'Password must be 8 to 128 characters.', // ours
  passwordHint: 'At least 8 characters.', // ours
  passwordsDoNotMatch: 'Passwords do not match', // ours
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.', // ours
  passwordUpdated: 'Your password has been updated. You can now log in.', // ours

  // Sign-out (02 §8)
  logoutError: 'Error during logout. You have been signed out.',
  notSignedIn: 'Your session has ended. Please log in again.', // ours
  checkVerification: "I've verified my email", // ours
  confirmEmailButton: 'Confirm my email', // ours
  verifyEmailExplainer: (email: string) =>
    `We sent a verification link to ${email}. Open it to confirm your address, then come back here.`, // ours
  verifyEmailVisitor: 'Open the link in the email we sent you to confirm your address.', // ours
  loggedOut: 'You have been signed out.', // ours (login page with ?logout=true)

  /**
   * Login error mapping (02 §8): email not found and wrong password/invalid
   * email -> invalidUser; too many requests -> networkError; popup closed ->
   * cancelledByUser; unverified email -> noPasswordSet; others -> unknown.
   */
  loginErrors: {
    invalidUser: 'Invalid email or password.', // ours
    networkError: 'Network error. Please wait a moment and try again.', // ours
    cancelledByUser: 'Sign-in was cancelled.', // ours
    noPasswordSet: 'This account has no password yet. Use "Forgot password" to set one.', // ours
    unknown: commonMessages.somethingWentWrong, // ours
  },
} as const;

// ---------------------------------------------------------------------------
// Settings (01 §2)
// ---------------------------------------------------------------------------

export type SettingsTabValue =
  'general' | 'privacy' | 'payments' | 'sports' | 'availability' | 'notification' | 'activities-subscription';

/** Settings tabs in the spec's order (position 0..6). */
export const settingsTabs = [
  { value: 'general', label: 'General' },
  { value: 'privacy', label: 'Privacy' },
  { value: 'payments', label: 'Subscriptions & Payouts' },
  { value: 'sports', label: 'Interests' },
  { value: 'availability', label: 'Availability' },
  { value: 'notification', label: 'Notification Settings' },
  { value: 'activities-subscription', label: 'Activity Subscription' },
] as const satisfies readonly { value: SettingsTabValue; label: string }[];

export const settingsMessages = {
  title: 'Settings',
  skipForNow: 'Skip for now...',
  viewProfile: commonMessages.viewProfile,
} as const;

// ---------------------------------------------------------------------------
// Profile (01 §2, §4, §5; 02 §8)
// ---------------------------------------------------------------------------

export const joinReasonOptions = [
  { value: 'Organize', label: 'Organize' },
  { value: 'Find-people', label: 'Find-people' },
  { value: 'Find-events', label: 'Find-events' },
  { value: 'Substitute', label: 'Substitute' },
] as const;

export const pronounOptions = [
  { value: 'None', label: 'None' },
  { value: 'He/Him', label: 'He/Him' },
  { value: 'She/Her', label: 'She/Her' },
  { value: 'They/Them', label: 'They/Them' },
  { value: 'Unspecified', label: 'Unspecified' },
] as const;

export const profileMessages = {
  titleNewUser: 'More Information',
  titleExisting: settingsMessages.title,
  submitNewUser: 'Setup Account',
  submitExisting: commonMessages.saveChanges,
  saving: 'Saving...', // ours

  // Fields (generic labels are in fieldLabels)
  avatar: 'Profile picture', // ours
  changeAvatar: 'Change photo', // ours
  avatarDialogTitle: 'Choose your profile picture', // ours
  goToArea: 'Go-To Area to Play',
  cityPlaceholder: 'Search US cities', // ours
  joinReason: 'What will you MOSTLY use the product for',
  games: 'Pick at least one',
  characterCount: (current: number, max: number) => `${current}/${max}`, // ours
  emailHint: 'Your sign-in email. Add other addresses under Alternate Emails.', // ours
  signUpTagline: 'Tell us a little about yourself so we can find you games and players nearby.', // ours
  editProfile: 'Edit Profile', // ours
  avatarAlt: (name: string) => `Profile picture of ${name}`, // ours
  avatarChoose: 'Choose an image', // ours
  avatarHint: 'PNG, JPEG, WebP or GIF, up to 5 MB. It is cropped to a square.', // ours
  avatarSave: 'Save photo', // ours
  avatarRemove: 'Remove photo', // ours
  avatarPreview: 'Preview of your new profile picture', // ours
  avatarUpdated: 'Profile picture updated', // ours
  avatarRemoved: 'Profile picture removed', // ours
  avatarTypeError: 'Choose a PNG, JPEG, WebP or GIF image.', // ours
  avatarSizeError: 'The image must be at most 5 MB.', // ours
  avatarFailed: 'Could not save the picture. Please try another image.', // ours

  // Results
  updated: 'Successfully updated your profile',
  userDataUpdated: 'Updated user data successfully.',
  welcomeBack: 'Welcome back! Your profile is already set up.', // ours
  saveFailed: 'Could not save your profile. Please try again.', // ours
  welcome: `Welcome to ${PRODUCT_NAME}!`, // ours (spec: a welcome message naming the product)

  // Alternate emails (02 §8)
  alternateEmails: {
    title: 'Alternate Emails', // ours
    add: 'Add email', // ours
    placeholder: 'another@email.com', // ours
    updated: 'Alternate emails updated successfully',
    updateFailed: 'Failed to update alternate emails',
    verified: 'Verified', // ours
    pending: 'Waiting for confirmation', // ours
    resend: 'Resend link', // ours
    remove: (email: string) => `Remove ${email}`, // ours
    removeLabel: commonMessages.remove,
    newAddress: 'Add another email address', // ours
    empty: 'No alternate emails yet.', // ours
    linkSent: (email: string) =>
      `We sent a confirmation link to ${email}. The address counts once confirmed.`, // ours
    inUse: 'This email address is already in use.', // ours
    isPrimary: 'This is already your sign-in email.', // ours
    alreadyAdded: 'You have already added this address.', // ours
    limit: 'You can add up to 10 alternate emails.', // ours
    notFound: 'Alternate email not found', // ours
    userNotLoaded: commonMessages.userNotLoaded,
  },

  validation: {
    displayNameRequired: 'Display name is required', // ours
    displayNameLength: 'Display name must be 2 to 25 characters', // ours
    fullNameRequired: 'Full name is required', // ours
    fullNameLength: 'Full name must be 2 to 300 characters', // ours
    lastNameLength: 'Last name must be 1 to 100 characters', // ours
    customName: 'Use letters, spaces and name punctuation only', // ours
    invalidEmail: 'Enter a valid email address', // ours
    emailMaxLength: 'Email must be at most 100 characters', // ours
    cityRequired: 'Choose a city', // ours
    minAge: 'You must be at least 13 years old', // ours
    birthdateTooEarly: 'Birthdate cannot be more than 120 years ago', // ours
    gamesRequired: 'Pick at least one game', // ours
    gameUnknown: 'Choose games from the list', // ours
    genderUnknown: 'Choose a gender from the list', // ours
    birthdateInvalid: 'Enter a valid date', // ours
    phoneInvalid: 'Enter a valid phone number', // ours
  },
} as const;

// ---------------------------------------------------------------------------
// Family members (01 §2, §3, §5, §8; 02 §4)
// ---------------------------------------------------------------------------

export type FamilyRelation = 'parent' | 'child' | 'spouse' | 'sibling' | 'guardian' | 'other';

export const relationOptions = [
  { value: 'parent', label: 'Parent' }, // label capitalised by us
  { value: 'child', label: 'Child' }, // label capitalised by us
  { value: 'spouse', label: 'Spouse' }, // label capitalised by us
  { value: 'sibling', label: 'Sibling' }, // label capitalised by us
  { value: 'guardian', label: 'Guardian' }, // label capitalised by us
  { value: 'other', label: 'Other' }, // label capitalised by us
] as const satisfies readonly { value: FamilyRelation; label: string }[];

export const familyMessages = {
  title: 'Family Members', // ours
  addMember: 'Add Family Member',
  sendRequest: 'Send Request',
  saveChanges: commonMessages.saveChanges,
  isPlatformUser: `Is this person a ${PRODUCT_NAME} user?`, // ours
  searchPlaceholder: 'Enter email address or user ID',
  searching: 'Searching...', // ours
  pending: 'Pending', // ours (pending badge)
  removeMember: 'Remove family member', // ours
  noMembers: 'No family members added yet.', // ours

  // Toasts (3 s)
  loadFailed: 'Failed to load family connections',
  removed: 'Family connection removed',
  removeFailed: 'Failed to remove connection',
  userNotLoaded: commonMessages.userNotLoaded,
  selectUser: 'Please select a user from the search results',
  updated: 'Family members updated successfully',
  updateFailed: 'Failed to update family members',
  requestSent: 'Connection request sent',
  requestFailed: 'Failed to send connection request',

  // User search
  noUserFound: 'No user found with this email or UID',
  searchError: 'Error searching for user. Please try again.',
  searchMinChars: 'Type at least 3 characters to search', // ours

  validation: {
    platformAnswerRequired: `Tell us whether this person is a ${PRODUCT_NAME} user`, // ours
    relationRequired: 'Choose a relation', // ours
    firstNameRequired: 'First name is required', // ours
    lastNameRequired: 'Last name is required', // ours
    phoneRequired: 'Phone number is required', // ours
    ageRange: 'Age must be between 1 and 120', // ours
    selfNotAllowed: 'You cannot add yourself as a family member', // ours
    alreadyConnected: 'You are already connected with this person', // ours
    duplicateRow: 'This person is already in your list', // ours
  },

  // Family connection request notification (02 §4)
  request: {
    title: 'Family connection request', // ours
    body: (requesterName: string) => `${requesterName} wants to add you as a family member.`, // ours
    accept: 'Accept', // ours
    reject: 'Decline', // ours
    acceptedTitle: 'Family connection accepted', // ours
    accepted: (recipientName: string) => `${recipientName} accepted your family connection request.`, // ours
    rejectedTitle: 'Family connection declined', // ours
    rejected: (recipientName: string) => `${recipientName} declined your family connection request.`, // ours
    respondFailed: 'Could not answer the request. Please try again.', // ours
    alreadyAnswered: 'This request is no longer pending.', // ours
    youAccepted: 'You accepted this request.', // ours
  },

  // The family-members card
  card: {
    newMember: (n: number) => `New family member ${n}`, // ours
    removeRow: 'Remove this row', // ours
    selected: (name: string) => `Selected: ${name}`, // ours
    changeSelection: 'Change', // ours
    viewProfile: (name: string) => `View ${name}'s profile`, // ours
    confirmRemove: (name: string) => `Remove ${name} from your family members?`, // ours
  },
} as const;

// City autocomplete (01 §2 "Go-To Area to Play"; reused by travel availability and activity subscriptions)
export const cityPickerMessages = {
  placeholder: profileMessages.cityPlaceholder,
  noResults: 'No matching US cities', // ours
  failed: 'City search is not available right now. Please try again.', // ours
} as const;

// Interests tab (sportAvailability) and the public profile
export const interestsMessages = {
  title: 'Interests', // matches the tab label
  empty: 'No sports yet. Add the sports you play.', // ours
  available: (sport: string) => `Available for ${sport}`, // ours
  addSport: 'Add a sport', // ours
  add: commonMessages.add,
  remove: (sport: string) => `Remove ${sport}`, // ours
  saved: profileMessages.userDataUpdated,
  saveFailed: commonMessages.somethingWentWrong,
  saveChanges: commonMessages.saveChanges,
} as const;

export const publicProfileMessages = {
  goToArea: profileMessages.goToArea,
  sports: 'Sports', // ours
  noSports: 'No sports listed.', // ours
  notAvailable: 'not playing now', // ours
  family: 'Family', // ours
  editProfile: profileMessages.editProfile,
  pageTitle: 'Profile', // ours
} as const;

// Notification centre (route notifications)
export const notificationCentreMessages = {
  title: 'Notifications', // ours
  empty: "You're all caught up.", // ours
  unread: 'Unread', // ours
  markAllRead: 'Mark all as read', // ours
  markedAllRead: 'All notifications marked as read', // ours
} as const;

// ---------------------------------------------------------------------------
// Availability (01 §2, §4, §5, §8)
// ---------------------------------------------------------------------------

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** Monday to Sunday, keyed by the lowercase day name used in weeklyAvailability. */
export const weekdays = [
  { key: 'monday', label: 'Monday' }, // ours
  { key: 'tuesday', label: 'Tuesday' }, // ours
  { key: 'wednesday', label: 'Wednesday' }, // ours
  { key: 'thursday', label: 'Thursday' }, // ours
  { key: 'friday', label: 'Friday' }, // ours
  { key: 'saturday', label: 'Saturday' }, // ours
  { key: 'sunday', label: 'Sunday' }, // ours
] as const satisfies readonly { key: Weekday; label: string }[];

export type CommunityFilter = 'none' | 'any' | 'all' | 'specific';

export const availabilityMessages = {
  title: 'Availability', // ours (matches the tab label)
  weeklyTitle: 'Weekly Schedule', // ours
  available: 'Available', // ours (day checkbox)
  unavailable: 'Unavailable', // ours
  startTime: 'Start time', // ours
  endTime: 'End time', // ours
  addTimeRange: 'Add time range', // ours
  removeTimeRange: 'Remove time range', // ours
  copyToAll: 'Copy To All Other Days',
  save: commonMessages.save,

  // Date-specific hours
  dateSpecificTitle: 'Date-specific hours', // ours
  addDateSpecific: 'Add date-specific hours',
  noDateSpecific: 'No date-specific hours yet.', // ours
  dialogTitle: 'Add date-specific or travel availability', // ours
  date: 'Date', // ours
  dateRange: 'Date range', // ours
  useDateRange: 'Use a date range', // ours
  traveling: "I'm traveling", // ours
  travelLocation: 'Where will you be?', // ours
  travelBadge: 'Traveling', // ours
  travelingTo: (place: string) => `Traveling to ${place}`, // ours
  dailyHours: 'Hours for each day', // ours
  startDate: 'Start date', // ours
  endDate: 'End date', // ours
  chooseCity: 'Choose a city', // ours
  removeDateSpecific: (dates: string) => `Remove date-specific hours for ${dates}`, // ours
  addButton: commonMessages.add,
  timeZone: 'Time zone', // ours
  timesInZone: (timeZone: string) => `Times are in ${timeZone}.`, // ours
  createHint: 'You have not set your availability yet. Tick the days you can play and save.', // ours
  noWeeklyHours: 'No weekly hours yet.', // ours
  upcomingDates: 'Upcoming dates', // ours
  everyDay: 'Every day', // ours
  loading: commonMessages.loading,

  // Results
  saved: 'Successfully saved availability',
  saveFailed: 'Something went wrong saving availability',
  removed: 'Date-specific hours removed', // ours
  entryNotFound: 'These date-specific hours were not found', // ours

  validation: {
    timesRequired: 'Start and end times are required', // ours
    endBeforeStart: 'End time must be later than start time', // ours
    dateRequired: 'A date is required', // ours
    startInPast: 'The start date cannot be in the past', // ours
    rangeTooLong: 'A date range can span at most one month', // ours
    dayNeedsRange: 'Each day needs at least one time range', // ours
    rangesRequired: 'Add at least one time range', // ours
    endBeforeStartDate: 'The end date cannot be before the start date', // ours
    travelNeedsRange: 'Travel availability needs a date range', // ours
    locationRequired: 'Choose where you will be', // ours
    invalidTimeZone: 'Choose a valid time zone', // ours
    anyGender: '"Any" is not a gender you can choose', // ours
    unknownGender: 'Choose genders from the list', // ours
    communitiesRequired: 'Choose at least one community', // ours
    unknownCommunity: 'Choose communities you belong to', // ours
  },

  // Availability privacy card
  privacy: {
    title: 'Who can see my availability', // ours
    public: 'Public', // ours
    filtered: 'Filtered', // ours
    genderFilter: 'Genders', // ours
    communityFilter: 'Communities', // ours
    communityFilterOptions: [
      { value: 'none', label: 'No community filter' }, // ours
      { value: 'any', label: 'Shares any of my communities' }, // ours
      { value: 'all', label: 'Shares all of my communities' }, // ours
      { value: 'specific', label: 'Is in specific communities' }, // ours
    ] as const satisfies readonly { value: CommunityFilter; label: string }[],
    chooseCommunities: 'Choose communities', // ours
    noCommunities: 'You are not in any teams or communities yet.', // ours
    mode: 'Visibility', // ours
    connectsOnly: 'Connections only', // ours
    requireAllFilters: 'Require all filters', // ours
    summaryTitle: 'Privacy summary', // ours
    summaryPublic: 'Everyone can see your availability.', // ours
    summaryNoFilters: 'No filters selected yet, so only you can see your availability.', // ours
    summaryFiltered: (filters: readonly string[], requireAll: boolean) =>
      `Only people who match ${requireAll ? 'all' : 'any'} of these filters can see your availability: ${filters.join('; ')}.`, // ours
    summaryGender: (genders: readonly string[]) => `gender is ${genders.join(' or ')}`, // ours
    summaryCommunityAny: 'shares any of my communities', // ours
    summaryCommunityAll: 'shares all of my communities', // ours
    summaryCommunitySpecific: (communities: readonly string[]) => `is in ${communities.join(' or ')}`, // ours
    summaryCommunityNoneChosen: 'is in one of the communities you choose', // ours
    summaryConnectsOnly: 'is one of my connections', // ours
  },
} as const;

// ---------------------------------------------------------------------------
// Notification settings (01 §2, §3, §8)
// ---------------------------------------------------------------------------

export type NotificationCategoryKey =
  | 'surveys'
  | 'news'
  | 'learning'
  | 'products'
  | 'offers'
  | 'connections'
  | 'usersJoinNearby'
  | 'eventCreatedJoin'
  | 'eventJoined'
  | 'endorsement'
  | 'directMessage'
  | 'teamJoin'
  | 'teamMessage'
  | 'announcements';

/** The 14 notification categories in the spec's order; labels are ours. */
export const notificationCategories = [
  { key: 'surveys', label: 'Surveys' }, // ours
  { key: 'news', label: 'News and updates' }, // ours
  { key: 'learning', label: 'Learning and tips' }, // ours
  { key: 'products', label: 'Product updates' }, // ours
  { key: 'offers', label: 'Offers and promotions' }, // ours
  { key: 'connections', label: 'Connection requests' }, // ours
  { key: 'usersJoinNearby', label: 'Players joining nearby' }, // ours
  { key: 'eventCreatedJoin', label: 'New events you can join' }, // ours
  { key: 'eventJoined', label: 'Players joining your events' }, // ours
  { key: 'endorsement', label: 'Endorsements' }, // ours
  { key: 'directMessage', label: 'Direct messages' }, // ours
  { key: 'teamJoin', label: 'Players joining your teams' }, // ours
  { key: 'teamMessage', label: 'Team messages' }, // ours
  { key: 'announcements', label: 'Announcements' }, // ours
] as const satisfies readonly { key: NotificationCategoryKey; label: string }[];

export const notificationMessages = {
  title: 'Notification Settings',
  category: 'Category', // ours
  email: 'Email', // ours (channel column)
  push: 'Push', // ours (channel column)
  communitiesTitle: 'Communities', // ours
  discussions: 'Discussions', // ours
  topics: 'Topics', // ours
  noTeams: 'No teams exist',
  noTopics: 'No topics configured',
  saveChanges: commonMessages.saveChanges,
  viewProfile: commonMessages.viewProfile,
  saved: 'Notification settings saved', // ours
  saveFailed: 'Failed to save notification settings', // ours
  settingFor: (label: string, channel: string) => `${label}: ${channel}`, // ours (checkbox accessible name)
  communitySetting: (community: string, label: string) => `${community} – ${label}`, // ours (accessible name)
  unknownSetting: 'Those notification settings are not available to you.', // ours
  communityDiscussions: 'Discussions', // ours
  mailAction: 'Open Beans', // ours
  mailOutro: (settingsUrl: string) =>
    `You receive this email because email is on for this kind of notification. Change it in your notification settings: ${settingsUrl}`, // ours
  screenTitle: 'Notification Settings',
  pushTitle: 'Browser notifications', // ours
  pushExplainer: 'Show notifications on this device even when Beans is not open.', // ours
  pushEnable: 'Enable on this device', // ours
  pushEnabled: 'Browser notifications are on for this device.', // ours
  pushDenied: 'Browser notifications are blocked for this site. Allow them in your browser settings.', // ours
  pushUnsupported: 'This browser does not support notifications.', // ours
  pushFailed: 'Could not turn on browser notifications.', // ours
  pushServiceUnsupported: 'This browser’s push service is not supported.', // ours
  // Notification centre (notifications route)
  centreTitle: 'Notifications', // ours
  centreEmpty: "You're all caught up.", // ours
  markAllRead: 'Mark all as read', // ours
} as const;

// ---------------------------------------------------------------------------
// Privacy settings (01 §2, §3, §8)
// ---------------------------------------------------------------------------

export const privacyMessages = {
  title: 'Privacy', // matches the tab label
  messagesFromAnyone: 'Allow messages from anyone', // ours
  publicBadges: 'Show my badges publicly', // ours
  publicOnlineStatus: 'Show my online status', // ours
  publicUpcomingGames: 'Show my upcoming games', // ours
  showInPlayersNear: 'Show me in Players near you', // ours
  showInPlayersNearHelp: 'Players nearby can find you by your go-to city (distance in whole miles only).', // ours
  showInPlayersNearLocked: 'Not available for players under 18.', // ours
  updated: 'Privacy has been updated successfully.',
  updateFailed: 'Failed to update privacy settings.', // ours
  viewProfile: commonMessages.viewProfile,
} as const;

export const blockingMessages = {
  blockedUsersTitle: 'Blocked Users', // ours
  blockedConversationsTitle: 'Blocked Conversations', // ours
  unblock: 'Unblock', // ours
  block: 'Block', // ours
  blockViaList: 'Block via List',
  dialogTitle: 'Block users from a list', // ours
  chooseList: 'Choose a user list', // ours
  columnSelect: fieldLabels.select,
  columnEmail: fieldLabels.email,
  columnDisplayName: fieldLabels.displayName,
  blockSelected: 'Block Selected',
  cancel: commonMessages.cancel,
  selectionRequired: 'Select at least one user to block', // ours
  alreadyBlockedBadge: 'Blocked', // ours
  selectAll: 'Select all', // ours
  selectRow: (name: string) => `Select ${name}`, // ours
  listMembersEmpty: 'This list has no members yet.', // ours
  backToLists: 'Choose another list', // ours
  unblockUser: (name: string) => `Unblock ${name}`, // ours
  conversationBlockedToggle: (name: string) => `Conversation with ${name} blocked`, // ours

  // Toasts (3 s)
  alreadyBlocked: 'User is already blocked.',
  blocked: 'User(s) successfully blocked.',
  blockError: 'Error blocking users.',
  unblocked: 'User unblocked successfully.',
  unblockError: 'Error while unblocking user.',
  conversationUpdateFailed: 'Failed to update the conversation.', // ours

  // Empty lists
  noUserLists: 'No user lists found.',
  noBlockedUsers: 'You have not blocked any users.',
  noBlockedConversations: 'You have not blocked any conversations.',
} as const;

export const deletionMessages = {
  sectionTitle: 'Danger Zone',
  deleteAccount: 'Delete Account', // ours
  dialogTitle: 'DANGER ZONE',
  warning: 'This permanently deletes your account and all of its data. This cannot be undone.', // ours
  confirmWord: 'DELETE',
  typeToConfirm: 'Type DELETE to confirm', // ours
  confirmButton: 'Delete my account', // ours
  cancel: commonMessages.cancel,
  teamsBlocking: 'You own or belong to teams. Delete or leave them before deleting your account.', // ours
  teamsBlockingListTitle: 'Teams to delete or leave', // ours
  success: 'Account deleted successfully.',
  failure: 'An error occurred while deleting your account.',
  teamOwner: 'Owner', // ours
  leaveTeam: 'Leave', // ours
  leaveTeamNamed: (team: string) => `Leave ${team}`, // ours
  leftTeam: (team: string) => `You left ${team}.`, // ours
  leaveTeamFailed: 'Could not leave the team. Please try again.', // ours
  ownerCannotLeave: 'An owner cannot leave their team. Delete it instead.', // ours
  organizationsBlocking: 'You own organizations. Delete them before deleting your account.', // ours
  mustTypeDelete: 'Type DELETE exactly to confirm', // ours
  passwordLabel: 'Your password', // ours
  passwordRequired: 'Enter your password to confirm it is you', // ours
  wrongPassword: 'That password is not right. No password yet? Set one with "Forgot password" first.', // ours
} as const;

// ---------------------------------------------------------------------------
// Direct messages (route messages) — all ours; the spec only names the route
// ---------------------------------------------------------------------------

export const conversationMessages = {
  title: 'Messages', // ours
  listTitle: 'Conversations', // ours
  empty: 'No conversations yet.', // ours
  selectConversation: 'Choose a conversation to read it.', // ours
  newMessage: 'New message', // ours
  messageLabel: 'Message', // ours
  messagePlaceholder: 'Write a message', // ours
  send: 'Send', // ours
  unreadCount: (n: number) => `${n} unread`, // ours
  you: 'You', // ours
  deletedUser: 'Deleted user', // ours
  deletedMessage: 'This message was deleted.', // ours (text of a deleted account's messages)
  noMessagesYet: 'No messages yet. Say hello!', // ours
  conversationNotFound: 'Conversation not found', // ours
  cannotMessage: 'You cannot message this user.', // ours
  connectionsOnly: 'This user only accepts messages from connections.', // ours
  blockConversation: 'Block conversation', // ours
  conversationBlockedNotice: 'You blocked this conversation. Unblock it to send messages.', // ours
  replyUnavailable: 'You cannot reply to this conversation.', // ours
  sendFailed: 'Your message could not be sent. Please try again.', // ours
  bodyRequired: 'Write a message first', // ours
  bodyTooLong: (max: number) => `A message can be at most ${max} characters`, // ours
  groupFallbackTitle: 'Group conversation', // ours
  backToList: 'All conversations', // ours
  directMessageNotificationTitle: (name: string) => `New message from ${name}`, // ours
  startConversation: 'Message', // ours
} as const;

// ---------------------------------------------------------------------------
// User lists (route user-list) and the user search — all ours
// ---------------------------------------------------------------------------

export const userSearchMessages = {
  label: 'Find a user', // ours
  placeholder: 'Email address or display name', // ours
  hint: 'Type a full email address, or at least 3 letters of a display name.', // ours
  noResults: 'No users found.', // ours
  searching: 'Searching...', // ours
  searchError: 'Error searching for users. Please try again.', // ours
  resultsLabel: 'Search results', // ours
} as const;

export const userListMessages = {
  title: 'User Lists', // ours
  empty: blockingMessages.noUserLists,
  createTitle: 'New list', // ours
  listName: 'List name', // ours
  create: 'Create list', // ours
  created: 'List created.', // ours
  rename: 'Rename', // ours
  renameTitle: 'Rename list', // ours
  renamed: 'List renamed.', // ours
  deleteList: 'Delete list', // ours
  deleteConfirm: (name: string) => `Delete the list "${name}"? Its members are not notified.`, // ours
  deleted: 'List deleted.', // ours
  members: 'Members', // ours
  memberCount: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`, // ours
  noMembers: blockingMessages.listMembersEmpty,
  addByEmail: 'Add by email', // ours
  addMember: 'Add', // ours
  addUser: (name: string) => `Add ${name}`, // ours
  memberAdded: 'Member added.', // ours
  memberAlreadyOnList: 'This person is already on the list.', // ours
  removeMember: (name: string) => `Remove ${name}`, // ours
  memberRemoved: 'Member removed.', // ours
  notOnPlatform: 'Not on Beans yet', // ours
  listNotFound: 'List not found', // ours
  memberNotFound: 'Member not found', // ours
  nameRequired: 'Give the list a name', // ours
  nameTooLong: (max: number) => `A list name can be at most ${max} characters`, // ours
  tooManyMembers: (max: number) => `A list can have at most ${max} members`, // ours
  tooManyLists: (max: number) => `You can have at most ${max} lists`, // ours
  actionFailed: commonMessages.somethingWentWrong,
} as const;

// ---------------------------------------------------------------------------
// Feature flags (admin) — all ours
// ---------------------------------------------------------------------------

export const featureFlagMessages = {
  title: 'Feature flags', // ours
  key: 'Flag', // ours
  enabled: 'Enabled for everyone', // ours
  audience: 'Beta audience', // ours
  audienceHint: 'Users whose beta audiences include this name get the flag even when it is off.', // ours
  envOverride: (name: string, value: boolean) => `Overridden by ${name}=${value ? 'true' : 'false'}`, // ours
  saved: 'Feature flag saved.', // ours
  saveFailed: 'Failed to save the feature flag.', // ours
  notFound: 'Feature flag not found', // ours
  empty: 'No feature flags defined.', // ours
  audienceInvalid: 'Use letters, digits, dashes or underscores (up to 40)', // ours
} as const;

// ---------------------------------------------------------------------------
// Public profile: privacy-governed section — all ours
// ---------------------------------------------------------------------------

export const profilePrivacyMessages = {
  onlineNow: 'Online now', // ours
  lastSeen: (when: string) => `Last seen ${when}`, // ours
  upcomingGames: 'Upcoming games', // ours
  noUpcomingGames: 'No upcoming games.', // ours
} as const;

// ---------------------------------------------------------------------------
// Activity subscriptions (01 §2, §4, §5, §7)
// ---------------------------------------------------------------------------

export const activitySubscriptionMessages = {
  title: 'Activity Subscriptions',
  subtitle: 'Subscribe to activities in your favorite cities',
  radiusLabel: (radius: number) => `${radius} mile radius`,
  emptyTitle: 'No subscriptions yet',
  emptyText: 'Add your first city to start receiving activity updates',
  addCity: 'Add City',
  addSubscription: 'Add Subscription', // ours (add button when the list is not empty)
  formTitleNew: 'Add New Subscription',
  formTitleEdit: 'Edit Subscription',
  location: 'City', // ours
  locationPlaceholder: 'Search for a city', // ours
  radius: 'Radius (miles)', // ours
  activitySearch: 'Search activities', // ours
  activities: 'Activities', // ours
  noActivitiesMatch: 'No activities match your search.', // ours
  temporaryToggle: 'Temporarily Subscribe?',
  temporaryTooltip:
    "Enable this if you're visiting or temporarily available to sub in another city. You'll stop receiving alerts after the end date.",
  dateRangeHint: 'MM/DD/YYYY – MM/DD/YYYY',
  temporaryBadge: 'Temporary', // ours
  temporaryRange: (start: string, end: string) => `${start} – ${end}`, // ours
  temporaryFrom: (start: string) => `From ${start}`, // ours
  edit: commonMessages.edit,
  delete: commonMessages.delete,
  cancel: commonMessages.cancel,
  save: commonMessages.save,
  confirmDelete: 'Delete this subscription?', // ours
  saved: 'Subscription saved', // ours
  saveFailed: 'Failed to save subscription', // ours
  deleted: 'Subscription deleted', // ours
  deleteFailed: 'Failed to delete subscription', // ours

  validation: {
    invalidLocation: 'Choose a location from the list', // ours
    radiusRange: 'Radius must be between 1 and 50 miles', // ours
    activitiesRequired: 'Choose at least one activity', // ours
    unknownActivity: 'Choose activities from the list', // ours
    invalidDate: 'Enter a valid date', // ours
    endBeforeStart: 'The end date must be on or after the start date', // ours
  },
  notFound: 'Subscription not found', // ours
  startDate: 'Start date', // ours
  endDate: 'End date', // ours
  dates: 'Dates', // ours
  moreInfo: 'More information', // ours
  editLabel: (city: string) => `Edit ${city}`, // ours
  deleteLabel: (city: string) => `Delete ${city}`, // ours
  mailIntro: (firstName: string, activities: string, radius: number, city: string) =>
    `Hi ${firstName}, you will now get alerts for ${activities} events within ${radius} miles of ${city}.`, // ours
  mailAction: 'Manage subscriptions', // ours
  mailOutro: 'You can change or delete this subscription at any time in your settings.', // ours
  // Activity alert notification (category eventCreatedJoin)
  alertTitle: (activity: string, city: string) => `New ${activity} event near ${city}`, // ours
  alertMessage: (title: string, when: string, place: string) => `${title} · ${when} · ${place}`, // ours

  // Confirmation mail (template "activity-subscription-confirmation")
  trackingSubject: (activities: string, city: string) => `You're now tracking ${activities} near ${city}!`,
  emailFirstNameFallback: 'there',
} as const;

// ---------------------------------------------------------------------------
// Billing, subscriptions and payouts (02 §2, §4, §8, §9)
// ---------------------------------------------------------------------------

export const billingMessages = {
  pageTitle: 'Billing and Subscriptions',

  // Quick Actions (hidden on the 'meh' platform)
  quickActions: 'Quick Actions',
  viewInvoices: 'View Invoices',
  billingPortal: 'Billing Portal',
  organizerPayouts: 'Organizer Payouts',
  transactionHistory: 'Transaction History',

  // Active plans
  activePlans: 'Your Active Plans',
  organizerPro: 'Organizer Pro',
  memberPlus: 'Member Plus',
  freePlan: 'Free',
  rookiePlan: 'ROOKIE',
  currentPlan: 'Current plan', // ours
  viewPricing: 'View pricing', // ours
  noActiveSubscription: 'No active subscription found.',
  loading: commonMessages.loading,
  notAvailable: commonMessages.notAvailable,
  perMonth: '/month', // ours (team plans are monthly)
  perYear: '/year', // ours (user plans are yearly)
  formatPrice: (cost: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cost), // ours
  periodRange: (start: string, end: string) => `Current period: ${start} – ${end}`, // ours
  renewsOn: (date: string) => `Renews on ${date}`, // ours

  // Plan change dialogs
  changePlan: 'Change Plan',
  choosePlan: 'Choose a plan', // ours
  confirmCancelTitle: 'Cancel subscription?', // ours
  confirmCancelText: 'Your plan will go back to the free plan.', // ours
  confirmChangeTitle: 'Change subscription?', // ours
  confirmChangeText: (plan: string) => `Your plan will change to ${plan}.`, // ours
  propagationNote: 'Changes can take a couple of minutes to propagate.', // ours
  keepPlan: 'Keep current plan', // ours
  confirmCancel: 'Cancel subscription', // ours
  confirmChange: 'Change plan', // ours
  cancelled: 'Successfully cancelled subscription!',
  changed: 'Successfully changed subscription!',

  // Organizer payouts (Stripe)
  payoutsIntro: 'Connect a Stripe account to receive payouts for your events.', // ours
  statusLabel: 'Status', // ours
  statusActive: 'Active',
  statusIncomplete: 'Incomplete',
  requirementsTitle: 'Stripe still needs the following to finish setup:', // ours
  continueSetup: 'Continue setup', // ours
  connectStripe: 'Connect to Stripe',
  homeCountry: 'Home country', // ours
  createAccount: 'Create',
  createAccountHint: 'Create a new Stripe account', // ours
  linkAccount: 'Link',
  linkAccountHint: 'Link an existing Stripe account', // ours
  unlinkStripe: 'Unlink Stripe',
  unlinkConfirmText: 'You will stop receiving payouts until you connect a Stripe account again.', // ours
  unlinkConfirm: 'Unlink', // ours

  // Toasts
  unlinked: 'Your Stripe account was unlinked successfully.',
  unlinkFailed: 'Failed to unlink your Stripe account, please try again.',
  connectFailed: 'Failed to connect Stripe account. Please try again.',
  connectionCheckFailed: 'Stripe connection failed. Please check your account and try again.',
  linkFailed: 'Something went wrong linking Stripe account',
  linked: 'Successfully linked Stripe account',
  connectionCancelled: 'Stripe connection was cancelled.',
  stripeFailedWith: (description: string) => `Stripe connection failed: ${description}`,
  connectFailedGeneric: 'Failed to connect Stripe account.',
  paymentSuccess: 'Congratulations, Payment was successful!',
  activated: 'Payment successful! Your subscription has been activated.',
} as const;

/** Supported countries for payout account linking (45), ISO 3166-1 alpha-2. Default US. */
export const payoutCountries = [
  { name: 'Australia', code: 'AU' },
  { name: 'Austria', code: 'AT' },
  { name: 'Belgium', code: 'BE' },
  { name: 'Brazil', code: 'BR' },
  { name: 'Bulgaria', code: 'BG' },
  { name: 'Canada', code: 'CA' },
  { name: 'Croatia', code: 'HR' },
  { name: 'Cyprus', code: 'CY' },
  { name: 'Czech Republic', code: 'CZ' },
  { name: 'Denmark', code: 'DK' },
  { name: 'Estonia', code: 'EE' },
  { name: 'Finland', code: 'FI' },
  { name: 'France', code: 'FR' },
  { name: 'Germany', code: 'DE' },
  { name: 'Gibraltar', code: 'GI' },
  { name: 'Greece', code: 'GR' },
  { name: 'Hong Kong', code: 'HK' },
  { name: 'Hungary', code: 'HU' },
  { name: 'India', code: 'IN' },
  { name: 'Indonesia', code: 'ID' },
  { name: 'Ireland', code: 'IE' },
  { name: 'Italy', code: 'IT' },
  { name: 'Japan', code: 'JP' },
  { name: 'Latvia', code: 'LV' },
  { name: 'Liechtenstein', code: 'LI' },
  { name: 'Lithuania', code: 'LT' },
  { name: 'Luxembourg', code: 'LU' },
  { name: 'Malaysia', code: 'MY' },
  { name: 'Malta', code: 'MT' },
  { name: 'Mexico', code: 'MX' },
  { name: 'Netherlands', code: 'NL' },
  { name: 'New Zealand', code: 'NZ' },
  { name: 'Norway', code: 'NO' },
  { name: 'Poland', code: 'PL' },
  { name: 'Portugal', code: 'PT' },
  { name: 'Romania', code: 'RO' },
  { name: 'Singapore', code: 'SG' },
  { name: 'Slovakia', code: 'SK' },
  { name: 'Slovenia', code: 'SI' },
  { name: 'Spain', code: 'ES' },
  { name: 'Sweden', code: 'SE' },
  { name: 'Switzerland', code: 'CH' },
  { name: 'Thailand', code: 'TH' },
  { name: 'United Arab Emirates', code: 'AE' },
  { name: 'United States', code: 'US' },
] as const;

export type PayoutCountryCode = (typeof payoutCountries)[number]['code'];
export const DEFAULT_PAYOUT_COUNTRY: PayoutCountryCode = 'US';

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
  noLocalEvents: 'No local events right now.', // ours

  /** Incomplete-task texts for the Action Required card. */
  tasks: {
    verifyEmail: 'Verify your email address', // ours
    completeProfile: 'Complete your profile', // ours
    addPhoto: 'Add a profile picture', // ours
    setAvailability: 'Set your availability', // ours
    pendingTeamInvite: (teamName: string) => `Respond to your invitation to ${teamName}`, // ours
    connectPayouts: 'Connect a Stripe account to receive payouts', // ours
  },

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

// ---------------------------------------------------------------------------
// Post board (02 §2)
// ---------------------------------------------------------------------------

export interface PostSubcategory {
  readonly slug: string;
  readonly label: string;
}

export interface PostCategory {
  readonly slug: string;
  readonly label: string;
  readonly subcategories: readonly PostSubcategory[];
}

/** Categories and subcategories of the post board; slugs are ours (URL-safe). */
export const postCategories = [
  {
    slug: 'play-competition',
    label: 'Play & Competition',
    subcategories: [
      { slug: 'find-a-game', label: 'Find a Game' },
      { slug: 'sub-needed', label: 'Sub Needed' },
      { slug: 'tournaments-events', label: 'Tournaments & Events' },
      { slug: 'match-challenges', label: 'Match Challenges' },
    ],
  },
  {
    slug: 'gear-equipment',
    label: 'Gear & Equipment',
    subcategories: [
      { slug: 'buy-sell-sports-gear', label: 'Buy & Sell Sports Gear' },
      { slug: 'trade-equipment', label: 'Trade Equipment' },
      { slug: 'lost-found', label: 'Lost & Found' },
    ],
  },
  {
    slug: 'training-coaching',
    label: 'Training & Coaching',
    subcategories: [
      { slug: 'find-a-coach', label: 'Find a Coach' },
      { slug: 'offer-coaching', label: 'Offer Coaching' },
      { slug: 'training-partners', label: 'Training Partners' },
    ],
  },
  {
    slug: 'teams-leagues',
    label: 'Teams & Leagues',
    subcategories: [
      { slug: 'team-openings', label: 'Team Openings' },
      { slug: 'join-a-team', label: 'Join a Team' },
      { slug: 'league-openings', label: 'League Openings' },
      { slug: 'referees-umpires-needed', label: 'Referees & Umpires Needed' },
    ],
  },
  {
    slug: 'venues-locations',
    label: 'Venues & Locations',
    subcategories: [
      { slug: 'find-a-court-field', label: 'Find a Court/Field' },
      { slug: 'facility-rentals', label: 'Facility Rentals' },
    ],
  },
  {
    slug: 'community-social',
    label: 'Community & Social',
    subcategories: [
      { slug: 'carpool-to-games', label: 'Carpool to Games' },
      { slug: 'meetup-networking', label: 'Meetup & Networking' },
      { slug: 'watch-parties', label: 'Watch Parties' },
    ],
  },
  {
    slug: 'announcements-miscellaneous',
    label: 'Announcements & Miscellaneous',
    subcategories: [
      { slug: 'general-announcements', label: 'General Announcements' },
      { slug: 'volunteer-opportunities', label: 'Volunteer Opportunities' },
      { slug: 'miscellaneous', label: 'Miscellaneous' },
    ],
  },
  {
    slug: 'test',
    label: 'Test',
    subcategories: [{ slug: 'tester', label: 'Tester' }],
  },
] as const satisfies readonly PostCategory[];

export const postMessages = {
  boardTitle: 'Community Posts',
  categoriesTitle: 'Categories', // ours
  postsIn: (category: string, subcategory: string) => `Posts in ${category} - ${subcategory}`,
  postsInCategory: (category: string) => `Posts in ${category}`, // ours
  loading: 'Loading posts...',
  empty: 'No post found in this category.',
  viewMore: 'View More',
  previewEllipsis: '...', // ours (appended to the first 100 characters)
  postNotFound: 'Post not found', // ours
  backToPosts: 'Back to posts', // ours
} as const;

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

// ---------------------------------------------------------------------------
// Toast durations (01 §8/§9, 02 §9)
// ---------------------------------------------------------------------------

type DurationMap<T> = Partial<Record<keyof T, number>>;

const TOAST_DEFAULT = 3500;
const TOAST_SHORT = 3000;
const TOAST_LONG = 5000;

/**
 * Toast durations in ms. 01's toasts last 3 s unless noted (availability saved
 * 5 s); 02's use the 3.5 s default. Look up `durations.<area>.<messageKey>`,
 * falling back to `durations.default`.
 */
export const durations = {
  default: TOAST_DEFAULT,
  short: TOAST_SHORT,
  long: TOAST_LONG,
  auth: {
    logoutError: TOAST_DEFAULT,
    emailVerified: TOAST_DEFAULT,
    emailNotVerified: TOAST_DEFAULT,
  } satisfies DurationMap<typeof authMessages>,
  profile: {
    updated: TOAST_SHORT,
    welcome: TOAST_SHORT, // ours
    userDataUpdated: TOAST_DEFAULT,
  } satisfies DurationMap<typeof profileMessages>,
  alternateEmails: {
    updated: TOAST_DEFAULT,
    updateFailed: TOAST_DEFAULT,
    userNotLoaded: TOAST_DEFAULT,
  } satisfies DurationMap<typeof profileMessages.alternateEmails>,
  family: {
    loadFailed: TOAST_SHORT,
    removed: TOAST_SHORT,
    removeFailed: TOAST_SHORT,
    userNotLoaded: TOAST_SHORT,
    selectUser: TOAST_SHORT,
    updated: TOAST_SHORT,
    updateFailed: TOAST_SHORT,
    requestSent: TOAST_SHORT,
    requestFailed: TOAST_SHORT,
  } satisfies DurationMap<typeof familyMessages>,
  availability: {
    saved: TOAST_LONG,
    saveFailed: TOAST_SHORT,
    removed: TOAST_SHORT, // ours
    entryNotFound: TOAST_SHORT, // ours
  } satisfies DurationMap<typeof availabilityMessages>,
  notification: {
    saved: TOAST_SHORT, // ours
    saveFailed: TOAST_SHORT, // ours
  } satisfies DurationMap<typeof notificationMessages>,
  privacy: {
    updated: TOAST_SHORT,
    updateFailed: TOAST_SHORT, // ours
  } satisfies DurationMap<typeof privacyMessages>,
  blocking: {
    alreadyBlocked: TOAST_SHORT,
    blocked: TOAST_SHORT,
    blockError: TOAST_SHORT,
    unblocked: TOAST_SHORT,
    unblockError: TOAST_SHORT,
    conversationUpdateFailed: TOAST_SHORT, // ours
  } satisfies DurationMap<typeof blockingMessages>,
  deletion: {
    success: TOAST_SHORT,
    failure: TOAST_SHORT,
  } satisfies DurationMap<typeof deletionMessages>,
  conversation: {
    cannotMessage: TOAST_SHORT, // ours
    sendFailed: TOAST_SHORT, // ours
  } satisfies DurationMap<typeof conversationMessages>,
  userList: {
    created: TOAST_SHORT, // ours
    renamed: TOAST_SHORT, // ours
    deleted: TOAST_SHORT, // ours
    memberAdded: TOAST_SHORT, // ours
    memberRemoved: TOAST_SHORT, // ours
  } satisfies DurationMap<typeof userListMessages>,
  activitySubscription: {
    saved: TOAST_SHORT, // ours
    saveFailed: TOAST_SHORT, // ours
    deleted: TOAST_SHORT, // ours
    deleteFailed: TOAST_SHORT, // ours
  } satisfies DurationMap<typeof activitySubscriptionMessages>,
  billing: {
    cancelled: TOAST_DEFAULT,
    changed: TOAST_DEFAULT,
    unlinked: TOAST_DEFAULT,
    unlinkFailed: TOAST_DEFAULT,
    connectFailed: TOAST_DEFAULT,
    connectionCheckFailed: TOAST_DEFAULT,
    linkFailed: TOAST_DEFAULT,
    linked: TOAST_DEFAULT,
    connectionCancelled: TOAST_DEFAULT,
    stripeFailedWith: TOAST_DEFAULT,
    connectFailedGeneric: TOAST_DEFAULT,
    paymentSuccess: TOAST_DEFAULT,
    activated: TOAST_DEFAULT,
  } satisfies DurationMap<typeof billingMessages>,
  game: {
    loadFailed: TOAST_DEFAULT,
  } satisfies DurationMap<typeof gameMessages>,
  site: {
    createError: TOAST_DEFAULT,
    noWebsiteId: TOAST_DEFAULT,
    notOwner: TOAST_DEFAULT,
  } satisfies DurationMap<typeof siteMessages>,
  organization: {
    loadFailed: TOAST_DEFAULT,
    noSlug: TOAST_DEFAULT,
    notFound: TOAST_DEFAULT,
  } satisfies DurationMap<typeof organizationMessages>,
} as const;
