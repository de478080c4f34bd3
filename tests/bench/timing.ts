// Shared by the query benchmarks: percentiles, and timing named cases (warm-up, then `samples` runs each).

export const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
};

/**
 * Runs each case 20 times to warm up, then `samples` times, printing p50/p95 and the mean of `count` (rows per
 * page, named `unit`); then p50/p95 over all cases, and with `describe` the slowest few runs (what they asked).
 */
export async function timeCases<T>(
  cases: { name: string; run: () => Promise<T> }[],
  samples: number,
  count: (result: T) => number,
  unit: string,
  describe?: (result: T) => string,
) {
  const all: number[] = [];
  const slow: { ms: number; what: string }[] = [];
  for (const c of cases) {
    for (let i = 0; i < 20; i++) await c.run();
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const result = await c.run();
      const ms = performance.now() - started;
      times.push(ms);
      rows += count(result);
      if (describe) slow.push({ ms, what: `${c.name}: ${describe(result)}` });
    }
    all.push(...times);
    const s = percentiles(times);
    console.log(
      `${c.name.padEnd(28)} p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  (${samples} runs, ${(rows / samples).toFixed(1)} ${unit}/page)`,
    );
  }
  const s = percentiles(all);
  console.log(`${'all cases'.padEnd(28)} p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms`);
  if (!describe) return;
  console.log('slowest runs:');
  for (const r of slow.sort((a, b) => b.ms - a.ms).slice(0, 8))
    console.log(`  ${r.ms.toFixed(1)} ms  ${r.what}`);
}
