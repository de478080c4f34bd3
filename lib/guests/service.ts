import 'server-only';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { releaseSpots, takeSpots } from '@/lib/events/service';
import { manageableEventWhere } from '@/lib/membership/event-visibility';
import { limits, takeAll } from '@/lib/rate-limit';

// Guests (unregistered users): people without an account a host adds to a game by name and e-mail. One
// guest row per address (get by e-mail finds it); it takes a spot like a joiner; when the address signs up the
// guest's games move to the account (mergeGuestIntoUser, in the confirmation's transaction) and the guest row
// goes. Guests have no users row, so no people search or list can show them. Team rosters keep people without
// an account as e-mail roster entries, attached at the same moment (lib/teams/service.ts attachInvitations).

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
 * Deletes a guest on request, as far as the caller's games go: the guest leaves every game the caller manages
 * (each gives its spot back), and the guest's row goes once no game holds it. One row serves every host who
 * added that address, so other hosts' games keep the guest. The caller must have added the guest or manage a
 * game the guest is on; anyone else gets 'notFound'.
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
      },
    });
    if (!guest || (guest.createdById !== viewerId && guest.participations.length === 0)) return 'notFound';
    // Each spot is given back only by the transaction that deleted its row: a second click, another tab or a
    // "remove guest" racing this one finds the row gone and gives nothing back twice.
    for (const p of guest.participations) {
      const { count } = await tx.eventParticipant.deleteMany({ where: { id: p.id, status: p.status } });
      if (count === 1 && (p.status === 'GOING' || p.status === 'OFFERED'))
        await releaseSpots(tx, p.eventId, 1 + p.guestCount, p.slotGroupId);
    }
    // The row goes when no other host's game still holds the guest.
    await tx.guestUser.deleteMany({ where: { id: guest.id, participations: { none: {} } } });
    return 'deleted';
  });
}

/**
 * The guest with this address becomes the account: their games move to the user (a game the user is already
 * on keeps the user's own row, and the guest's spot is given back), then the guest row is deleted. Called in
 * the e-mail confirmation's transaction. Returns the ids of the games moved over.
 */
export async function mergeGuestIntoUser(tx: Tx, userId: string, email: string): Promise<string[]> {
  const guest = await tx.guestUser.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: {
      id: true,
      participations: {
        select: { id: true, eventId: true, status: true, guestCount: true, slotGroupId: true },
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
  for (const p of guest.participations) {
    if (mine.has(p.eventId)) {
      if (p.status === 'GOING' || p.status === 'OFFERED')
        await releaseSpots(tx, p.eventId, 1 + p.guestCount, p.slotGroupId);
      continue;
    }
    moved.push(p.eventId);
  }
  if (moved.length > 0) {
    await tx.eventParticipant.updateMany({
      where: { guestUserId: guest.id, eventId: { in: moved } },
      data: { userId, guestUserId: null },
    });
  }
  await tx.guestUser.delete({ where: { id: guest.id } });
  return moved;
}
