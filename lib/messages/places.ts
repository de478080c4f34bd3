// Places, the map, full search, connections, guests and presence (issue 15). Strings from the specs are
// verbatim; strings the specs do not give carry `// ours` (see lib/messages/index.ts).
import { commonMessages } from './common';

// The spec's texts of places (02 §8); re-exported by index.ts.
export const placeMessages = {
  placeNotFound: commonMessages.placeNotFound,
  loadFailed: 'Failed to load places', // ours
} as const;

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
  photoOpen: (name: string, n: number, total: number) => `Open photo ${n} of ${total} of ${name}`, // ours
  photoDialogTitle: (name: string, n: number, total: number) => `${name}: photo ${n} of ${total}`, // ours
  photoPrevious: 'Previous photo', // ours
  photoNext: 'Next photo', // ours
  photoClose: 'Close', // ours
  photosManage: 'Photos', // ours
  photosHint: (max: number) => `PNG, JPEG, WebP or GIF, up to 5 MB each; at most ${max} photos.`, // ours
  photoChoose: 'Photo to add', // ours
  photoUpload: 'Upload photo', // ours
  photoRemove: 'Remove photo', // ours
  photoRemoveLabel: (n: number) => `Remove photo ${n}`, // ours
  photoRemoveConfirm: 'Remove this photo from the place?', // ours
  photoAdded: 'Photo added', // ours
  photoRemoved: 'Photo removed', // ours
  photoRequired: 'Choose a photo to upload', // ours
  photoWrongType: 'Choose a PNG, JPEG, WebP or GIF image', // ours
  photoTooLarge: 'A photo can be at most 5 MB', // ours
  photoLimit: (max: number) => `A place can have at most ${max} photos. Remove one first.`, // ours
  photoNotFound: 'Photo not found', // ours
  photoFailed: 'Could not save the photo. Please try again.', // ours
  noPhotosYet: 'No photos yet.', // ours
  upcoming: 'Upcoming games here', // ours
  noUpcoming: 'No games planned here yet.', // ours
  noUpcomingHint: 'Start one and players nearby will see it.', // ours
  recentCheckIns: 'Checked in recently', // ours
  sideLabel: 'Check-ins and address', // ours: names the page's aside (the app's side panel is the other one)
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
  dailyLimit: 'You have added the most places allowed in a day. Please try again tomorrow.', // ours
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
  label: 'Find on Beans', // ours (no "Search" in it: the Discover filter's box is the page's "Search")
  placeholder: 'Search games, teams, places, people...', // ours
  submit: 'Search', // ours
  shellSubmit: 'Find', // ours (teams-v3 has its own 'Search' button)
  shellRegion: 'Site search', // ours (the side panel's search landmark)
  pageRegion: 'Search again', // ours (the results page's own search landmark)
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

export const freeNearUi = {
  title: 'Who is free near you', // ours
  intro:
    'Players around your go-to city who are free at some point in the time you pick. Only people who show themselves in Players near you, and whose availability you may see, are listed.', // ours
  date: 'Date', // ours
  time: 'Start time', // ours
  hours: 'For', // ours
  hoursOption: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`, // ours
  radius: 'Within', // ours
  radiusOption: (n: number) => `${n} miles`, // ours
  search: 'Find free players', // ours
  dateInvalid: 'Pick a date', // ours
  timeInvalid: 'Pick a start time', // ours
  hoursInvalid: 'Pick how long, 1 to 6 hours', // ours
  radiusInvalid: 'Pick a distance', // ours
  noCity: 'Set your go-to city on your profile to see who is free near you.', // ours
  setCity: 'Set my city', // ours
  results: (n: number, more: boolean) =>
    n === 0 ? 'Nobody is free then.' : `${more ? `${n}+` : n} ${n === 1 ? 'player is' : 'players are'} free`, // ours
  noneHint: 'Try another time, a longer distance, or a shorter game.', // ours
  window: (when: string) => `Free ${when}`, // ours
} as const;

export const connectUi = {
  title: 'Connections', // ours
  intro: 'People you play with. Connections can message you and see availability you share with connections.', // ours
  incoming: 'Requests', // ours
  outgoing: 'Sent requests', // ours
  mine: 'My connections', // ours
  suggestions: 'People you may know', // ours
  suggestionsHint: 'From games you played and teams you share.', // ours
  noIncoming: 'No requests waiting.', // ours
  noOutgoing: 'No requests sent.', // ours
  noConnections: 'No connections yet.', // ours
  noConnectionsHint: 'Connect with people from your games and teams below, or find someone in search.', // ours
  noSuggestions: 'No suggestions yet. Join a game or a team and people you play with show up here.', // ours
  findPeople: 'Find people', // ours
  connect: 'Connect', // ours
  accept: 'Accept', // ours
  decline: 'Decline', // ours
  cancel: 'Cancel request', // ours
  remove: 'Remove', // ours
  removeConfirmTitle: (name: string) => `Remove ${name}?`, // ours
  removeConfirm: 'They will be told, and either of you can ask to connect again later.', // ours
  keep: 'Keep connection', // ours
  playedTogether: (n: number) => `Played together ${n} ${n === 1 ? 'time' : 'times'}`, // ours
  sharedTeams: (n: number) => `${n} shared ${n === 1 ? 'team' : 'teams'}`, // ours
  requested: 'Request sent', // ours
  accepted: 'You are now connected', // ours
  declined: 'Request declined', // ours
  cancelled: 'Request cancelled', // ours
  removed: 'Connection removed', // ours
  already: 'You are already connected', // ours
  alreadyRequested: 'You already sent a request', // ours
  requestLimit: 'You have sent the most connection requests allowed in a day. Please try again tomorrow.', // ours
  requestAgainLimit:
    'You asked this person to connect recently. You can ask again a week after your last request.', // ours
  failed: commonMessages.somethingWentWrong,
  userNotFound: commonMessages.userNotFound,
  requestNotFound: 'Request not found', // ours
  // Notifications (category "connections", spec 01 §9)
  requestTitle: 'Connection request', // ours
  requestMessage: (name: string) => `${name} wants to connect with you`, // ours
  acceptedTitle: 'Connection accepted', // ours
  acceptedMessage: (name: string) => `${name} accepted your connection request`, // ours
  declinedTitle: 'Connection request declined', // ours
  declinedMessage: (name: string) => `${name} declined your connection request`, // ours
  removedTitle: 'Connection removed', // ours
  removedMessage: (name: string) => `${name} removed you from their connections`, // ours
} as const;

export const guestUi = {
  title: 'Guests without an account', // ours
  intro:
    'Add someone who is not on Beans yet. They take a spot; when they sign up with this address, it becomes theirs.', // ours
  name: 'Name', // ours
  email: 'Email', // ours
  add: 'Add guest', // ours
  added: 'Guest added', // ours
  removed: 'Guest removed', // ours
  deleted: 'Guest deleted', // ours
  remove: (name: string) => `Remove ${name}`, // ours
  delete: (name: string) => `Delete ${name}`, // ours
  deleteTitle: 'Delete this guest?', // ours
  deleteQuestion: (name: string) =>
    `${name} leaves every game and roster of yours they are on, and their spots are given back. Other hosts’ games keep them.`, // ours
  deleteConfirm: 'Delete guest', // ours
  nameRequired: 'Enter the guest’s name', // ours
  emailInvalid: 'Enter a valid email address', // ours
  hasAccount: 'This address belongs to a Beans account: ask them to join the game themselves.', // ours
  already: 'This guest is already on the game.', // ours
  full: 'The game is full.', // ours
  none: 'No guests added.', // ours
  guestNotFound: 'Guest not found', // ours
  failed: commonMessages.somethingWentWrong,
  // Guests on a team's roster
  rosterAdd: 'Add a guest', // ours
  rosterDialogTitle: 'Add a guest to the roster', // ours
  rosterIntro:
    'Add someone who is not on Beans yet by name and email. They show on the roster as a guest; when they sign up with this address, the spot becomes theirs.', // ours
  rosterAdded: (name: string) => `${name} added to the roster as a guest`, // ours
  rosterHasAccount: 'This address belongs to a Beans account: invite them instead.', // ours
  rosterAlready: 'This person is already on the roster or invited.', // ours
  badge: 'Guest', // ours
  cancel: commonMessages.cancel,
} as const;

export const presenceUi = {
  online: 'Online', // ours
  onlineNamed: (name: string) => `${name} is online`, // ours
} as const;

export const profileConnectUi = {
  connected: 'Connected', // ours
  sent: 'Request sent', // ours
  received: 'Wants to connect', // ours
  answer: 'Answer on Connections', // ours
} as const;
