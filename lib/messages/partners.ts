// The partner pages: partners/{ptype}, partner/preferred/{id}, partner/events/{id} (all ours). Partner rows
// come from the database (prisma/migrations/*_partners). Re-exported by index.ts.
import { PRODUCT_NAME } from './common';

export const partnerTypes = {
  venues: {
    label: 'Venues',
    heading: 'Partner venues',
    description: `Courts, fields and gyms that work with ${PRODUCT_NAME}: see open play, book space for your game and fill it with players nearby.`,
  },
  coaches: {
    label: 'Coaches',
    heading: 'Partner coaches',
    description: `Coaches and academies on ${PRODUCT_NAME} running clinics, lessons and training groups for players of every level.`,
  },
  gear: {
    label: 'Gear',
    heading: 'Gear partners',
    description: `Sports shops partnering with ${PRODUCT_NAME}: demo programs, used gear and advice matched to how you play.`,
  },
  leagues: {
    label: 'Leagues',
    heading: 'Partner leagues',
    description: `Adult and youth leagues that run their seasons on ${PRODUCT_NAME}: rosters, schedules, free agents and results.`,
  },
} as const;

export type PartnerType = keyof typeof partnerTypes;

export const partnerMessages = {
  typeTitle: (label: string) => `${label} partners on ${PRODUCT_NAME}`,
  typesNav: 'Partner types',
  preferred: 'Preferred partner',
  viewProfile: 'View profile',
  viewPrograms: 'Programs and events',
  location: (city: string, region: string) => `${city}, ${region}`,
  none: 'No partners of this type yet. Know a great one? Tell us in Community Posts.',
  profileTitle: (name: string) => `${name}: preferred ${PRODUCT_NAME} partner`,
  programsTitle: (name: string) => `Programs and events at ${name}`,
  programsDescription: (name: string, city: string) =>
    `Weekly programs, clinics and leagues run by ${name} in ${city}, with sign-up on ${PRODUCT_NAME}.`,
  programsHeading: 'Programs and events',
  noPrograms: 'No programs listed right now. Check back soon or follow them on Beans.',
  findGamesNear: (city: string) => `Find more games in ${city}`,
  becomeTitle: 'Become a partner',
  becomeText: `Run a venue, coach, sell gear or organise a league? Partners list their programs on ${PRODUCT_NAME} and fill them with local players.`,
  becomeCta: 'Create an account to get started',
  allPartners: 'All partners',
} as const;

/** admin/partners: partners and their events, created, edited and retired by admins (ours). */
export const adminPartnerMessages = {
  title: 'Partners',
  intro:
    'Preferred businesses and partner programs shown on the public partner pages. Retired partners leave those pages and can be brought back.',
  add: 'Add a partner',
  newTitle: 'New partner',
  editTitle: (name: string) => `Edit ${name}`,
  empty: 'No partners yet',
  emptyHint:
    'Add the venues, coaches, shops and leagues you work with; they appear on the public partner pages.',
  colName: 'Name',
  colType: 'Type',
  colPlace: 'City',
  colEvents: 'Programs',
  colStatus: 'Status',
  active: 'Active',
  retired: 'Retired',
  preferredBadge: 'Preferred',
  edit: 'Edit',
  name: 'Name',
  type: 'Type',
  tagline: 'Tagline',
  description: 'Description',
  city: 'City',
  region: 'State (two letters)',
  websiteUrl: 'Website (https://…, optional)',
  preferred: 'Preferred partner (gets a profile page and is listed first)',
  sortOrder: 'Order in lists (0 first)',
  save: 'Save partner',
  created: 'Partner added.',
  saved: 'Partner saved.',
  saveFailed: 'Could not save the partner. Please try again.',
  notFound: 'Partner not found.',
  retire: 'Retire partner',
  reinstate: 'Bring back',
  retiredDone: 'Partner retired. It no longer shows on the public pages.',
  reinstatedDone: 'Partner is back on the public pages.',
  retiredNote: 'Retired: hidden from the public partner pages.',
  viewPublic: 'View public page',
  eventsTitle: 'Programs and events',
  eventsEmpty: 'No programs yet',
  eventsEmptyHint: 'Add the partner’s weekly clinic, league night or open play below.',
  addEvent: 'Add a program',
  eventTitle: 'Title',
  schedule: 'Schedule (e.g. Saturdays, 8–11 am)',
  saveEvent: 'Save program',
  removeEvent: 'Remove',
  eventSaved: 'Program saved.',
  eventRemoved: 'Program removed.',
  eventNotFound: 'Program not found.',
  tooLong: (n: number) => `Keep it under ${n} characters`,
  nameRequired: 'Enter a name',
  typeRequired: 'Choose a type',
  taglineRequired: 'Enter a tagline',
  descriptionRequired: 'Enter a description',
  cityRequired: 'Enter a city',
  regionInvalid: 'Enter a two-letter state code, e.g. TX',
  websiteInvalid: 'Enter an address that starts with https://',
  sortOrderInvalid: 'Enter a whole number',
  eventTitleRequired: 'Enter a title',
  scheduleRequired: 'Enter when it happens',
} as const;
