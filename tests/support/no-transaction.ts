import { vi, type MockInstance } from 'vitest';
import type { Db } from '@/lib/db';

/**
 * How many connections of this test database sit inside a transaction right now (a lock held across a network
 * call blocks every other payment of the same row for as long as Stripe takes).
 */
export async function openTransactions(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND state LIKE 'idle in transaction%'`;
  return row!.n;
}

/**
 * Spies on one method of a Stripe resource: each call first counts the open transactions (into `seen`), then goes
 * through to the stand-in. Restore with `spy.mockRestore()`.
 */
export function countTransactionsAt<R extends object>(db: Db, resource: R, method: keyof R & string) {
  type Call = (...args: unknown[]) => Promise<unknown>;
  const methods = resource as unknown as Record<string, Call>;
  const seen: number[] = [];
  const original = methods[method]!.bind(resource);
  // spyOn's key inference gives up on a string-indexed record; the spy is of a Call either way.
  const spy = vi.spyOn(methods, method) as unknown as MockInstance<Call>;
  spy.mockImplementation(async (...args: unknown[]) => {
    seen.push(await openTransactions(db));
    return original(...args);
  });
  return { seen, spy };
}
