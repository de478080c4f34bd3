// Turns per key within this process: callers with a common key run one after another, in arrival order,
// waiting in memory (no database connection held while waiting). Used in front of the advisory locks of
// sign-in (lib/auth/credentials.ts), so a queue of attempts in one instance is handed on at once instead of
// polling; the database locks still order attempts across instances.
const tails = new Map<string, Promise<void>>();

/**
 * Runs `work` once this caller has the turn of every key, or answers 'timeout' (without running it) when that
 * has not happened by `deadline` (epoch ms). Keys are taken in sorted order, so callers never wait on each other
 * in a circle.
 */
export async function inTurn<T>(
  keys: string[],
  deadline: number,
  work: () => Promise<T>,
): Promise<T | 'timeout'> {
  const releases: (() => void)[] = [];
  try {
    for (const key of [...new Set(keys)].sort()) {
      const before = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = before.then(() => mine);
      tails.set(key, tail);
      // Whatever happens to this caller, its turn ends only after the one before it: the order holds.
      releases.push(() => {
        release();
        void tail.then(() => {
          if (tails.get(key) === tail) tails.delete(key);
        });
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = await Promise.race([
        before.then(() => true),
        new Promise<false>(
          (resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))),
        ),
      ]);
      clearTimeout(timer);
      if (!waited) return 'timeout';
    }
    return await work();
  } finally {
    for (const release of releases) release();
  }
}
