// Activity subscriptions. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages } from './common';

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
