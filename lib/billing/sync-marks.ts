import 'server-only';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

// Stripe is read with no transaction open (docs/payments.md), so two syncs of one customer or account can read in
// one order and write in the other. Each read notes when it started (the database's clock, one clock for every
// process); the write, under the object's advisory lock, goes ahead only if no read that started later has been
// written already (stripe_sync_marks), so an older picture never overwrites a newer one.

/** When a read of Stripe starts. */
export async function readStarted(db: Pick<Db, '$queryRaw'>): Promise<Date> {
  const rows = await db.$queryRaw<{ at: Date }[]>`SELECT clock_timestamp() AS "at"`;
  return rows[0]!.at;
}

/** In the writing transaction (under the object's lock): true when this read is the newest one to be written. */
export async function freshRead(tx: Prisma.TransactionClient, key: string, readAt: Date): Promise<boolean> {
  const written = await tx.$executeRaw`
    INSERT INTO "stripe_sync_marks" ("key", "readAt") VALUES (${key}, ${readAt})
    ON CONFLICT ("key") DO UPDATE SET "readAt" = EXCLUDED."readAt"
    WHERE "stripe_sync_marks"."readAt" <= EXCLUDED."readAt"`;
  return written > 0;
}
