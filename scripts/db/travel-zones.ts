import type { Db } from '@/lib/db';
import { zoneAt } from '@/lib/geo/zone-lookup';

// The travel-zones data step (docs/time-zones.md, "Jobs and availability"): a travel entry's hours are in its
// city's zone. Entries saved since the zone was stored carry it (lib/availability/service.ts addDateEntry); the
// older ones, and travel entries inserted without it, get it here from their location's coordinates
// (lib/geo/zone-lookup.ts, the script-side entry of lib/geo/zone-at.ts). Run after
// the migrations with the reference data (scripts/db/reference-data.ts), by every start and `npm run db:migrate`; only rows still without a zone are touched, so
// running it again changes nothing.

const BATCH = 2000;

/** Sets the zone of every travel entry with a place and no zone yet. Returns how many rows it set. */
export async function applyTravelZones(db: Db): Promise<number> {
  let set = 0;
  let after = '';
  for (;;) {
    const rows = await db.dateAvailability.findMany({
      where: {
        id: { gt: after },
        isTraveling: true,
        timeZone: null,
        locationLat: { not: null },
        locationLng: { not: null },
      },
      select: { id: true, locationLat: true, locationLng: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (rows.length === 0) return set;
    after = rows[rows.length - 1]!.id;
    const byZone = new Map<string, string[]>();
    for (const row of rows) {
      const zone = zoneOf(row.locationLat!, row.locationLng!);
      if (zone) byZone.set(zone, [...(byZone.get(zone) ?? []), row.id]);
    }
    for (const [timeZone, ids] of byZone) {
      // "still NULL": an entry saved meanwhile with its zone keeps it.
      const { count } = await db.dateAvailability.updateMany({
        where: { id: { in: ids }, timeZone: null },
        data: { timeZone },
      });
      set += count;
    }
  }
}

function zoneOf(lat: number, lng: number): string | null {
  try {
    return zoneAt(lat, lng);
  } catch {
    return null; // coordinates out of range: read as the schedule's zone, as before
  }
}
