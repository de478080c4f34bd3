// Places, the map, full search, connections, guests and presence (issue 15). Strings from the specs are
// verbatim; strings the specs do not give carry `// ours` (see lib/messages/index.ts).
import { commonMessages } from './common';

export const placeUi = {
  placeNotFound: commonMessages.placeNotFound,
  mapTitle: 'Places', // ours
  loadFailed: 'Failed to load places', // ours
  mapIntro: 'Courts, fields and gyms near you. Move the map to see what is around.', // ours
  mapLabel: 'Map of places', // ours
  mapLoading: 'Loading places...', // ours
  mapEmpty: 'No places in this part of the map yet.', // ours
  mapEmptyHint: 'Zoom out, move the map, or add the place you play at.', // ours
  mapCount: (n: number, capped: boolean) =>
    capped ? `Showing the ${n} places nearest the centre` : `${n} ${n === 1 ? 'place' : 'places'} here`, // ours
  listLabel: 'Places on the map', // ours
  cluster: (n: number) => `${n} places here, zoom in`, // ours
  addPlace: 'Add a place', // ours
  mapToggle: 'Map', // ours
  listToggle: 'List', // ours
  eventsOnMap: 'Places on a map', // ours
  // Place page
  sports: 'Sports', // ours
  surface: 'Surface', // ours
  address: 'Address', // ours
  openingNotes: 'Opening notes', // ours
  about: 'About', // ours
  photos: 'Photos', // ours
  photoAlt: (name: string, n: number) => `${name}, photo ${n}`, // ours
  upcoming: 'Upcoming games here', // ours
  noUpcoming: 'No games planned here yet.', // ours
  noUpcomingHint: 'Start one and players nearby will see it.', // ours
  recentCheckIns: 'Checked in recently', // ours
  noCheckIns: 'Nobody checked in this week. Be the first.', // ours
  checkIn: 'Check in', // ours
  checkedIn: 'Checked in. Have a good game!', // ours
  alreadyCheckedIn: 'You already checked in here today.', // ours
  checkedInToday: 'Checked in today', // ours
  checkInFailed: 'Could not check in. Please try again.', // ours
  createGameHere: 'Create a game here', // ours
  edit: 'Edit place', // ours
  poster: 'Print poster', // ours
  directions: 'Open in maps', // ours
  you: 'You', // ours
  today: 'Today', // ours
  daysAgo: (n: number) => (n === 1 ? 'Yesterday' : `${n} days ago`), // ours
  // Form
  newTitle: 'Add a place', // ours
  newIntro: 'Put a court, field or gym on the map so others can find it and start games there.', // ours
  editTitle: 'Edit place', // ours
  name: 'Name', // ours
  namePlaceholder: 'e.g. Zilker Park courts', // ours
  addressPlaceholder: 'Street and city', // ours
  location: 'Location', // ours
  locationHint: 'Click the map to drop the pin, or pick a city to move the map there first.', // ours
  locationPinned: (lat: number, lng: number) => `Pin at ${lat.toFixed(5)}, ${lng.toFixed(5)}`, // ours
  locationMissing: 'Drop a pin on the map where the place is', // ours
  moveToCity: 'Move the map to a city', // ours
  sportsHint: 'Pick every sport played here.', // ours
  surfacePlaceholder: 'e.g. Hardwood, grass, clay', // ours
  openingNotesPlaceholder: 'Hours, lights, access, parking', // ours
  description: 'Details', // ours
  nameRequired: 'Give the place a name', // ours
  nameTooLong: 'A name can be at most 120 characters', // ours
  addressRequired: 'Enter the address', // ours
  addressTooLong: 'An address can be at most 200 characters', // ours
  tooLong: (max: number) => `At most ${max} characters`, // ours
  tooManySports: 'Pick at most 10 sports', // ours
  save: commonMessages.saveChanges,
  create: 'Add place', // ours
  created: 'Place added', // ours
  updated: 'Place updated', // ours
  saveFailed: 'Could not save the place. Please try again.', // ours
  cancel: commonMessages.cancel,
  // Poster
  posterTitle: (name: string) => `Poster: ${name}`, // ours
  posterHeadline: 'Play here', // ours
  posterScan: 'Scan to see games at this place, check in and start your own.', // ours
  posterPrint: 'Print', // ours
  posterQrAlt: (name: string) => `QR code linking to ${name} on Beans`, // ours
  posterBack: 'Back to the place', // ours
} as const;

export const searchUi = {
  title: 'Search', // ours
  label: 'Search Beans', // ours
  placeholder: 'Search games, teams, places, people...', // ours
  submit: 'Search', // ours
  intro: 'Games, teams, communities, organizations, places, posts and people.', // ours
  emptyQuery: 'Type what you are looking for: a game, a team, a court or a person.', // ours
  typoHint: 'From 3 letters, close spellings match too.', // ours
  noResults: (q: string) => `Nothing matches “${q}”.`, // ours
  noResultsHint: 'Check the spelling, use fewer words, or try another kind of thing.', // ours
  resultsFor: (q: string) => `Results for “${q}”`, // ours
  kinds: {
    events: 'Games and events',
    teams: 'Teams',
    communities: 'Communities',
    organizations: 'Organizations',
    places: 'Places',
    posts: 'Posts',
    people: 'People',
  }, // ours
  count: (n: number, capped: boolean) => (capped ? `${n}+` : String(n)), // ours
  seeAll: (n: string, kind: string) => `See all ${n} ${kind.toLowerCase()}`, // ours
  backToAll: 'All results', // ours
  previous: 'Previous', // ours
  next: 'Next', // ours
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`, // ours
  nothingInKind: 'No matches of this kind.', // ours
} as const;

export const navUi = {
  places: 'Places', // ours
  connect: 'Connections', // ours
} as const;
