import { canonicalZone, zoneName } from '@/lib/geo/time-zone';
// zone-lookup, not zone-at: the services importing this also run outside Next (e2e set-ups, scripts).
import { zoneAt } from '@/lib/geo/zone-lookup';
import type { Prisma } from '@/lib/generated/prisma/client';

// A game's zone is its place's (docs/time-zones.md): derived from the point of its place or city, never
// from the host's or viewer's zone. The host may override it on the form (a zone of the list).

/** The zone a game is saved in: the host's override when the form sent one, else the zone at its point. */
export function gameZone(override: string | undefined, point: { lat: number; lng: number }): string {
  return canonicalZone(override) ?? zoneAt(point.lat, point.lng);
}

/** The edit form's zone field: '' while the game's zone is its place's (so a new place brings its zone). */
export function zoneOverrideOf(game: { timeZone: string; lat: number; lng: number }): string {
  return canonicalZone(game.timeZone) === zoneAt(game.lat, game.lng) ? '' : game.timeZone;
}

/** The zone at a point and its name ("Central Time"), for the game forms' "Times in …" line. */
export function derivedZone(point: { lat: number; lng: number }) {
  const timeZone = zoneAt(point.lat, point.lng);
  return { lat: point.lat, lng: point.lng, timeZone, name: zoneName(timeZone) };
}

/**
 * Each recipient's zone, for messages about a game (docs/time-zones.md): a notification, its mail and push
 * name the game's time on the game's clock, labelled with the game's zone when the recipient's differs.
 */
export async function recipientZones(
  tx: Pick<Prisma.TransactionClient, 'user'>,
  userIds: readonly string[],
): Promise<(userId: string) => string | null> {
  const rows = userIds.length
    ? await tx.user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, timeZone: true } })
    : [];
  const zones = new Map(rows.map((r) => [r.id, r.timeZone]));
  return (userId) => zones.get(userId) ?? null;
}
