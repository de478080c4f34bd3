// How long each toast stays (01 §8/§9, 02 §9), next to the toast component.
import type {
  activitySubscriptionMessages,
  authMessages,
  availabilityMessages,
  billingMessages,
  blockingMessages,
  conversationMessages,
  deletionMessages,
  familyMessages,
  gameMessages,
  notificationMessages,
  organizationMessages,
  privacyMessages,
  profileMessages,
  siteMessages,
  userListMessages,
} from '@/lib/messages';

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

/** A failure toast with a link (a plan limit naming the plan that lifts it) stays long enough to follow it. */
export const TOAST_WITH_LINK_MS = 8000; // ours
