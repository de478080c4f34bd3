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
