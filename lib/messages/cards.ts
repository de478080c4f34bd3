// Game and team cards, covers and maps (issue 35 "look and feel"). Not in the spec: every string is ours.
import type { ReliabilityTier } from '@/lib/reliability/rules';

const hostTier: Record<ReliabilityTier, string> = {
  new: 'New host',
  reliable: 'Reliable host',
  mostly: 'Mostly reliable host',
  unreliable: 'Often cancels',
};

export const cardMessages = {
  /** "Kevin is going", "Kevin and Ana are going", "Kevin and 3 others are going". */
  friendsGoing: (names: readonly string[], count: number) => {
    const [first, second] = names;
    if (!first || count <= 0) return null;
    if (count === 1) return `${first} is going`;
    if (count === 2 && second) return `${first} and ${second} are going`;
    return `${first} and ${count - 1} ${count - 1 === 1 ? 'other' : 'others'} are going`;
  },
  /** The host's record as a host: "Reliable host · 12 games run". */
  hostRecord: (tier: ReliabilityTier, games: number) =>
    tier === 'new'
      ? hostTier.new
      : `${hostTier[tier]} · ${games === 1 ? '1 game run' : `${games} games run`}`,
  hostTierHint:
    'Games this host ran in the last 12 months against games they cancelled (a game called off for too few players does not count).',
  /** The spots bar's text (the bar itself is decoration). */
  spots: (left: number, capacity: number) =>
    left <= 0 ? `Full · ${capacity} of ${capacity} spots taken` : `${left} of ${capacity} spots left`,
  free: 'Free',
  cardListLabel: (title: string) => `Games: ${title}`,
  sport: (label: string) => `Sport: ${label}`,
  // Covers
  eventCoverAlt: (title: string) => `Cover of ${title}`,
  teamCoverAlt: (name: string) => `Cover of ${name}`,
  // Maps
  venueMapTitle: 'On the map',
  venueMapLabel: (place: string) => `Map of ${place}`,
  teamMapTitle: 'Where we play',
  openInMaps: 'Open in OpenStreetMap',
  viewLabel: 'Show games as',
  viewList: 'List',
  viewMap: 'Map',
  discoverMapLabel: 'Map of the games found',
  mapNoPins: 'None of the games on this page can be shown on the map.',
  mapLoading: 'Loading the map…',
  stickyJoinLabel: 'Join this game',
};
