import { db } from '@/lib/db';

/** Waits until no job of `queue` is waiting, retrying or running (the worker has handled them all). */
export async function queueDrained(queue: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = ${queue} AND state IN ('created', 'retry', 'active')`;
    if (row.n === 0) return;
    if (Date.now() > deadline) throw new Error(`queue "${queue}" still has ${row.n} jobs`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
