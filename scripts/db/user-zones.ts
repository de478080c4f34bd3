import type { Db } from '@/lib/db';
import { zoneAt } from '@/lib/geo/zone-lookup';

// The zone data step (docs/time-zones.md): every account whose zone is still a guess (users.timeZoneSource
// GUESS: made before zones were detected, or with no browser zone) and that has a home area gets that area's
// zone. tz-lookup is JavaScript, so this runs after the migrations, with the reference data, at every start
// and `npm run db:migrate`. Idempotent: a second run finds nothing (the rows it wrote are AREA), and a zone a
// person chose (CHOSEN) or their browser's (BROWSER) is never touched.

const BATCH = 1000;

export async function applyUserZones(db: Db): Promise<number> {
  let updated = 0;
  let after = '';
  for (;;) {
    const rows = await db.$queryRaw<{ id: string; lat: number; lng: number }[]>`
      SELECT "id", "cityLat" AS lat, "cityLng" AS lng FROM "users"
       WHERE "timeZoneSource" = 'GUESS' AND "cityLat" IS NOT NULL AND "cityLng" IS NOT NULL AND "id" > ${after}
       ORDER BY "id" LIMIT ${BATCH}`;
    if (rows.length === 0) return updated;
    after = rows[rows.length - 1].id;
    const ids = rows.map((r) => r.id);
    const zones = rows.map((r) => zoneAt(r.lat, r.lng));
    // One statement per batch; a row changed meanwhile (a person's choice, a new area) is left as it is.
    updated += await db.$executeRaw`
      UPDATE "users" u SET "timeZone" = z.zone, "timeZoneSource" = 'AREA'
        FROM unnest(${ids}::text[], ${zones}::text[]) AS z(id, zone)
       WHERE u."id" = z.id AND u."timeZoneSource" = 'GUESS' AND u."cityLat" IS NOT NULL`;
  }
}
