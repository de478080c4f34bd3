import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is what a newcomer reads in five minutes (issue 33 §5): set-up, commands, a configuration summary
// and an architecture map. Everything longer lives in docs/, which it links.
const README = path.resolve('README.md');
const text = readFileSync(README, 'utf8');

describe('README.md', () => {
  it('stays at most 15 KB', () => {
    expect(statSync(README).size).toBeLessThanOrEqual(15 * 1024);
  });

  it('links only docs that exist, with a "More documentation" list', () => {
    const linked = Array.from(text.matchAll(/\]\((docs\/[^)#\s]+)\)/g), (m) => m[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const link of new Set(linked)) expect(existsSync(path.resolve(link)), link).toBe(true);
    expect(text.split('## More documentation')[1]).toMatch(/\]\(docs\/[^)]+\.md\)/);
  });

  it('says how to run one unit file, one integration file and one e2e spec', () => {
    expect(text).toContain('npx vitest run --project unit tests/unit/');
    expect(text).toContain('npx vitest run --project integration tests/integration/');
    expect(text).toContain('npx playwright test tests/e2e/');
  });
});

describe('docs/*.md', () => {
  it('link only files that exist', () => {
    for (const doc of readdirMd('docs')) {
      const body = readFileSync(path.resolve('docs', doc), 'utf8');
      for (const [, target] of body.matchAll(/\]\(([^)#\s]+\.md)\)/g)) {
        if (/^https?:/.test(target!)) continue;
        expect(existsSync(path.resolve('docs', target!)), `docs/${doc} → ${target}`).toBe(true);
      }
    }
  });
});

function readdirMd(dir: string): string[] {
  return readdirSync(path.resolve(dir)).filter((f) => f.endsWith('.md'));
}
