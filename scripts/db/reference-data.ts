import { planPerks } from '@/lib/billing/entitlements';
import type { Db } from '@/lib/db';
import { applyTravelZones } from './travel-zones';
import { applyUserZones } from './user-zones';
import { FLAG_DEFAULTS, GAME_TYPES, GENDERS, PLANS, gameTypeRowId, genderRowId } from '@/lib/reference-data';

// The reference-data step (lib/reference-data.ts): run after the migrations by every start (`npm run dev`,
// `npm start`, the build, the e2e server) and by `npm run db:migrate`, with or without demo data. It inserts
// the rows that are missing and leaves every existing row as it is (ON CONFLICT DO NOTHING on each unique
// key): a price or a flag an operator changed is kept, and running it again changes nothing. A sport, gender
// or plan deleted by hand comes back on the next start; retire one with a migration that also edits the list.

export type ReferenceCounts = { gameTypes: number; genders: number; plans: number; flags: number };

export async function applyReferenceData(db: Db): Promise<ReferenceCounts> {
  return db.$transaction(async (tx) => {
    // Two instances starting together insert once (the second finds the rows).
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(4242424243)');
    const gameTypes = await tx.gameType.createMany({
      data: GAME_TYPES.map((label, k) => ({ id: gameTypeRowId(label), label, sortOrder: k })),
      skipDuplicates: true,
    });
    const genders = await tx.gender.createMany({
      data: GENDERS.map((label, k) => ({ id: genderRowId(label), label, sortOrder: k })),
      skipDuplicates: true,
    });
    const plans = await tx.plan.createMany({
      // What a plan gives is the entitlements table's (lib/billing/entitlements.ts): its perks are written from it.
      data: PLANS.map((plan) => ({ ...plan, features: planPerks(plan.kind, plan.label) })),
      skipDuplicates: true,
    });
    const flags = await tx.featureFlag.createMany({
      data: FLAG_DEFAULTS.map((flag) => ({ ...flag })),
      skipDuplicates: true,
    });
    return { gameTypes: gameTypes.count, genders: genders.count, plans: plans.count, flags: flags.count };
  });
}

/**
 * Opens a client for `url`, applies the reference data and the zone data step (scripts/db/user-zones.ts: each
 * account's zone from its home area, docs/time-zones.md) and closes it.
 */
export async function applyReferenceDataTo(
  url: string,
): Promise<ReferenceCounts & { userZones: number; travelZones: number }> {
  const { createPrismaClient } = await import('@/lib/db');
  const db = createPrismaClient(url);
  try {
    const counts = await applyReferenceData(db);
    // The zone data steps (docs/time-zones.md): accounts on a guessed zone, travel entries without their city's.
    return { ...counts, userZones: await applyUserZones(db), travelZones: await applyTravelZones(db) };
  } finally {
    await db.$disconnect();
  }
}
