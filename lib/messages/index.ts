/**
 * Every user-facing string of the Beans app, defined once, one file per domain (events, teams, billing, home,
 * posts, places …; the error pages' strings in errors.ts), re-exported here. A spec's texts live in the file of
 * the domain they belong to, not in a file per spec. Client islands import a domain file directly
 * (`@/lib/messages/events`), not this index, which brings every string along; domain files that only client
 * islands need (events' and teams' screens, games, organizations, levels …) are re-exported here only in part,
 * or not at all. A domain file never imports this index (scripts/import-graph.ts).
 *
 * Sources: /work/shared/spec/01-account-profile-settings.md ("01") and
 * /work/shared/spec/02-money-home-posts-routes.md ("02").
 * Strings taken from the specs are verbatim. Strings the specs do not give
 * (we had to write them) carry a trailing `// ours` comment.
 * Where the same text is needed in two places, the second place references
 * the first instead of repeating the literal. Toast timings live next to the toast
 * (components/ui/toast-durations.ts).
 */
export * from './common';
export * from './auth';
export * from './settings';
export * from './profile';
export * from './distance';
export * from './family';
export * from './notifications';
export * from './reminders';
export * from './availability';
export * from './privacy';
export * from './conversations';
export * from './user-lists';
export * from './feature-flags';
export * from './activity-subscriptions';
export * from './billing';
export * from './home';
export * from './posts';
export * from './subs';
export * from './reliability';
export * from './marketing';
export { eventMessages, gameMessages } from './events';
export { organizationMessages, teamMessages } from './teams';
export * from './errors';
export * from './marketing-pages';
export * from './quiz';
export * from './learn';
export * from './partners';
export * from './forms';
export * from './sites';
export * from './places';
export * from './levels';
export * from './cards';
