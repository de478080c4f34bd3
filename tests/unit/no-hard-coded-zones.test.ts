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

// A date formatter built without a timeZone formats in whatever zone the process (server) or the browser runs
// in: the server's zone on a page, a hydration mismatch in a client component. Every DateTimeFormat names its
// zone; lib/intl.ts (the cache) and lib/time.ts (whose helpers take the zone as an argument) pass it through.
const FORMATTER = /(new Intl\.DateTimeFormat|\bdateTimeFormat|\.toLocaleDateString|\.toLocaleTimeString)\(/g;
const FORMATTER_ALLOWED = new Set(['lib/intl.ts']);

/** Every date formatter whose options (the next lines up to the call's end) name no timeZone. */
export function formattersWithoutZone(): string[] {
  const hits: string[] = [];
  for (const top of ROOTS)
    for (const file of sourceFiles(path.join(root, top))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      if (FORMATTER_ALLOWED.has(rel)) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(FORMATTER)) {
        const call = callText(text, match.index + match[0].length);
        if (!/\btimeZone\b/.test(call) && !/^\s*\)/.test(call))
          hits.push(`${rel}:${text.slice(0, match.index).split('\n').length}`);
      }
    }
  return hits;
}

/** The argument text of a call whose opening parenthesis ends at `from`, up to its closing parenthesis. */
function callText(text: string, from: number): string {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

describe('no hard-coded time zones', () => {
  it('every date formatter names its zone', () => {
    expect(formattersWithoutZone()).toEqual([]);
  });

  it('would find a formatter without a zone (the scan itself works)', () => {
    const text = `const f = dateTimeFormat('en-US', { dateStyle: 'medium' }).format(d);`;
    const match = [...text.matchAll(FORMATTER)][0];
    expect(callText(text, match.index + match[0].length)).toBe(`'en-US', { dateStyle: 'medium' }`);
  });

  it('finds none in lib/, app/, components/ and emails/ (outside the zone list)', () => {
    expect(hardCodedZones()).toEqual([]);
  });

  it('would find one (the scan itself works)', () => {
    const line = `const zone = 'America/New_York';`;
    expect([...line.matchAll(ZONE)].map((m) => m[0])).toEqual([`'America/New_York'`]);
  });
});
