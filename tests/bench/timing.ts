// Shared by the query benchmarks: percentiles, and timing named cases (warm-up, then `samples` runs each).

export const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
};

/**
 * Runs each case 20 times to warm up, then `samples` times, printing p50/p95 and the mean of `count` (rows per
 * page, named `unit`); then p50/p95 over all cases.
 */
export async function timeCases<T>(
  cases: { name: string; run: () => Promise<T> }[],
  samples: number,
  count: (result: T) => number,
  unit: string,
) {
  const all: number[] = [];
  for (const c of cases) {
    for (let i = 0; i < 20; i++) await c.run();
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const result = await c.run();
      times.push(performance.now() - started);
      rows += count(result);
    }
    all.push(...times);
    const s = percentiles(times);
    console.log(
      `${c.name.padEnd(28)} p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  (${samples} runs, ${(rows / samples).toFixed(1)} ${unit}/page)`,
    );
  }
  const s = percentiles(all);
  console.log(`${'all cases'.padEnd(28)} p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms`);
}
