// Reference data every deployment needs, whatever its content: the sports (game types), the genders, the
// plans with their prices and the feature flags' defaults. Written by the reference-data step that every start
// and `npm run db:migrate` run (scripts/db/reference-data.ts): missing rows are inserted, existing ones are
// never changed or deleted, so an operator's edits (a price, a switched flag) survive restarts. The demo seed
// adds only demo content on top. Pronouns are an enum of the schema; partner types and post categories are
// code (lib/messages/partners.ts, lib/messages/posts.ts).
import type { KnownFlag } from '@/lib/feature-flags/rules';

// 'Other' is kept last in sortOrder; the create-team form lists it first on its own.
export const GAME_TYPES = [
  'Basketball',
  'Soccer',
  'Pickleball',
  'Tennis',
  'Volleyball',
  'Softball',
  'Flag Football',
  'Ultimate Frisbee',
  'Hockey',
  'Running',
  'Cycling',
  'Badminton',
  'Golf',
  'Other',
] as const;
export type GameTypeLabel = (typeof GAME_TYPES)[number];

// 'Any' exists for event filters only and is never a person's gender.
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Any'] as const;

// Stable ids of the reference rows ("Flag Football" → gt-flag-football), the ones the demo seed always used.
const idPart = (label: string) =>
  label
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
export const gameTypeRowId = (label: string) => `gt-${idPart(label)}`;
export const genderRowId = (label: string) => `gender-${idPart(label)}`;

// The feature flags every deployment starts with, and their defaults (an admin switches them at /admin/flags;
// FEATURE_<KEY> overrides per deployment). Paid plans are on: the pricing pages show them from day one.
export const FLAG_DEFAULTS = [
  { key: 'badges', enabled: false },
  { key: 'subscriptions', enabled: true },
] as const satisfies readonly { key: KnownFlag; enabled: boolean }[];

// ───────────────────────────── Plans ─────────────────────────────

// Prices in cents, USD; teams monthly, users yearly (spec 02 §9). The local Stripe stand-in knows the same
// price ids (tools/stripe-standin/catalog.ts; a test checks they agree).
export const PLANS = [
  {
    id: 'user-free',
    item: 'prod_beans_member_free',
    label: 'Free',
    kind: 'USER' as const,
    platform: 'GTH' as const,
    priceId: null,
    costCents: 0,
    interval: 'year',
    sortOrder: 0,
    features: [
      'Join unlimited events',
      'Create up to 3 events per month',
      'Join teams and communities',
      'Post on the community board',
    ],
  },
  {
    id: 'user-member-plus-yearly',
    item: 'prod_beans_member_plus',
    label: 'Member Plus',
    kind: 'USER' as const,
    platform: 'GTH' as const,
    priceId: 'price_beans_member_plus_yearly',
    costCents: 4999,
    interval: 'year',
    sortOrder: 1,
    features: [
      'Everything in Free',
      'Unlimited event creation',
      'Priority waitlist spots',
      'Activity alerts in up to 5 cities',
      'Member Plus badge on your profile',
    ],
  },
  {
    id: 'team-rookie',
    item: 'prod_beans_team_rookie',
    label: 'ROOKIE',
    kind: 'TEAM' as const,
    platform: 'GTH' as const,
    priceId: null,
    costCents: 0,
    interval: 'month',
    sortOrder: 0,
    features: ['Up to 25 roster members', 'Team chat and topics', 'Schedule events'],
  },
  {
    id: 'team-organizer-pro-monthly',
    item: 'prod_beans_organizer_pro',
    label: 'Organizer Pro',
    kind: 'TEAM' as const,
    platform: 'GTH' as const,
    priceId: 'price_beans_organizer_pro_monthly',
    costCents: 1999,
    interval: 'month',
    sortOrder: 1,
    features: [
      'Unlimited roster members',
      'Collect payments for events and forms',
      'Seasons and registrations',
      'Forms and waivers',
      'Team website',
    ],
  },
  {
    id: 'team-all-star-monthly',
    item: 'prod_beans_all_star',
    label: 'All-Star',
    kind: 'TEAM' as const,
    platform: 'GTH' as const,
    priceId: 'price_beans_all_star_monthly',
    costCents: 4999,
    interval: 'month',
    sortOrder: 2,
    features: [
      'Everything in Organizer Pro',
      'Multiple teams under one organization',
      'Tournament brackets and playoffs',
      'Custom domain for your website',
      'Priority support',
    ],
  },
  {
    id: 'meh-user-free',
    item: 'prod_meh_member_free',
    label: 'Free',
    kind: 'USER' as const,
    platform: 'MEH' as const,
    priceId: null,
    costCents: 0,
    interval: 'year',
    sortOrder: 0,
    features: ['Join events', 'Join communities'],
  },
  {
    id: 'meh-user-member-plus-yearly',
    item: 'prod_meh_member_plus',
    label: 'Member Plus',
    kind: 'USER' as const,
    platform: 'MEH' as const,
    priceId: 'price_meh_member_plus_yearly',
    costCents: 3999,
    interval: 'year',
    sortOrder: 1,
    features: ['Everything in Free', 'Unlimited event creation', 'Priority waitlist spots'],
  },
  {
    id: 'meh-team-rookie',
    item: 'prod_meh_team_rookie',
    label: 'ROOKIE',
    kind: 'TEAM' as const,
    platform: 'MEH' as const,
    priceId: null,
    costCents: 0,
    interval: 'month',
    sortOrder: 0,
    features: ['Up to 25 roster members', 'Team chat'],
  },
];
