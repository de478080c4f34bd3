// Site builder and custom domains (issue 18 §1–§2). The spec's messages (02 §8) are siteMessages, re-exported by
// index.ts; every other string here is ours.
import { PRODUCT_NAME } from './common';

export const siteMessages = {
  createError: 'Error creating website',
  noWebsiteId: 'No website ID found',
  notOwner: 'User does not own this website',
  websiteNotFound: 'Website not found', // ours
} as const;

export const siteUi = {
  listTitle: 'My websites', // ours
  listIntro:
    'Give your team or organization a website: pages, your logo and colours, your roster and schedule.', // ours
  newSite: 'New website', // ours
  emptyTitle: 'No websites yet', // ours
  emptyBody:
    'Build a website for your team or organization in a few minutes. Nobody sees it until you publish.', // ours
  published: 'Published', // ours
  notPublished: 'Not published yet', // ours
  unpublishedChanges: 'Unpublished changes', // ours
  upToDate: 'Everything is published', // ours
  edit: 'Edit', // ours
  view: 'View site', // ours
  domains: 'Custom domains', // ours
  pagesCount: (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`, // ours
  forTeam: (name: string) => `Website of ${name}`, // ours
  forOrganization: (name: string) => `Website of ${name}`, // ours

  createTitle: 'Create a website', // ours
  createIntro: 'Start with the basics. You can change all of this later in the editor.', // ours
  titleLabel: 'Website title', // ours
  titlePlaceholder: 'e.g. Austin Pickleball Club', // ours
  ownerLabel: 'This website is for', // ours
  ownerNone: 'Just me', // ours
  ownerTeam: 'A team', // ours
  ownerOrganization: 'An organization', // ours
  teamLabel: 'Team', // ours
  teamHelp: 'Teams you own, administer or manage.', // ours
  organizationLabel: 'Organization', // ours
  organizationHelp: 'Organizations you own. The organization’s website link will point here.', // ours
  noTeams: 'You don’t own, administer or manage a team yet.', // ours
  noOrganizations: 'You don’t own an organization yet.', // ours
  primaryLogoLabel: 'Primary logo (image URL)', // ours
  secondaryLogoLabel: 'Secondary logo (image URL)', // ours
  logoHelp: 'An https:// address of a PNG, SVG or JPEG. Leave empty to show the title.', // ours
  primaryColorLabel: 'Primary colour', // ours
  accentColorLabel: 'Accent colour', // ours
  create: 'Create website', // ours
  created: 'Website created. Add your pages and publish when ready.', // ours
  dailyLimit: 'You have created the most websites allowed in a day. Please try again tomorrow.', // ours

  // editor
  editorTitle: 'Site builder', // ours
  back: 'My websites', // ours
  pages: 'Pages', // ours
  addPage: 'Add page', // ours
  homeBadge: 'Home', // ours
  hiddenFromNav: 'Not in navigation', // ours
  pageSettings: 'Page settings', // ours
  moveUp: (t: string) => `Move ${t} up`, // ours
  moveDown: (t: string) => `Move ${t} down`, // ours
  deletePage: 'Delete page', // ours
  deletePageConfirm: (t: string) => `Delete the page “${t}”? It disappears from the site when you publish.`, // ours
  pageTitleLabel: 'Page title', // ours
  slugLabel: 'Address', // ours
  slugHelp: 'Lower-case letters, digits and dashes; the page opens at /{address}.', // ours
  seoLabel: 'Search description', // ours
  seoHelp: 'Shown by search engines and when the page is shared (up to 160 characters).', // ours
  inNavLabel: 'Show in the navigation', // ours
  savePage: 'Save page', // ours
  pageSaved: 'Page saved to the draft.', // ours
  pageAdded: 'Page added to the draft.', // ours
  pageDeleted: 'Page deleted from the draft.', // ours
  pageUpdated: 'Page settings saved to the draft.', // ours
  siteSettings: 'Site settings', // ours
  settingsSaved: 'Site settings saved to the draft.', // ours
  publish: 'Publish', // ours
  publishing: 'Publishing…', // ours
  publishedToast: 'Your website is live.', // ours
  discard: 'Discard changes', // ours
  discardConfirm: 'Throw away every change since the last publish?', // ours
  discarded: 'Changes discarded.', // ours
  cancel: 'Cancel', // ours
  save: 'Save', // ours
  saving: 'Saving…', // ours
  draftNote: 'You are editing a draft. Visitors see the published site until you publish.', // ours
  unsavedPage: 'This page has unsaved edits.', // ours

  // errors
  slugTaken: 'Another page already uses this address.', // ours
  slugInvalid: 'Use lower-case letters, digits and dashes (up to 60).', // ours
  slugReserved: 'This address is reserved. Choose another one.', // ours
  titleRequired: 'Enter a title.', // ours
  titleTooLong: 'Keep it under 80 characters.', // ours
  seoTooLong: 'Keep it under 160 characters.', // ours
  urlInvalid: 'Enter an https:// address.', // ours
  linkInvalid: 'Enter an https:// address or a path starting with /.', // ours
  colorInvalid: 'Pick a colour like #1d4ed8.', // ours
  teamNotFound: 'Team not found', // verbatim from 02 §8 ("Not found")
  organizationNotFound: 'Organization not found', // verbatim from 02 §8
  lastPage: 'A website needs at least one page.', // ours
  tooManyPages: 'A website can have at most 30 pages.', // ours
  blocksInvalid: 'This page contains a block the site cannot show. Remove it and save again.', // ours
  blockTeamNotAllowed: 'A roster or events block names a team you don’t manage.', // ours
  blockFormNotAllowed: 'A registration block names a form that isn’t yours.', // ours
  saveFailed: 'Could not save the page. Please try again.', // ours
  publishFailed: 'Could not publish the website. Please try again.', // ours
  nothingToPublish: 'There are no changes to publish.', // ours

  // public site
  poweredBy: `Made with ${PRODUCT_NAME}`, // ours
  siteNav: 'Site navigation', // ours
} as const;

export const blockUi = {
  hero: 'Hero', // ours
  text: 'Text', // ours
  image: 'Image', // ours
  roster: 'Team roster', // ours
  events: 'Upcoming events', // ours
  form: 'Registration form', // ours
  contact: 'Contact', // ours
  map: 'Map', // ours
  heading: 'Heading', // ours
  subheading: 'Subheading', // ours
  body: 'Text', // ours
  buttonLabel: 'Button label', // ours
  buttonLink: 'Button link', // ours
  imageUrl: 'Image URL', // ours
  alt: 'Description for screen readers', // ours
  caption: 'Caption', // ours
  team: 'Team', // ours
  anyTeam: 'All my public games', // ours
  limit: 'How many', // ours
  form_: 'Form', // ours
  formDescription: 'Description', // ours
  email: 'E-mail', // ours
  phone: 'Phone', // ours
  address: 'Address', // ours
  lat: 'Latitude', // ours
  lng: 'Longitude', // ours
  pageTitle: 'Page title', // ours
  pageSeo: 'Search description', // ours
  rosterEmpty: 'The roster is being put together. Check back soon.', // ours
  rosterPreview: 'The team’s current roster shows here on the published site.', // ours
  eventsEmpty: 'No upcoming games right now. Check back soon.', // ours
  eventsPreview: 'The next public games show here on the published site.', // ours
  chooseTeam: 'Choose a team in the block’s settings.', // ours
  chooseForm: 'Choose a form in the block’s settings.', // ours
  register: 'Register', // ours
  openMap: 'Open in OpenStreetMap', // ours
  players: (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`, // ours
  full: 'Full', // ours
  spots: (n: number) => `${n} ${n === 1 ? 'spot' : 'spots'} left`, // ours
  defaultHero: 'Welcome', // ours
  defaultText: 'Tell visitors who you are, where you play and how to join.', // ours
} as const;

export const domainUi = {
  title: 'Custom website domains', // ours
  intro: 'Serve a published website on your own domain, like www.yourclub.com.', // ours
  siteLabel: 'Website', // ours
  hostnameLabel: 'Domain', // ours
  hostnamePlaceholder: 'www.yourclub.com', // ours
  hostnameHelp: 'The full domain visitors type, without https://.', // ours
  add: 'Add domain', // ours
  added: 'Domain added. Create the TXT record below, then press Verify.', // ours
  noSites: 'Create and publish a website first, then connect your domain here.', // ours
  emptyTitle: 'No custom domains yet', // ours
  emptyBody: 'Add a domain above. We’ll give you a DNS record to prove it’s yours.', // ours
  pending: 'Waiting for verification', // ours
  verified: 'Verified', // ours
  verify: 'Verify', // ours
  verifying: 'Checking DNS…', // ours
  verifiedToast: 'Domain verified. Your website is served there now.', // ours
  notYet:
    'We couldn’t find the TXT record yet. DNS changes can take a few minutes to an hour; try again soon.', // ours
  inUse: 'This domain is already connected to another website.', // ours
  ownDomain: 'This domain belongs to the product itself.', // ours
  invalid: 'Enter a domain like www.yourclub.com.', // ours
  remove: 'Remove', // ours
  cancel: 'Cancel', // ours
  removeConfirm: (h: string) => `Stop serving your website on ${h}?`, // ours
  removed: 'Domain removed.', // ours
  recordIntro: 'At your DNS provider, create this TXT record:', // ours
  recordType: 'Type', // ours
  recordName: 'Name', // ours
  recordValue: 'Value', // ours
  pointIntro: (target: string) => `Then point the domain at ${target} with a CNAME (or A) record.`, // ours
  copy: 'Copy', // ours
  copied: 'Copied', // ours
  lastChecked: 'Last checked', // ours
  notFound: 'Domain not found', // ours
  failed: 'Could not check the domain. Please try again.', // ours
  tooMany: 'A website can have at most 5 domains.', // ours
} as const;
