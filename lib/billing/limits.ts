// No 'server-only' marker: the events service imports these checks, and e2e set-ups import that service
// outside Next (tests/e2e/notifications-and-subscriptions.spec.ts). Nothing here is secret; it needs a database.
import type { ActionLink } from '@/lib/action-result';
import { Prisma } from '@/lib/generated/prisma/client';
import { planLimitMessages as m } from '@/lib/messages/billing';
import {
  atLimit,
  teamEntitlements,
  UNLIMITED_EVENT_TEAM_LEVELS,
  UPGRADE,
  userEntitlements,
  USER_ENTITLEMENTS,
  WAITLIST_PRIORITY_LEVELS,
  WAITLIST_PRIORITY_MINUTES,
} from './entitlements';

// The checks of lib/billing/entitlements.ts, run inside the services' transactions (issue 29 §2). Each refusal is
// a PlanLimit: the message names the plan that lifts the limit, the link goes to its pricing page. Nothing here
// deletes or hides what already exists: over a limit (after a downgrade or a lapsed payment) old items stay,
// new ones are refused.

type Tx = Prisma.TransactionClient;

export type PlanLimit = { limit: 'plan'; message: string; link: ActionLink };

const refusal = (kind: 'user' | 'team', message: string): PlanLimit => ({
  limit: 'plan',
  message,
  link: { href: UPGRADE[kind].href, label: m.seePlan(UPGRADE[kind].plan) },
});

/** Start of the calendar month (UTC) of `now`: the monthly event limit counts from here. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * May `creatorId` create one more event now? Events hosted by a team on a paid plan never count; otherwise the
 * creator's plan says how many events (a repeating game counts once, by its first occurrence) they may create per
 * calendar month (UTC). Serialized per creator, so two parallel creates cannot both take the last one.
 */
export async function checkEventQuota(
  tx: Tx,
  creatorId: string,
  hostingTeam: { subscriptionLevel: string } | null,
  now: Date,
): Promise<PlanLimit | null> {
  if (hostingTeam && teamEntitlements(hostingTeam.subscriptionLevel).unlimitedTeamEvents) return null;
  const user = await tx.user.findUnique({ where: { id: creatorId }, select: { userSubscription: true } });
  const limit = userEntitlements(user?.userSubscription).eventsPerMonth;
  if (limit === null) return null;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('event-quota'), hashtext(${creatorId}))`;
  const [{ count }] = await tx.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS "count" FROM "events" e
      LEFT JOIN "teams" t ON t."id" = e."hostingTeamId"
      LEFT JOIN "event_series" s ON s."id" = e."seriesId"
     WHERE e."creatorId" = ${creatorId} AND e."createdAt" >= ${monthStart(now)}
       AND (e."seriesId" IS NULL OR e."occurrenceDate" = s."startDate")
       AND (t."id" IS NULL OR NOT (t."subscriptionLevel" = ANY(${UNLIMITED_EVENT_TEAM_LEVELS})))`;
  if (!atLimit(limit, count)) return null;
  return refusal('user', m.eventsPerMonth(limit, UPGRADE.user.plan, UPGRADE.team.plan));
}

/**
 * Is there room on the team's roster for `adding` more entries (members and pending invitations)? Locks the team
 * row so parallel invitations cannot overshoot. `asOwner` false: the refusal tells a joining player to ask the
 * owner instead of offering them a plan for someone else's team.
 */
export async function checkRosterRoom(
  tx: Tx,
  teamId: string,
  adding: number,
  asOwner = true,
): Promise<PlanLimit | null> {
  const [team] = await tx.$queryRaw<{ subscriptionLevel: string }[]>`
    SELECT "subscriptionLevel" FROM "teams" WHERE "id" = ${teamId} FOR UPDATE`;
  if (!team) return null;
  const limit = teamEntitlements(team.subscriptionLevel).rosterSize;
  if (limit === null) return null;
  const count = await tx.rosterEntry.count({ where: { teamId } });
  if (count + adding <= limit) return null;
  return asOwner
    ? refusal('team', m.rosterSize(limit, UPGRADE.team.plan))
    : refusal('team', m.rosterSizeInvitee(limit));
}

/** A new team starts on the free level: may it begin with `entries` roster entries (owner and invitations)? */
export function rosterOnCreateRefusal(entries: number): PlanLimit | null {
  const limit = teamEntitlements(null).rosterSize;
  if (!atLimit(limit, entries - 1)) return null;
  return refusal('team', m.rosterSizeOnCreate(limit ?? 0, UPGRADE.team.plan));
}

/**
 * Does a plan give `feature` (paid forms, custom domains) to this item: its team is on such a plan, or its owner
 * owns a team that is (the owner pays for Organizer Pro, and uses it for their own forms and websites too).
 */
export async function teamFeatureFor(
  tx: Pick<Tx, 'team'>,
  item: { teamId: string | null | undefined; ownerId: string },
  feature: 'paidForms' | 'customDomains',
): Promise<boolean> {
  const teams = await tx.team.findMany({
    where: { OR: [...(item.teamId ? [{ id: item.teamId }] : []), { ownerId: item.ownerId }] },
    select: { subscriptionLevel: true },
  });
  return teams.some((team) => teamEntitlements(team.subscriptionLevel)[feature]);
}

export const paidFormsRefusal = () => refusal('team', m.paidForms(UPGRADE.team.plan));
export const customDomainsRefusal = () => refusal('team', m.customDomains(UPGRADE.team.plan));

/**
 * May the user get alerts in one more city? `cities` are the distinct cities they already have alerts in (the
 * one being saved excluded when it is among them, so editing an existing city never counts twice).
 */
export function alertCitiesRefusal(level: string, citiesAfterSave: number): PlanLimit | null {
  const limit = userEntitlements(level).alertCities;
  if (citiesAfterSave <= limit) return null;
  return refusal(
    'user',
    m.alertCities(limit, UPGRADE.user.plan, USER_ENTITLEMENTS[UPGRADE.user.plan].alertCities),
  );
}

/**
 * A waitlist entry's place in line, as SQL sort keys (ascending; follow them with the row's id): when it joined,
 * moved WAITLIST_PRIORITY_MINUTES earlier for a player whose plan gives waitlist priority, and on a tie the
 * priority first. So a Member Plus member is offered a freed spot before every non-member who joined at most that
 * long before them, and members among themselves (and non-members among themselves) stay first come, first
 * served. `p` is the event_participants alias.
 */
export function waitlistOrderSql(p: string): Prisma.Sql {
  const row = Prisma.raw(`"${p.replace(/[^a-z_]/gi, '')}"`);
  const priority = Prisma.sql`COALESCE((SELECT pu."userSubscription" = ANY(${WAITLIST_PRIORITY_LEVELS})
      FROM "users" pu WHERE pu."id" = ${row}."userId"), false)`;
  return Prisma.sql`${row}."waitlistedAt" - CASE WHEN ${priority}
      THEN make_interval(mins => ${WAITLIST_PRIORITY_MINUTES}::int) ELSE interval '0 minutes' END,
    CASE WHEN ${priority} THEN 0 ELSE 1 END`;
}
