// Family members. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { PRODUCT_NAME, commonMessages } from './common';

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
