// Shared strings and field labels. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).

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
  crossSiteRefused: 'This request must come from Beans itself.', // ours
  requestTooLarge: 'The request is too large.', // ours
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
