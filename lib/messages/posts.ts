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
    subcategories: [
      { slug: 'tester', label: 'Tester' },
      { slug: 'other', label: 'Other' }, // ours (the spec: "Tester and others")
    ],
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
  boardIntro:
    'Find a game, a sub, a coach or a ride to the field. Pick a category to read what players near you are posting.', // ours
  shareTitle: 'Games, subs, gear and teams near you', // ours
  categoryDescription: (category: string) =>
    `Community posts in ${category} on Beans: find players, teams and games near you.`, // ours
  postedBy: (name: string) => `Posted by ${name}`, // ours
  formerMember: 'a former member', // ours
  subcategoriesOf: (category: string) => `Subcategories of ${category}`, // ours
  latestIn: (category: string) => `Latest in ${category}`, // ours
  // Writing, editing, deleting
  writePost: 'Write a post', // ours
  logInToWrite: 'Log in to write a post', // ours
  completeProfileToWrite: 'Complete your profile to write a post', // ours
  newPostTitle: 'New post', // ours
  editPostTitle: 'Edit post', // ours
  titleLabel: 'Title', // ours
  textLabel: 'Text', // ours
  textHint: 'Plain text. Links are made clickable.', // ours
  categoryLabel: 'Category', // ours
  subcategoryLabel: 'Subcategory', // ours
  publish: 'Publish', // ours
  created: 'Your post is published.', // ours
  dailyLimit: 'You have published the most posts allowed in a day. Please try again tomorrow.', // ours
  updated: 'Your post is updated.', // ours
  deleted: 'Your post is deleted.', // ours
  saveFailed: 'Could not save the post. Please try again.', // ours
  deleteFailed: 'Could not delete the post. Please try again.', // ours
  deleteConfirmTitle: 'Delete this post?', // ours
  deleteConfirmBody: 'The post is removed from the board for everyone. This cannot be undone.', // ours
  // Validation
  titleRequired: 'Enter a title', // ours
  titleTooLong: (max: number) => `Title must be at most ${max} characters`, // ours
  textRequired: 'Enter the text of your post', // ours
  textTooLong: (max: number) => `Text must be at most ${max} characters`, // ours
  categoryInvalid: 'Choose a category', // ours
  subcategoryInvalid: 'Choose a subcategory of this category', // ours
  // Reporting and moderation
  report: 'Report', // ours
  reportTitle: 'Report this post', // ours
  reportReasonLabel: 'What is wrong with it? (optional)', // ours
  reportReasonTooLong: (max: number) => `Keep the reason under ${max} characters`, // ours
  reportSubmit: 'Send report', // ours
  reported: 'Thanks. An admin will look at this post.', // ours
  reportFailed: 'Could not send the report. Please try again.', // ours
  cannotReportOwn: 'You cannot report your own post.', // ours
  hide: 'Hide post', // ours
  hidden: 'The post is hidden.', // ours
  hideFailed: 'Could not hide the post. Please try again.', // ours
  reportedTitle: 'Reported posts', // ours
  reportedEmpty: 'No reported posts to review.', // ours
  reportedEmptyHint:
    'When someone reports a post with its Report button, it appears here. Nothing to do until then.', // ours
  reportCount: (n: number) => (n === 1 ? '1 report' : `${n} reports`), // ours
  reportReasons: 'Reasons', // ours
  noReason: 'No reason given', // ours
  restore: 'Restore', // ours
  restored: 'The post is back on the board.', // ours
  restoreFailed: 'Could not restore the post. Please try again.', // ours
  dismiss: 'Dismiss report', // ours
  dismissed: 'Report dismissed. The post stays on the board.', // ours
  dismissFailed: 'Could not dismiss the report. Please try again.', // ours
  queueIntro:
    'Posts people reported. Hide what breaks the rules (it leaves the board at once), dismiss what does not.', // ours
  hiddenTitle: 'Hidden posts', // ours
  hiddenEmpty: 'No hidden posts.', // ours
  hiddenEmptyHint: 'Posts you hide from the queue above are listed here, where you can restore them.', // ours
  historyTitle: 'Moderation history', // ours
  historyEmpty: 'Nothing moderated yet.', // ours
  historyEmptyHint: 'Each hide, restore and dismissed report is recorded here with who did it and when.', // ours
  colPost: 'Post', // ours
  colAuthor: 'Author', // ours
  colReports: 'Reports', // ours
  colLastReport: 'Last report', // ours
  colActions: 'Actions', // ours
  colHiddenBy: 'Hidden by', // ours
  colWhen: 'When', // ours
  colAdmin: 'Admin', // ours
  colAction: 'Action', // ours
  moderationAction: { hide: 'Hid', restore: 'Restored', dismiss: 'Dismissed the reports of' } as Record<
    string,
    string
  >, // ours
  someone: 'A deleted account', // ours
  deletedAuthor: 'Deleted account', // ours
  // Chat-message reports (issue 32 §2), listed in the same queue.
  chatReportsTitle: 'Reported chat messages', // ours
  chatReportsEmpty: 'No reported chat messages to review.', // ours
  chatReportsEmptyHint:
    'When a player reports a message in a game chat, it appears here with a copy of the text as reported.', // ours
  chatKind: 'Chat message', // ours
  colKind: 'Kind', // ours
  colMessage: 'Message', // ours
  colReporter: 'Reported by', // ours
  colReason: 'Reason', // ours
  openInChat: 'Open the game chat', // ours
  messageGone: 'Already deleted', // ours
  deleteMessage: 'Delete message', // ours
  messageDeleted: 'The message is deleted and the report closed.', // ours
  deleteMessageFailed: 'Could not delete the message. Please try again.', // ours
  chatReportNotFound: 'Report not found', // ours
  chatReportDismissed: 'Report dismissed. The message stays in the chat.', // ours
} as const;
