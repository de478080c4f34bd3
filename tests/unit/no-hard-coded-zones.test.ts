import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No code path assumes a time zone (docs/time-zones.md): an IANA zone written into the app's code is a guess
// about where someone is. Zones come from a place's point (zoneAt), the browser, or the person's choice.
// Allowed: tests, seeds and lib/geo/time-zone.ts (the legacy-spelling list and the picker's list).

const ROOTS = ['lib', 'app', 'components', 'emails'];
const ALLOWED = new Set(['lib/geo/time-zone.ts']);
const SKIPPED_DIRS = new Set(['generated', 'node_modules']);
const ZONE = /['"`](Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z_]+['"`]/g;
const root = path.resolve(__dirname, '../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) yield* sourceFiles(full);
    } else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield full;
  }
}

/** Every hard-coded zone in the app's code, as "path:line: zone". */
export function hardCodedZones(): string[] {
  const hits: string[] = [];
  for (const top of ROOTS)
    for (const file of sourceFiles(path.join(root, top))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (ALLOWED.has(rel)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const match of line.matchAll(ZONE)) hits.push(`${rel}:${i + 1}: ${match[0]}`);
        });
    }
  return hits;
}

describe('no hard-coded time zones', () => {
  it('finds none in lib/, app/, components/ and emails/ (outside the zone list)', () => {
    expect(hardCodedZones()).toEqual([]);
  });

  it('would find one (the scan itself works)', () => {
    const line = `const zone = 'America/New_York';`;
    expect([...line.matchAll(ZONE)].map((m) => m[0])).toEqual([`'America/New_York'`]);
  });
});
