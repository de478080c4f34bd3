// Benchmark: the public site's budgets (issue 14 §3). Builds the app once (skipped with BENCH_SKIP_BUILD=1
// when .next exists), starts it like `npm start` on a fresh embedded database with the demo data, then for a
// marketing page, the post board and one post prints
//   - Lighthouse (mobile, simulated throttling) performance / accessibility / best practices / SEO, the
//     median of BENCH_LH_RUNS runs (default 3); target ≥ 95 each,
//   - first-load JavaScript: the page's <script src> files (nomodule ones excluded), gzip -9, in KiB;
//     target ≤ 150 for marketing pages, ≤ 170 for the post board,
// and autocannon req/s of the marketing page relative to /bench/hello, the smallest static page, served by
// the same server (target ≥ 0.9×); last, the first-load JavaScript of the main public and app pages read from
// the build (tests/bench/first-load-js.ts), with BENCH_JS_BASELINE=<another build's .next, or a JSON file that
// script wrote> each page's growth over it (issue 35: at most 20 KiB gzip).
// Run: npm run bench:public [-- <seconds per autocannon run>]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildOnce, startApp } from './app-server';
import { firstLoadJsByRoute, printFirstLoadJs, readBaseline } from './first-load-js';

const PORT = Number(process.env.BENCH_PORT ?? 3301);
const BASE = `http://localhost:${PORT}`;
const SECONDS = Number(process.argv[2] ?? 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CONNECTIONS = 20;
const MARKETING = process.env.BENCH_MARKETING_PAGE ?? '/features';
const env = {
  ...process.env,
  BEANS_PROFILE: 'e2e', // a fresh database with the demo data (posts included), as the e2e run uses
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54342',
  PORT: String(PORT),
  BENCH_ROUTES: 'on', // /bench/* is 404 in a production server without it
  APP_URL: BASE,
  NODE_ENV: 'production' as const,
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-bench-only-secret-bench-only',
  SEED_DEMO_DATA: 'true',
  NOTIFICATION_WORKER: 'off',
  NEXT_TELEMETRY_DISABLED: '1',
};

buildOnce(env);
const stop = await startApp(env, BASE);

/** GET with a fresh connection (a kept-alive one may have been closed by the server during Lighthouse). */
const get = (url: string) => fetch(url, { headers: { connection: 'close' } });

/** A post page of the demo data, taken from the sitemap. */
async function aPost(): Promise<string> {
  const xml = await (await get(`${BASE}/sitemap.xml`)).text();
  const match = xml.match(/<loc>[^<]*?(\/posts\/[^/<]+\/[^/<]+\/[^/<]+)<\/loc>/);
  if (!match) throw new Error('no post in the sitemap: is the demo data loaded?');
  return match[1];
}

/** First-load JavaScript of a page: its <script src> files (not nomodule), each gzip -9. */
async function firstLoadJs(pagePath: string): Promise<{ kib: number; files: number }> {
  const html = await (await get(`${BASE}${pagePath}`)).text();
  const srcs = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = tag.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) srcs.add(src.replace(/&amp;/g, '&'));
  }
  let bytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await get(new URL(src, BASE).href)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kib: bytes / 1024, files: srcs.size };
}

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function lighthouseOnce(url: string, dir: string, i: number): Scores {
  const out = path.join(dir, `lh-${i}.json`);
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--chrome-flags=--headless=new --no-sandbox',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { score: number | null; title: string; details?: { items?: unknown[] } }>;
    environment: { benchmarkIndex: number };
  };
  const c = report.categories;
  // Per run: the simulated metrics that weigh most, when the browser actually showed the first pixels (the
  // simulation counts every task before that moment), and the host's CPU index (Lighthouse's 4x slowdown is
  // meant for a benchmarkIndex of 1500–2000).
  const m = report.audits.metrics?.details?.items?.[0] as Record<string, number> | undefined;
  if (m)
    console.log(
      `  run ${i + 1}: performance ${Math.round(c.performance.score * 100)}, TBT ${Math.round(m.totalBlockingTime)} ms, LCP ${Math.round(m.largestContentfulPaint)} ms, first paint seen at ${Math.round(m.observedFirstPaint)} ms, benchmarkIndex ${Math.round(report.environment.benchmarkIndex)}`,
    );
  const failing = Object.entries(report.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9)
    .map(([id]) => id);
  if (failing.length) console.log(`  ${url}: audits below 0.9: ${failing.join(', ')}`);
  // What the browser complained about (console errors, DevTools issues) costs best-practices points.
  for (const id of ['errors-in-console', 'inspector-issues']) {
    const items = report.audits[id]?.details?.items ?? [];
    if (items.length) console.log(`  ${id}: ${JSON.stringify(items).slice(0, 600)}`);
  }
  return {
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c['best-practices'].score * 100),
    seo: Math.round(c.seo.score * 100),
  };
}

function lighthouse(pagePath: string): Scores {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-public-'));
  try {
    const runs = Array.from({ length: LH_RUNS }, (_, i) => lighthouseOnce(`${BASE}${pagePath}`, dir, i));
    return {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      seo: median(runs.map((r) => r.seo)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function reqPerSecond(pagePath: string): Promise<number> {
  const options = { url: `${BASE}${pagePath}`, connections: CONNECTIONS };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors)
    console.log(`  ${pagePath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result['2xx'] / SECONDS;
}

try {
  const post = await aPost();
  const pages = [
    { label: 'marketing', path: MARKETING, jsBudget: 150 },
    { label: 'post board', path: '/posts', jsBudget: 170 },
    { label: 'post', path: post, jsBudget: 170 },
  ];
  for (const p of pages) await get(`${BASE}${p.path}`); // renders the on-demand static pages once
  const rows = [];
  for (const p of pages) {
    const js = await firstLoadJs(p.path);
    console.log(`lighthouse ${p.path} (${LH_RUNS} runs)...`);
    rows.push({ ...p, js, scores: lighthouse(p.path) });
  }
  // The control: the smallest static page, whose only work is the framework's own start-up. What it scores is the
  // floor this machine's Lighthouse run puts under every page (it varies with the host's benchmarkIndex).
  console.log(`lighthouse /bench/hello (control, ${LH_RUNS} runs)...`);
  const control = lighthouse('/bench/hello');
  const hello = await reqPerSecond('/bench/hello');
  const marketing = await reqPerSecond(MARKETING);

  console.log('\npage                        perf  a11y  best  seo   first-load JS (gzip)');
  let ok = true;
  for (const r of rows) {
    const s = r.scores;
    const pass =
      [s.performance, s.accessibility, s.bestPractices, s.seo].every((v) => v >= 95) &&
      r.js.kib <= r.jsBudget;
    ok &&= pass;
    console.log(
      `${`${r.label} ${r.path}`.slice(0, 26).padEnd(26)}  ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s.bestPractices).padStart(4)}  ${String(s.seo).padStart(3)}   ${r.js.kib.toFixed(1)} KiB in ${r.js.files} files (budget ${r.jsBudget})${pass ? '' : '  ← over target'}`,
    );
  }
  console.log(
    `${'control /bench/hello'.padEnd(26)}  ${String(control.performance).padStart(4)}  ${String(control.accessibility).padStart(4)}  ${String(control.bestPractices).padStart(4)}  ${String(control.seo).padStart(3)}   (no target: the floor)`,
  );
  const ratio = marketing / hello;
  ok &&= ratio >= 0.9;
  console.log(
    `\nreq/s (${CONNECTIONS} connections, ${SECONDS} s): /bench/hello ${hello.toFixed(0)}, ${MARKETING} ${marketing.toFixed(0)} → ${ratio.toFixed(2)}× (target ≥ 0.90)`,
  );
  const baseline = process.env.BENCH_JS_BASELINE;
  ok &&= printFirstLoadJs(firstLoadJsByRoute('.next'), baseline ? readBaseline(baseline) : null);
  console.log(ok ? 'all targets met' : 'some targets missed');
} finally {
  stop();
}
process.exit(0);
