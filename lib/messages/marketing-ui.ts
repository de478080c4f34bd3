// Copy used by the public site's client islands (carousel, city filter), kept apart from the marketing copy
// so the browser bundles only these strings (all ours). Re-exported by index.ts.
import { PRODUCT_NAME } from './common';

export const citySearchPage = {
  path: '/city-search',
  title: 'Find pickup games and sports near you, by US city',
  description: `Pick your US city to find pickup games, teams and players on ${PRODUCT_NAME}: soccer, basketball, pickleball, volleyball and more.`,
  heading: 'Find a game in your city',
  lead: 'Choose a city to open Discover with games around it. Sign in to join, or create a free account in a minute.',
  searchLabel: 'Filter cities',
  searchPlaceholder: 'Start typing a city or state',
  regionsTitle: 'Cities by region',
  openDiscover: (city: string) => `Find games in ${city}`,
  noMatch: 'No city matches. Try a state code like TX, or open Discover and search any place.',
  openDiscoverAny: 'Search any place in Discover',
} as const;

export const carouselMessages = {
  region: (name: string) => `${name} carousel`,
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
  pauseLabel: 'Pause automatic slide show',
  playLabel: 'Start automatic slide show',
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  goTo: (n: number) => `Go to slide ${n}`,
} as const;
