// Availability. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages } from './common';

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

type CommunityFilter = 'none' | 'any' | 'all' | 'specific';

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
  travelTimesLocal: (city: string) => `Times are local to ${city}.`, // ours
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
