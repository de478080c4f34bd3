import 'server-only';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { releaseSpots, takeSpots } from '@/lib/events/service';
import { scheduleOfferExpiry } from '@/lib/events/minimum';
import { recipientZones } from '@/lib/events/zone';
import { formatGameTime } from '@/lib/time';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { notify } from '@/lib/notifications/notify';
import { hostableTeamWhere, manageableEventWhere } from '@/lib/access/event-visibility';
import { limits, takeAll } from '@/lib/rate-limit';
import { isBlockedBetween } from '@/lib/access/blocks';
import { pendingRole } from '@/lib/teams/rules';
import { notifyInvitations, teamWhereRole } from '@/lib/teams/service';
import { checkRosterRoom, type PlanLimit } from '@/lib/billing/limits';

// Guests (unregistered users): people without an account a host adds to a game by name and e-mail. One
// guest row per address (get by e-mail finds it); it takes a spot like a joiner; when the address signs up the
// guest's games (as spots to accept) and roster spots (as invitations) move to the account (mergeGuestIntoUser,
// in the confirmation's transaction) and the guest row goes. Guests have no users row, so no people search or list can show them. A team's
// owners, admins and managers put a guest on the roster as a player (roster_entries.guestUserId); invitations
// by e-mail are another thing (pending entries under the address, lib/teams/service.ts attachInvitations).

type Tx = Prisma.TransactionClient;

/** Get a guest by e-mail (lower-case), or null. */
export const guestByEmail = (db: Pick<Db, 'guestUser'>, email: string) =>
  db.guestUser.findUnique({ where: { email: email.trim().toLowerCase() } });

export type AddGuestResult =
  | { status: 'added'; guestUserId: string }
  | { status: 'notFound' | 'hasAccount' | 'already' | 'full' | 'limited' };

/** A host (or co-host) adds a guest to their game: the guest's row is found or created by e-mail. */
export async function addGuestToEvent(
  db: Db,
  viewerId: string,
  input: { eventId: string; name: string; email: string },
): Promise<AddGuestResult> {
  // Adding a guest says whether an address has an account ('hasAccount'): an address lookup like people search
  // by e-mail, under the same per-account limit, so it cannot be used to list who is on Beans.
  // A game the viewer does not manage is refused before the lookup is counted: a refusal writes nothing.
  const manageable = await db.event.findFirst({
    where: { id: input.eventId, cancelled: false, ...manageableEventWhere(viewerId) },
    select: { id: true },
  });
  if (!manageable) return { status: 'notFound' };
  if (!(await takeAll(db, limits.emailLookup(viewerId)))) return { status: 'limited' };
  return db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({
      where: { id: input.eventId, cancelled: false, ...manageableEventWhere(viewerId) },
      select: { id: true },
    });
    if (!event) return { status: 'notFound' };
    const account = await tx.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (account) return { status: 'hasAccount' };
    const guest = await tx.guestUser.upsert({
      where: { email: input.email },
      create: { email: input.email, name: input.name, createdById: viewerId },
      update: {},
      select: { id: true },
    });
    const existing = await tx.eventParticipant.findFirst({
      where: { eventId: event.id, guestUserId: guest.id },
      select: { id: true },
    });
    if (existing) return { status: 'already' };
    if (!(await takeSpots(tx, event.id, 1))) return { status: 'full' };
    await tx.eventParticipant.create({ data: { eventId: event.id, guestUserId: guest.id, status: 'GOING' } });
    return { status: 'added', guestUserId: guest.id };
  });
}

export type AddRosterGuestResult =
  | { status: 'added'; guestUserId: string; entryId: string }
  | { status: 'notFound' | 'hasAccount' | 'already' | 'limited' }
  | { status: 'plan-limit'; refusal: PlanLimit };

const ROSTER_MANAGERS = ['owner', 'admin', 'manager'] as const;

/**
 * A team's owner, admin or manager puts a guest (no account) on the roster as a player; the guest's row is
 * found or created by e-mail. Anyone else, or an unknown team, gets 'notFound' before anything is written.
 */
export async function addGuestToRoster(
  db: Db,
  viewerId: string,
  input: { teamId: string; name: string; email: string },
): Promise<AddRosterGuestResult> {
  // Like adding a guest to a game, this tells whether an address has an account: counted as an e-mail lookup.
  const team = await db.team.findFirst({
    where: teamWhereRole(input.teamId, viewerId, ROSTER_MANAGERS),
    select: { id: true },
  });
  if (!team) return { status: 'notFound' };
  if (!(await takeAll(db, limits.emailLookup(viewerId)))) return { status: 'limited' };
  return db.$transaction(async (tx) => {
    const locked = await tx.team.findFirst({
      where: teamWhereRole(input.teamId, viewerId, ROSTER_MANAGERS),
      select: { id: true },
    });
    if (!locked) return { status: 'notFound' } as const;
    const account = await tx.user.findFirst({
      where: {
        OR: [
          { email: { equals: input.email, mode: 'insensitive' } },
          { alternateEmails: { some: { email: input.email, verifiedAt: { not: null } } } },
        ],
      },
      select: { id: true },
    });
    if (account) return { status: 'hasAccount' } as const;
    const guest = await tx.guestUser.upsert({
      where: { email: input.email },
      create: { email: input.email, name: input.name, createdById: viewerId },
      update: {},
      select: { id: true },
    });
    // Already on this roster as a guest, or invited under the same address.
    const existing = await tx.rosterEntry.findFirst({
      where: {
        teamId: locked.id,
        OR: [{ guestUserId: guest.id }, { email: { equals: input.email, mode: 'insensitive' } }],
      },
      select: { id: true },
    });
    if (existing) return { status: 'already' } as const;
    const full = await checkRosterRoom(tx, locked.id, 1);
    if (full) return { status: 'plan-limit', refusal: full } as const;
    const entry = await tx.rosterEntry.create({
      data: { teamId: locked.id, guestUserId: guest.id, role: 'player', invitedById: viewerId },
      select: { id: true },
    });
    return { status: 'added', guestUserId: guest.id, entryId: entry.id } as const;
  });
}

/** A host removes a guest from their game, giving the spot back. */
export async function removeGuestFromEvent(
  db: Db,
  viewerId: string,
  input: { eventId: string; guestUserId: string },
): Promise<'removed' | 'notFound'> {
  return db.$transaction(async (tx) => {
    const row = await tx.eventParticipant.findFirst({
      where: {
        eventId: input.eventId,
        guestUserId: input.guestUserId,
        event: manageableEventWhere(viewerId),
      },
      select: { id: true, status: true, guestCount: true, slotGroupId: true },
    });
    if (!row) return 'notFound';
    await tx.eventParticipant.delete({ where: { id: row.id } });
    if (row.status === 'GOING' || row.status === 'OFFERED') {
      await releaseSpots(tx, input.eventId, 1 + row.guestCount, row.slotGroupId);
    }
    return 'removed';
  });
}

/**
 * Deletes a guest on request, as far as the caller's games and teams go: the guest leaves every game the
 * caller manages (each gives its spot back) and every roster the caller manages, and the guest's row goes
 * once no game or roster holds it. One row serves every host who added that address, so other hosts' games
 * and teams keep the guest. The caller must have added the guest or manage a game or team the guest is on;
 * anyone else gets 'notFound'.
 */
export async function deleteGuest(
  db: Db,
  viewerId: string,
  guestUserId: string,
): Promise<'deleted' | 'notFound'> {
  return db.$transaction(async (tx) => {
    const guest = await tx.guestUser.findUnique({
      where: { id: guestUserId },
      select: {
        id: true,
        createdById: true,
        participations: {
          where: { event: manageableEventWhere(viewerId) },
          select: { id: true, eventId: true, status: true, guestCount: true, slotGroupId: true },
        },
        rosterEntries: {
          where: { team: hostableTeamWhere(viewerId) },
          select: { id: true },
        },
      },
    });
    if (
      !guest ||
      (guest.createdById !== viewerId &&
        guest.participations.length === 0 &&
        guest.rosterEntries.length === 0)
    )
      return 'notFound';
    await tx.rosterEntry.deleteMany({ where: { id: { in: guest.rosterEntries.map((r) => r.id) } } });
    // Each spot is given back only by the transaction that deleted its row: a second click, another tab or a
    // "remove guest" racing this one finds the row gone and gives nothing back twice.
    for (const p of guest.participations) {
      const { count } = await tx.eventParticipant.deleteMany({ where: { id: p.id, status: p.status } });
      if (count === 1 && (p.status === 'GOING' || p.status === 'OFFERED'))
        await releaseSpots(tx, p.eventId, 1 + p.guestCount, p.slotGroupId);
    }
    // The row goes when no other host's game or team still holds the guest.
    await tx.guestUser.deleteMany({
      where: { id: guest.id, participations: { none: {} }, rosterEntries: { none: {} } },
    });
    return 'deleted';
  });
}

/**
 * The guest with this address becomes the account. Their spots in games that have not started become offers the
 * account answers (OFFERED, held until the start, as a spot freed for the first in line is: accept on the game
 * page, or decline to give it back), so nobody is put into a game or calendar without saying yes; games already
 * under way or over move as they were (the host's record of who played). A game the user is already on keeps the
 * user's own row, and a game whose host and the user have blocked each other drops the guest's spot; both give
 * the spot back. Roster spots become invitations to accept (a team the user is already on, or invited to, keeps
 * that entry), then the guest row is deleted (with any spot not moved).
 * Called in the e-mail confirmation's transaction. Returns the ids of the games moved over.
 */
export async function mergeGuestIntoUser(
  tx: Tx,
  userId: string,
  email: string,
  now: Date = new Date(),
): Promise<string[]> {
  const guest = await tx.guestUser.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: {
      id: true,
      participations: {
        select: {
          id: true,
          eventId: true,
          status: true,
          guestCount: true,
          slotGroupId: true,
          event: {
            select: { title: true, creatorId: true, dateStart: true, timeZone: true, cancelled: true },
          },
        },
      },
    },
  });
  if (!guest) return [];
  const mine = new Set(
    (
      await tx.eventParticipant.findMany({
        where: { userId, eventId: { in: guest.participations.map((p) => p.eventId) } },
        select: { eventId: true },
      })
    ).map((p) => p.eventId),
  );
  const moved: string[] = [];
  const offers: typeof guest.participations = [];
  for (const p of guest.participations) {
    if (mine.has(p.eventId) || (await isBlockedBetween(tx, p.event.creatorId, userId))) {
      if (p.status === 'GOING' || p.status === 'OFFERED')
        await releaseSpots(tx, p.eventId, 1 + p.guestCount, p.slotGroupId);
      continue;
    }
    moved.push(p.eventId);
    if (p.status === 'GOING' && !p.event.cancelled && p.event.dateStart.getTime() > now.getTime())
      offers.push(p);
  }
  if (moved.length > 0) {
    await tx.eventParticipant.updateMany({
      where: { guestUserId: guest.id, eventId: { in: moved } },
      data: { userId, guestUserId: null },
    });
  }
  // Each game's time on its own clock, labelled when the account's zone differs (docs/time-zones.md).
  const zone = offers.length > 0 ? (await recipientZones(tx, [userId]))(userId) : null;
  for (const p of offers) {
    await tx.eventParticipant.update({
      where: { id: p.id },
      data: { status: 'OFFERED', offerExpiresAt: p.event.dateStart },
    });
    await scheduleOfferExpiry(tx, p.id, p.event.dateStart);
    await notify(tx, userId, {
      type: 'EVENT_SPOT_OFFERED',
      title: ui.guestSpotTitle,
      message: ui.guestSpotMessage(p.event.title, formatGameTime(p.event.dateStart, p.event.timeZone, zone)),
      data: { eventId: p.eventId, expiresAt: p.event.dateStart.toISOString() },
      url: `/evt/${p.eventId}`,
    });
  }
  // Roster spots become invitations the account answers, as an e-mail invitation does: nobody is put on a
  // team without saying yes (a member shares the team's discussions and, by the availability rule, their
  // hours with teammates). None across a block either way with the manager who added the guest; those spots
  // go with the guest row.
  const spots = await tx.rosterEntry.findMany({
    where: { guestUserId: guest.id, team: { roster: { none: { userId } } } },
    select: { id: true, teamId: true, invitedById: true },
  });
  const invited: string[] = [];
  for (const spot of spots) {
    if (spot.invitedById && (await isBlockedBetween(tx, spot.invitedById, userId))) continue;
    await tx.rosterEntry.update({
      where: { id: spot.id },
      data: { userId, guestUserId: null, role: pendingRole('player'), joinRequest: false },
    });
    invited.push(spot.teamId);
  }
  await notifyInvitations(tx, userId, invited);
  await tx.guestUser.delete({ where: { id: guest.id } });
  return moved;
}
