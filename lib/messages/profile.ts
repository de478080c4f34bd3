// Profile, city picker, interests, public profile. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { PRODUCT_NAME, commonMessages } from './common';
import { settingsMessages } from './settings';

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
