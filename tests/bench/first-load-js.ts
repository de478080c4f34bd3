// First-load JavaScript per page, read from a build (.next) without starting it: the framework's root files
// plus every chunk the page's layouts, boundaries and page entry list in its client reference manifest, each
// gzip -9, in KiB. Issue 35's budget: no page grows by more than 20 KiB over the baseline build (e.g. main's).
// Run: npx tsx tests/bench/first-load-js.ts [<.next dir, default .next>] [--baseline <other .next dir or a
// JSON file this script wrote with --json>] [--json <file>] [--all]
// bench:public prints the same table for its own build (BENCH_JS_BASELINE=<dir or JSON> compares).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Growth allowed per page over the baseline (issue 35). */
export const GROWTH_BUDGET_KIB = 20;

/** The pages the table shows unless --all: the public site's and the app's main screens. */
export const MAIN_ROUTES = [
  '/(marketing)/features/page',
  '/posts/page',
  '/(app)/home/page',
  '/(app)/discover/(index)/page',
  '/(app)/evt/[id]/page',
  '/(app)/team/[id]/page',
  '/(app)/billing/page',
  '/(app)/settings/page',
  '/(app)/profile/page',
];

function manifests(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) manifests(full, found);
    else if (entry.name === 'page_client-reference-manifest.js') found.push(full);
  }
  return found;
}

/** Route (as the manifest names it, e.g. "/(app)/home/page") → first-load JS in KiB (gzip -9). */
export function firstLoadJsByRoute(nextDir: string): Record<string, number> {
  const build = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    if (!sizes.has(file)) {
      const full = path.join(nextDir, file);
      sizes.set(file, existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0);
    }
    return sizes.get(file)!;
  };
  const result: Record<string, number> = {};
  for (const file of manifests(path.join(nextDir, 'server', 'app'))) {
    const store: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
    new Function('globalThis', readFileSync(file, 'utf8'))(store);
    for (const [route, manifest] of Object.entries(store.__RSC_MANIFEST ?? {})) {
      const files = new Set([...build.rootMainFiles, ...Object.values(manifest.entryJSFiles ?? {}).flat()]);
      result[route] = [...files].reduce((sum, f) => sum + gz(f), 0) / 1024;
    }
  }
  return result;
}

/** The baseline's numbers: another build's .next, or a JSON file of route → KiB. */
export function readBaseline(source: string): Record<string, number> {
  return source.endsWith('.json')
    ? (JSON.parse(readFileSync(source, 'utf8')) as Record<string, number>)
    : firstLoadJsByRoute(source);
}

/** Prints the table; false when a page grew by more than the budget. */
export function printFirstLoadJs(
  current: Record<string, number>,
  baseline: Record<string, number> | null,
  routes: string[] = MAIN_ROUTES,
): boolean {
  let ok = true;
  console.log(`\nfirst-load JS (gzip -9)${baseline ? `, growth budget ${GROWTH_BUDGET_KIB} KiB` : ''}`);
  for (const route of routes.filter((r) => current[r] !== undefined)) {
    const kib = current[route];
    const base = baseline?.[route];
    const delta = base === undefined ? '' : `  ${kib - base >= 0 ? '+' : ''}${(kib - base).toFixed(1)} KiB`;
    const over = base !== undefined && kib - base > GROWTH_BUDGET_KIB;
    ok &&= !over;
    console.log(
      `  ${route.padEnd(34)} ${kib.toFixed(1).padStart(7)} KiB${delta}${over ? '  ← over budget' : ''}`,
    );
  }
  return ok;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const baseline = option('--baseline');
  const json = option('--json');
  const all = args.includes('--all');
  const dir = args.filter((a) => a !== '--all')[0] ?? '.next';
  const current = firstLoadJsByRoute(dir);
  if (json) writeFileSync(json, JSON.stringify(current, null, 2));
  const ok = printFirstLoadJs(
    current,
    baseline ? readBaseline(baseline) : null,
    all ? Object.keys(current).sort() : MAIN_ROUTES,
  );
  process.exit(ok ? 0 : 1);
}
