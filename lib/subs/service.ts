// Find a sub use cases (issue 17). Each takes the database and the acting user's id; authorization is in the
// queries: only the host or a co-host reaches an event here, an invited player answers only their own
// invitation, and anything else answers 'not-found' like an unknown id.
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { hostableTeamSql, manageableEventWhere } from '@/lib/access/event-visibility';
import { formatGameTime } from '@/lib/time';
import { joinEvent, type JoinResult } from '@/lib/events/service';
import { recipientZones } from '@/lib/events/zone';
import { subsMessages as m } from '@/lib/messages/subs';
import { notify, notifyMany } from '@/lib/notifications/notify';
import { SUBS_QUEUE, sendInTransaction } from '@/lib/notifications/queue';
import { NEW_RECORD, type Reliability } from '@/lib/reliability/rules';
import { reliabilityFor } from '@/lib/reliability/queries';
import { candidatesSql, type CandidateEvent, type CandidateRow } from './sql';
import { CANDIDATE_LIMIT, deliverAt, mayInvite, splitTiers, type SubTier } from './rules';
import type { AnswerSubInput, InviteSubsInput, SubSettingsInput } from './schema';

type Tx = Prisma.TransactionClient;

export const SUB_INVITE_TYPE = 'SUB_INVITATION';
/** Invitations are "New events you can join" in the notification settings. */
const SUB_CATEGORY = 'eventCreatedJoin';

export type SubJob =
  { kind: 'sub-tier'; campaignId: string; tier: number } | { kind: 'sub-notify'; invitationId: string };

const eventSelect = {
  id: true,
  title: true,
  creatorId: true,
  gameTypeId: true,
  lat: true,
  lng: true,
  dateStart: true,
  durationMinutes: true,
  timeZone: true,
  cancelled: true,
  capacity: true,
  goingCount: true,
  hoursToCancelBefore: true,
  locationName: true,
  address: true,
  levelMin: true,
  levelMax: true,
  levelRequired: true,
} as const satisfies Prisma.EventSelect;
type EventFacts = Prisma.EventGetPayload<{ select: typeof eventSelect }>;
// The same fields for the raw read below (the events table's columns carry the fields' names), so the two
// cannot drift apart.
const EVENT_COLUMNS = Prisma.raw(
  Object.keys(eventSelect)
    .map((field) => `e."${field}"`)
    .join(', '),
);

export type SubCandidate = {
  id: string;
  name: string;
  photoUrl: string | null;
  tier: SubTier;
  /** Whole miles (at least 1): a precise distance would let the host locate someone. */
  miles: number;
  travelCity: string | null;
  /** The player's reliability record, for the host (lib/reliability). */
  reliability: Reliability;
  /** Inside the game's level range (null: the game has none). */
  inLevel: boolean | null;
};

const nameOf = (u: { displayName: string | null; fullName: string | null }) =>
  u.displayName ?? u.fullName ?? '';
const METERS_PER_MILE = 1609.344;
const toCandidate = (r: CandidateRow, reliability: Reliability): SubCandidate => ({
  id: r.id,
  name: nameOf(r),
  photoUrl: r.photoUrl,
  tier: r.tier,
  miles: Math.max(1, Math.round(r.dist / METERS_PER_MILE)),
  travelCity: r.travelCity,
  reliability,
  inLevel: r.inLevel,
});

/**
 * The facts of a game `hostId` manages (manageableEventWhere: its creator, or a co-host through the hosting team),
 * or none: one raw read, as the candidate search's first step costs about a third of the ORM's findFirst.
 */
const manageableEvent = (db: Db, hostId: string, eventId: string) =>
  db.$queryRaw<EventFacts[]>`
    SELECT ${EVENT_COLUMNS}
      FROM events e
     WHERE e.id = ${eventId}
       AND (e."creatorId" = ${hostId} OR ${hostableTeamSql(Prisma.sql`e."hostingTeamId"`, hostId)})`;

/** The players the host may ask, best first (one statement), or 'not-found' for a game they do not manage. */
export async function findSubCandidates(
  db: Db,
  hostId: string,
  input: { eventId: string; radiusMiles: number },
  now: Date = new Date(),
): Promise<
  | { status: 'not-found' }
  | { status: 'ok'; event: EventFacts; state: ReturnType<typeof mayInvite>; candidates: SubCandidate[] }
> {
  const [event] = await manageableEvent(db, hostId, input.eventId);
  if (!event) return { status: 'not-found' };
  const state = mayInvite(event, now);
  if (state !== 'ok') return { status: 'ok', event, state, candidates: [] };
  // The setting ends with the transaction: a batch of the two statements, no reset needed.
  const [, rows] = await db.$transaction([
    db.$executeRaw`SET LOCAL plan_cache_mode = force_generic_plan`,
    db.$queryRaw<CandidateRow[]>(
      candidatesSql(hostId, event, { radiusMiles: input.radiusMiles, limit: CANDIDATE_LIMIT, now }),
    ),
  ]);
  // Their reliability records: one more statement for the whole list.
  const records = await reliabilityFor(
    db,
    rows.map((r) => r.id),
    now,
  );
  return {
    status: 'ok',
    event,
    state,
    candidates: rows.map((r) => toCandidate(r, records.get(r.id) ?? NEW_RECORD)),
  };
}

/**
 * Runs the candidate statement (a prepared statement, lib/db.ts) with a generic plan: planned once per connection
 * with the values unknown, instead of re-planning the large statement on every search (about half of its time).
 * Its materialized steps fix the plan's shape whatever the values. Only inside this transaction, whose later
 * statements plan as usual (findSubCandidates runs the same two statements as a batch).
 */
async function queryCandidates(tx: Tx, sql: Prisma.Sql): Promise<CandidateRow[]> {
  await tx.$executeRaw`SET LOCAL plan_cache_mode = force_generic_plan`;
  const rows = await tx.$queryRaw<CandidateRow[]>(sql);
  await tx.$executeRaw`SET LOCAL plan_cache_mode = auto`;
  return rows;
}

/** The candidate rows of `event` among `userIds` (re-checked at the moment of asking). */
function eligible(
  tx: Tx,
  hostId: string,
  event: CandidateEvent,
  radiusMiles: number,
  userIds: string[],
  now: Date,
  campaignId?: string,
) {
  return queryCandidates(
    tx,
    candidatesSql(hostId, event, {
      radiusMiles,
      limit: userIds.length,
      now,
      onlyUserIds: userIds,
      campaignId,
    }),
  );
}

async function lockEvent(tx: Tx, eventId: string) {
  await tx.$queryRaw`SELECT 1 FROM "events" WHERE "id" = ${eventId} FOR UPDATE`;
  return tx.event.findUnique({ where: { id: eventId }, select: eventSelect });
}

export type InviteResult =
  | { status: 'ok'; sent: number; queued: number }
  | { status: 'not-found' | 'full' | 'closed' | 'none-eligible' };

/**
 * The host asks players to sub: all now ("now"), or in tiers ("tiered": the best rank group now, each next one
 * after `delayMinutes` through the subs queue while spots are open). Only players the candidate query lists for
 * this host are asked (ids it does not list are left out); one transaction.
 */
export async function inviteSubs(
  db: Db,
  hostId: string,
  input: InviteSubsInput,
  now: Date = new Date(),
): Promise<InviteResult> {
  return db.$transaction(async (tx): Promise<InviteResult> => {
    const managed = await tx.event.findFirst({
      where: { id: input.eventId, ...manageableEventWhere(hostId) },
      select: { id: true },
    });
    if (!managed) return { status: 'not-found' };
    const event = (await lockEvent(tx, managed.id))!;
    const state = mayInvite(event, now);
    if (state !== 'ok') return { status: state };
    const rows = await eligible(tx, hostId, event, input.radiusMiles, [...new Set(input.userIds)], now);
    if (rows.length === 0) return { status: 'none-eligible' };
    const tiers = input.mode === 'tiered' ? splitTiers(rows) : [rows];
    const campaign = await tx.subCampaign.create({
      data: { eventId: event.id, hostId, radiusMiles: input.radiusMiles, delayMinutes: input.delayMinutes },
      select: { id: true },
    });
    await tx.subInvitation.createMany({
      data: tiers.flatMap((group, tier) =>
        group.map((r) => ({
          campaignId: campaign.id,
          eventId: event.id,
          userId: r.id,
          tier,
          status: 'QUEUED' as const,
        })),
      ),
    });
    const sent = await sendTier(tx, event, hostId, campaign.id, 0, now);
    if (tiers.length > 1)
      await scheduleTier(tx, campaign.id, 1, new Date(now.getTime() + input.delayMinutes * 60_000));
    return { status: 'ok', sent, queued: rows.length - tiers[0].length };
  });
}

function scheduleTier(tx: Tx, campaignId: string, tier: number, at: Date) {
  return sendInTransaction(tx, SUBS_QUEUE, { kind: 'sub-tier', campaignId, tier } satisfies SubJob, {
    startAfter: at,
  });
}

/**
 * Sends the queued invitations of one tier: each player is asked now (counts toward their weekly limit); the
 * notification and mail go out now, or after their quiet hours through a subs-queue job.
 */
async function sendTier(
  tx: Tx,
  event: EventFacts,
  hostId: string,
  campaignId: string,
  tier: number,
  now: Date,
): Promise<number> {
  const rows = await tx.subInvitation.findMany({
    where: { campaignId, tier, status: 'QUEUED' },
    select: {
      id: true,
      userId: true,
      user: { select: { timeZone: true } },
    },
  });
  if (rows.length === 0) return 0;
  const when = rows.map((r) => ({
    ...r,
    // Quiet hours on the player's own clock (users.timeZone): docs/time-zones.md, "Jobs and availability".
    at: deliverAt(now, r.user.timeZone, event.dateStart),
  }));
  await tx.subInvitation.updateMany({
    where: { id: { in: rows.map((r) => r.id) } },
    data: { status: 'SENT', sentAt: now },
  });
  const nowOnes = when.filter((r) => r.at.getTime() <= now.getTime());
  const later = when.filter((r) => r.at.getTime() > now.getTime());
  for (const r of later) {
    await tx.subInvitation.update({ where: { id: r.id }, data: { notifyAt: r.at } });
    await sendInTransaction(tx, SUBS_QUEUE, { kind: 'sub-notify', invitationId: r.id } satisfies SubJob, {
      startAfter: r.at,
    });
  }
  if (nowOnes.length > 0) {
    await tx.subInvitation.updateMany({
      where: { id: { in: nowOnes.map((r) => r.id) } },
      data: { notifyAt: now, notifiedAt: now },
    });
    await notifyInvited(
      tx,
      event,
      hostId,
      nowOnes.map((r) => r.userId),
    );
  }
  return rows.length;
}

/** Tells the players: "<the host who asked> needs a sub for <game>, <when>" (a co-host may be the one asking). */
async function notifyInvited(tx: Tx, event: EventFacts, hostId: string, userIds: string[]) {
  const host = await tx.user.findUnique({
    where: { id: hostId },
    select: { displayName: true, fullName: true },
  });
  // Each player reads the game's time labelled for their own zone (docs/time-zones.md).
  const zoneOf = await recipientZones(tx, userIds);
  await notifyMany(tx, userIds, (userId) => ({
    type: SUB_INVITE_TYPE,
    category: SUB_CATEGORY,
    title: m.inviteTitle,
    message: m.inviteMessage(
      host ? nameOf(host) : '',
      event.title,
      formatGameTime(event.dateStart, event.timeZone, zoneOf(userId)),
    ),
    data: { eventId: event.id },
    url: `/evt/${event.id}`,
  }));
}

export type TierResult = 'sent' | 'stopped' | 'skipped';

/**
 * The subs-queue job of a tiered request: sends tier `tier` if the game is still open and short (else stops
 * the request: its queued invitations are never sent), re-checking each player (a player who joined, was
 * asked elsewhere, reached their limit or is no longer free is left out), and queues the next tier.
 */
export async function runSubTier(
  db: Pick<Db, '$transaction'>,
  campaignId: string,
  tier: number,
  now: Date = new Date(),
): Promise<TierResult> {
  return db.$transaction(async (tx): Promise<TierResult> => {
    const campaign = await tx.subCampaign.findUnique({
      where: { id: campaignId },
      select: {
        id: true,
        eventId: true,
        hostId: true,
        radiusMiles: true,
        delayMinutes: true,
        stoppedAt: true,
      },
    });
    if (!campaign || campaign.stoppedAt) return 'skipped';
    const event = (await lockEvent(tx, campaign.eventId))!;
    if (mayInvite(event, now) !== 'ok') {
      await tx.subInvitation.updateMany({
        where: { campaignId, status: 'QUEUED' },
        data: { status: 'STOPPED' },
      });
      await tx.subCampaign.update({ where: { id: campaignId }, data: { stoppedAt: now } });
      return 'stopped';
    }
    const queued = await tx.subInvitation.findMany({
      where: { campaignId, tier, status: 'QUEUED' },
      select: { userId: true },
    });
    if (queued.length > 0) {
      const ok = await eligible(
        tx,
        campaign.hostId,
        event,
        campaign.radiusMiles,
        queued.map((q) => q.userId),
        now,
        campaignId,
      );
      const keep = new Set(ok.map((r) => r.id));
      await tx.subInvitation.updateMany({
        where: { campaignId, tier, status: 'QUEUED', userId: { notIn: [...keep] } },
        data: { status: 'STOPPED' },
      });
      await sendTier(tx, event, campaign.hostId, campaignId, tier, now);
    }
    const next = await tx.subInvitation.findFirst({
      where: { campaignId, status: 'QUEUED', tier: { gt: tier } },
      orderBy: { tier: 'asc' },
      select: { tier: true },
    });
    if (next)
      await scheduleTier(tx, campaignId, next.tier, new Date(now.getTime() + campaign.delayMinutes * 60_000));
    return 'sent';
  });
}

/** The subs-queue job at the end of a player's quiet hours: tells them, if the invitation is still open. */
export async function deliverHeldInvitation(
  db: Pick<Db, '$transaction'>,
  invitationId: string,
  now: Date = new Date(),
) {
  return db.$transaction(async (tx) => {
    const claimed = await tx.subInvitation.updateMany({
      where: { id: invitationId, status: 'SENT', notifiedAt: null },
      data: { notifiedAt: now },
    });
    if (claimed.count === 0) return 'skipped' as const;
    const invitation = await tx.subInvitation.findUniqueOrThrow({
      where: { id: invitationId },
      select: { eventId: true, userId: true, campaign: { select: { hostId: true } } },
    });
    const event = (await lockEvent(tx, invitation.eventId))!;
    if (mayInvite(event, now) === 'closed') return 'skipped' as const;
    await notifyInvited(tx, event, invitation.campaign.hostId, [invitation.userId]);
    return 'sent' as const;
  });
}

export async function runSubJob(db: Pick<Db, '$transaction'>, job: SubJob, now: Date = new Date()) {
  if (job.kind === 'sub-tier') return runSubTier(db, job.campaignId, job.tier, now);
  if (job.kind === 'sub-notify') return deliverHeldInvitation(db, job.invitationId, now);
  return 'skipped' as const;
}

export type AnswerResult =
  | { status: 'joined' | 'waitlisted' | 'requested' | 'declined' }
  | {
      status: 'not-found' | 'full' | 'closed' | 'cancelled' | 'already' | 'choose-group' | 'payment-required';
    };

/**
 * The invited player answers. Join takes a spot through the RSVP service (capacity, approval and waitlist
 * rules hold; a game that filled meanwhile puts them on its waitlist), in the same transaction as the
 * invitation's answer; the host hears that a sub joined. Not this time closes the invitation.
 */
export async function answerSubInvitation(
  db: Db,
  userId: string,
  input: AnswerSubInput,
  now: Date = new Date(),
): Promise<AnswerResult> {
  return db.$transaction(async (tx): Promise<AnswerResult> => {
    const invitation = await tx.subInvitation.findFirst({
      where: { eventId: input.eventId, userId, status: 'SENT' },
      select: { id: true, campaign: { select: { hostId: true } } },
    });
    if (!invitation) return { status: 'not-found' };
    if (input.answer === 'decline') {
      await tx.subInvitation.update({
        where: { id: invitation.id },
        data: { status: 'DECLINED', answeredAt: now },
      });
      return { status: 'declined' };
    }
    // The RSVP service runs inside this transaction.
    const joined: JoinResult = await joinEvent(
      { $transaction: ((fn: (t: Tx) => unknown) => fn(tx)) as Db['$transaction'] },
      userId,
      input.eventId,
      now,
    );
    if (joined.status !== 'joined' && joined.status !== 'waitlisted' && joined.status !== 'requested')
      return joined;
    await tx.subInvitation.update({
      where: { id: invitation.id },
      data: { status: 'JOINED', answeredAt: now },
    });
    const [me, event] = await Promise.all([
      tx.user.findUniqueOrThrow({ where: { id: userId }, select: { displayName: true, fullName: true } }),
      tx.event.findUniqueOrThrow({ where: { id: input.eventId }, select: { title: true } }),
    ]);
    if (joined.status === 'joined')
      await notify(tx, invitation.campaign.hostId, {
        type: 'SUB_JOINED',
        category: 'eventJoined',
        title: m.subJoinedTitle,
        message: m.subJoinedMessage(nameOf(me), event.title),
        data: { eventId: input.eventId, userId },
        url: `/event/${input.eventId}/manage`,
      });
    return joined;
  });
}

export type SentInvitation = {
  id: string;
  name: string;
  tier: number;
  status: 'QUEUED' | 'SENT' | 'JOINED' | 'DECLINED' | 'STOPPED';
};

/** The invitations of a game the host manages, newest request first (null: not theirs). */
export async function sentInvitations(
  db: Db,
  hostId: string,
  eventId: string,
): Promise<SentInvitation[] | null> {
  const event = await db.event.findFirst({
    where: { id: eventId, ...manageableEventWhere(hostId) },
    select: {
      subInvitations: {
        orderBy: [{ createdAt: 'desc' }, { tier: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          tier: true,
          status: true,
          user: { select: { displayName: true, fullName: true } },
        },
      },
    },
  });
  if (!event) return null;
  return event.subInvitations.map((i) => ({
    id: i.id,
    name: nameOf(i.user),
    tier: i.tier,
    status: i.status,
  }));
}

/** The viewer's open invitation to a game, for the event page and the notification centre. */
export async function invitationStatus(db: Db, userId: string, eventIds: string[]) {
  if (eventIds.length === 0) return new Map<string, SentInvitation['status']>();
  const rows = await db.subInvitation.findMany({
    where: { userId, eventId: { in: eventIds } },
    select: { eventId: true, status: true },
  });
  return new Map(rows.map((r) => [r.eventId, r.status]));
}

// ───────────────────────────── The player's settings ─────────────────────────────

export async function loadSubSettings(db: Db, userId: string) {
  const [user, sports] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { subRequestsPerWeek: true } }),
    db.userSport.findMany({
      where: { userId },
      select: { openToSubs: true, gameType: { select: { id: true, label: true, sortOrder: true } } },
      orderBy: [{ gameType: { sortOrder: 'asc' } }, { gameType: { label: 'asc' } }],
    }),
  ]);
  return {
    perWeek: user.subRequestsPerWeek,
    sports: sports.map((s) => ({ gameTypeId: s.gameType.id, label: s.gameType.label, open: s.openToSubs })),
  };
}

/** Saves the switches of the viewer's own sports (other ids change nothing) and the weekly limit, together. */
export async function saveSubSettings(db: Db, userId: string, input: SubSettingsInput) {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { subRequestsPerWeek: input.perWeek } });
    for (const open of [true, false]) {
      const ids = input.sports.filter((s) => s.open === open).map((s) => s.gameTypeId);
      if (ids.length > 0)
        await tx.userSport.updateMany({
          where: { userId, gameTypeId: { in: ids } },
          data: { openToSubs: open },
        });
    }
  });
}
