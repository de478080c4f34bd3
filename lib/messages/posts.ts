// Post board. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).

// ---------------------------------------------------------------------------
// Post board (02 §2)
// ---------------------------------------------------------------------------

export interface PostSubcategory {
  readonly slug: string;
  readonly label: string;
}

export interface PostCategory {
  readonly slug: string;
  readonly label: string;
  readonly subcategories: readonly PostSubcategory[];
}

/** Categories and subcategories of the post board; slugs are ours (URL-safe). */
export const postCategories = [
  {
    slug: 'play-competition',
    label: 'Play & Competition',
    subcategories: [
      { slug: 'find-a-game', label: 'Find a Game' },
      { slug: 'sub-needed', label: 'Sub Needed' },
      { slug: 'tournaments-events', label: 'Tournaments & Events' },
      { slug: 'match-challenges', label: 'Match Challenges' },
    ],
  },
  {
    slug: 'gear-equipment',
    label: 'Gear & Equipment',
    subcategories: [
      { slug: 'buy-sell-sports-gear', label: 'Buy & Sell Sports Gear' },
      { slug: 'trade-equipment', label: 'Trade Equipment' },
      { slug: 'lost-found', label: 'Lost & Found' },
    ],
  },
  {
    slug: 'training-coaching',
    label: 'Training & Coaching',
    subcategories: [
      { slug: 'find-a-coach', label: 'Find a Coach' },
      { slug: 'offer-coaching', label: 'Offer Coaching' },
      { slug: 'training-partners', label: 'Training Partners' },
    ],
  },
  {
    slug: 'teams-leagues',
    label: 'Teams & Leagues',
    subcategories: [
      { slug: 'team-openings', label: 'Team Openings' },
      { slug: 'join-a-team', label: 'Join a Team' },
      { slug: 'league-openings', label: 'League Openings' },
      { slug: 'referees-umpires-needed', label: 'Referees & Umpires Needed' },
    ],
  },
  {
    slug: 'venues-locations',
    label: 'Venues & Locations',
    subcategories: [
      { slug: 'find-a-court-field', label: 'Find a Court/Field' },
      { slug: 'facility-rentals', label: 'Facility Rentals' },
    ],
  },
  {
    slug: 'community-social',
    label: 'Community & Social',
    subcategories: [
      { slug: 'carpool-to-games', label: 'Carpool to Games' },
      { slug: 'meetup-networking', label: 'Meetup & Networking' },
      { slug: 'watch-parties', label: 'Watch Parties' },
    ],
  },
  {
    slug: 'announcements-miscellaneous',
    label: 'Announcements & Miscellaneous',
    subcategories: [
      { slug: 'general-announcements', label: 'General Announcements' },
      { slug: 'volunteer-opportunities', label: 'Volunteer Opportunities' },
      { slug: 'miscellaneous', label: 'Miscellaneous' },
    ],
  },
  {
    slug: 'test',
    label: 'Test',
    subcategories: [{ slug: 'tester', label: 'Tester' }],
  },
] as const satisfies readonly PostCategory[];

export const postMessages = {
  boardTitle: 'Community Posts',
  categoriesTitle: 'Categories', // ours
  postsIn: (category: string, subcategory: string) => `Posts in ${category} - ${subcategory}`,
  postsInCategory: (category: string) => `Posts in ${category}`, // ours
  loading: 'Loading posts...',
  empty: 'No post found in this category.',
  viewMore: 'View More',
  previewEllipsis: '...', // ours (appended to the first 100 characters)
  postNotFound: 'Post not found', // ours
  backToPosts: 'Back to posts', // ours
} as const;
