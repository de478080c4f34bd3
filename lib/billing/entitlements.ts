// What each plan gives (issue 29 §2): the one table the pricing pages, the billing page and every check read, so
// a perk cannot be listed without being enforced. Plans are named by their level — the label stored in
// users.userSubscription ("Free", "Member Plus") and teams.subscriptionLevel ("ROOKIE", "Organizer Pro",
// "All-Star"); a level the table does not know gives what the free plan gives. The level stays on a paid plan
// while its subscription is live (active, trialing or past due) and drops to the free level once it ends
// (lib/billing/service.ts applyLevel); a lower level never deletes anything, it only refuses new items past a limit.
// Pure: no database, safe to import anywhere. docs/plans.md explains the numbers.

import { FREE_TEAM_LEVEL, FREE_USER_LEVEL } from './rules';

/** A limit: a number, or null for no limit. */
export type Limit = number | null;

export type UserEntitlements = {
  /** Events the user may create per calendar month (UTC), besides those hosted by a team on a paid plan. */
  eventsPerMonth: Limit;
  /** Cities the user may get activity alerts in. */
  alertCities: number;
  /** Offered a freed waitlist spot before non-members who joined at most WAITLIST_PRIORITY_MINUTES earlier. */
  waitlistPriority: boolean;
  /** The Member Plus badge on the profile and the player card. */
  badge: boolean;
};

export type TeamEntitlements = {
  /** Roster entries (members and pending invitations) the team may have. */
  rosterSize: Limit;
  /** Events hosted by the team never count toward the creator's monthly limit. */
  unlimitedTeamEvents: boolean;
  /** Forms for the team may charge (a price or a deposit). */
  paidForms: boolean;
  /** The team's website may have custom domains. */
  customDomains: boolean;
};

/** How much earlier a non-member may have joined a waitlist and still be passed by a Member Plus member. */
export const WAITLIST_PRIORITY_MINUTES = 60;

export const USER_PLAN_LEVELS = [FREE_USER_LEVEL, 'Member Plus'] as const;
export const TEAM_PLAN_LEVELS = [FREE_TEAM_LEVEL, 'Organizer Pro', 'All-Star'] as const;
export type UserPlanLevel = (typeof USER_PLAN_LEVELS)[number];
export type TeamPlanLevel = (typeof TEAM_PLAN_LEVELS)[number];

/**
 * Levels no longer sold (docs/plans.md, "All-Star"): not on the pricing pages nor in the plan picker, and a checkout
 * or change to one is refused. A subscriber keeps it, and what it gives, until they change or cancel.
 */
export const RETIRED_PLAN_LEVELS: readonly string[] = ['All-Star'];
/** Whether a plan (by its level) may be bought or changed to. */
export const planOnSale = (level: string) => !RETIRED_PLAN_LEVELS.includes(level);

/** The plan that lifts each limit, named in the refusal with a link to its pricing page. */
export const UPGRADE = {
  user: { plan: 'Member Plus' as UserPlanLevel, href: '/member/pricing' },
  team: { plan: 'Organizer Pro' as TeamPlanLevel, href: '/organizer/pricing' },
} as const;

export const USER_ENTITLEMENTS: Record<UserPlanLevel, UserEntitlements> = {
  Free: { eventsPerMonth: 3, alertCities: 1, waitlistPriority: false, badge: false },
  'Member Plus': { eventsPerMonth: null, alertCities: 5, waitlistPriority: true, badge: true },
};

const PAID_TEAM: TeamEntitlements = {
  rosterSize: null,
  unlimitedTeamEvents: true,
  paidForms: true,
  customDomains: true,
};

export const TEAM_ENTITLEMENTS: Record<TeamPlanLevel, TeamEntitlements> = {
  ROOKIE: { rosterSize: 25, unlimitedTeamEvents: false, paidForms: false, customDomains: false },
  'Organizer Pro': PAID_TEAM,
  'All-Star': PAID_TEAM,
};

const isUserLevel = (level: string): level is UserPlanLevel =>
  (USER_PLAN_LEVELS as readonly string[]).includes(level);
const isTeamLevel = (level: string): level is TeamPlanLevel =>
  (TEAM_PLAN_LEVELS as readonly string[]).includes(level);

/** What a user's level gives (an unknown level gives the free plan's). */
export const userEntitlements = (level: string | null | undefined): UserEntitlements =>
  USER_ENTITLEMENTS[level && isUserLevel(level) ? level : FREE_USER_LEVEL];

/** What a team's level gives (an unknown level gives ROOKIE's). */
export const teamEntitlements = (level: string | null | undefined): TeamEntitlements =>
  TEAM_ENTITLEMENTS[level && isTeamLevel(level) ? level : FREE_TEAM_LEVEL];

/** The user levels whose members get waitlist priority (for SQL). */
export const WAITLIST_PRIORITY_LEVELS: string[] = USER_PLAN_LEVELS.filter(
  (l) => USER_ENTITLEMENTS[l].waitlistPriority,
);
/** The user levels that show the badge. */
export const BADGE_LEVELS: string[] = USER_PLAN_LEVELS.filter((l) => USER_ENTITLEMENTS[l].badge);
/** The team levels that lift the monthly event limit for the team's events (for SQL). */
export const UNLIMITED_EVENT_TEAM_LEVELS: string[] = TEAM_PLAN_LEVELS.filter(
  (l) => TEAM_ENTITLEMENTS[l].unlimitedTeamEvents,
);

/** Each user level and its number of alert cities, as parallel arrays (for SQL); unknown levels get the free one. */
export const ALERT_CITY_LEVELS: string[] = [...USER_PLAN_LEVELS];
export const ALERT_CITY_LIMITS: number[] = USER_PLAN_LEVELS.map((l) => USER_ENTITLEMENTS[l].alertCities);
export const FREE_ALERT_CITIES = USER_ENTITLEMENTS[FREE_USER_LEVEL].alertCities;

/**
 * The waitlist order of lib/billing/limits.ts waitlistOrderSql, in code (for lists already loaded): compares two
 * entries by when they joined, a priority plan's entries moved WAITLIST_PRIORITY_MINUTES earlier, priority first
 * on a tie. Entries without a join time go last.
 */
export function compareWaitlist(
  a: { waitlistedAt: Date | null; level: string | null | undefined },
  b: { waitlistedAt: Date | null; level: string | null | undefined },
): number {
  const key = (e: typeof a) => {
    const priority = userEntitlements(e.level).waitlistPriority;
    const at = e.waitlistedAt ? e.waitlistedAt.getTime() : Number.POSITIVE_INFINITY;
    return [at - (priority ? WAITLIST_PRIORITY_MINUTES * 60_000 : 0), priority ? 0 : 1] as const;
  };
  const [ka, kb] = [key(a), key(b)];
  return ka[0] - kb[0] || ka[1] - kb[1];
}

/** True when `count` items already use up `limit`. */
export const atLimit = (limit: Limit, count: number) => limit !== null && count >= limit;

// ── Perks: what the pricing pages and the billing page list, written from the table ──

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What every plan includes and no plan limits (no check needed: nobody is refused). */
const EVERYONE_USER = ['Join unlimited events', 'Join teams and communities', 'Post on the community board'];
const EVERYONE_TEAM = ['Team chat and topics', 'Schedule events', 'Forms and waivers', 'Team website'];

export function userPerks(level: string): string[] {
  const e = userEntitlements(level);
  const free = USER_ENTITLEMENTS[FREE_USER_LEVEL];
  const perks: string[] = e === free ? [...EVERYONE_USER] : [`Everything in ${FREE_USER_LEVEL}`];
  perks.push(
    e.eventsPerMonth === null
      ? 'Unlimited event creation'
      : `Create up to ${plural(e.eventsPerMonth, 'event', 'events')} per month`,
  );
  perks.push(
    e.alertCities === 1 ? 'Activity alerts in 1 city' : `Activity alerts in up to ${e.alertCities} cities`,
  );
  if (e.waitlistPriority) perks.push('Priority waitlist spots');
  if (e.badge) perks.push('Member Plus badge on your profile');
  return perks;
}

export function teamPerks(level: string): string[] {
  const e = teamEntitlements(level);
  const free = TEAM_ENTITLEMENTS[FREE_TEAM_LEVEL];
  const perks: string[] = e === free ? [] : [`Everything in ${FREE_TEAM_LEVEL}`];
  perks.push(e.rosterSize === null ? 'Unlimited roster members' : `Up to ${e.rosterSize} roster members`);
  if (e === free) perks.push(...EVERYONE_TEAM);
  if (e.unlimitedTeamEvents) perks.push('Unlimited events hosted by the team');
  if (e.paidForms) perks.push('Collect payments with forms');
  if (e.customDomains) perks.push('Custom domain for your website');
  return perks;
}

export const planPerks = (kind: 'TEAM' | 'USER', level: string) =>
  kind === 'TEAM' ? teamPerks(level) : userPerks(level);
