import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImports, FLOORS, floorOf, libArea, loadedBy, type Graph } from '@/scripts/import-graph';

// scripts/check-imports.ts on planted graphs: a loop of three lib folders (no two of which import each other
// both ways, so a pairwise check misses it) and imports from a lower floor to a higher one.

const graphOf = (edges: [string, string, 'dynamic'?][]): Graph => {
  const graph: Graph = new Map();
  for (const [from, to, dynamic] of edges) {
    if (!graph.has(from)) graph.set(from, []);
    if (!graph.has(to)) graph.set(to, []);
    graph.get(from)!.push({ to, dynamic: dynamic === 'dynamic' });
  }
  return graph;
};

describe('check-imports', () => {
  it('passes a graph that keeps to the floors', () => {
    const graph = graphOf([
      ['lib/events/service.ts', 'lib/teams/rules.ts'],
      ['lib/teams/rules.ts', 'lib/access/blocks.ts'],
      ['lib/access/blocks.ts', 'lib/db.ts'],
      ['lib/account/confirm-email.ts', 'lib/teams/service.ts'],
      ['lib/events/actions.ts', 'lib/home/queries.ts'], // actions are the entry layer, above every floor
    ]);
    expect(checkImports(graph)).toEqual([]);
  });

  it('fails on a loop of three folders', () => {
    const graph = graphOf([
      ['lib/events/service.ts', 'lib/teams/rules.ts'],
      ['lib/teams/service.ts', 'lib/guests/service.ts'],
      ['lib/guests/service.ts', 'lib/events/rules.ts'],
    ]);
    const problems = checkImports(graph);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^folder loop of 3 \(lib\/events, lib\/guests, lib\/teams\)/);
    expect(problems[0]).toContain('lib/events → lib/teams → lib/guests → lib/events');
    expect(problems[0]).toContain('lib/guests/service.ts → lib/events/rules.ts');
  });

  it('fails on an import from a lower floor to a higher one', () => {
    const problems = checkImports(
      graphOf([
        ['lib/time.ts', 'lib/events/rules.ts'], // kernel → domains
        ['lib/notifications/quiet-hours.ts', 'lib/availability/rules.ts'], // shared → domains
        ['lib/teams/service.ts', 'lib/account/service.ts'], // domains → composers
      ]),
    );
    expect(problems).toEqual([
      'lower floor imports a higher one: lib/time (kernel) → lib/events (domains): lib/time.ts → lib/events/rules.ts',
      'lower floor imports a higher one: lib/notifications (shared) → lib/availability (domains): lib/notifications/quiet-hours.ts → lib/availability/rules.ts',
      'lower floor imports a higher one: lib/teams (domains) → lib/account (composers): lib/teams/service.ts → lib/account/service.ts',
    ]);
  });

  it('fails on a file of the string catalog that imports its index', () => {
    expect(
      checkImports(
        graphOf([
          ['lib/messages/teams.ts', 'lib/messages/index.ts'],
          ['lib/messages/teams.ts', 'lib/messages/common.ts'],
        ]),
      ),
    ).toEqual(['message files never load the index: lib/messages/teams.ts → lib/messages/index.ts']);
  });

  it('lets a listed late binding go up only as an import() call', () => {
    const binding = ['lib/auth/next-auth.ts', 'lib/account/confirm-email.ts'] as const;
    expect(checkImports(graphOf([[...binding, 'dynamic']]))).toEqual([]);
    expect(checkImports(graphOf([[...binding]]))).toContain(
      'late binding loaded early: lib/auth/next-auth.ts → lib/account/confirm-email.ts must be an import() call',
    );
    expect(checkImports(graphOf([['lib/auth/viewer.ts', 'lib/account/service.ts', 'dynamic']]))).toHaveLength(
      1,
    );
  });

  it('counts what a file loads without the import() calls', () => {
    const graph = graphOf([
      ['lib/auth/viewer.ts', 'lib/auth/next-auth.ts'],
      ['lib/auth/next-auth.ts', 'lib/account/confirm-email.ts', 'dynamic'],
      ['lib/account/confirm-email.ts', 'lib/teams/service.ts'],
    ]);
    expect([...loadedBy(graph, 'lib/auth/viewer.ts')]).toEqual(['lib/auth/next-auth.ts']);
  });

  it('names areas and floors', () => {
    expect(libArea('lib/db.ts')).toBe('db');
    expect(libArea('lib/access/blocks.ts')).toBe('access');
    expect(libArea('lib/events/actions.ts')).toBeUndefined();
    expect(libArea('components/ui/Button.tsx')).toBeUndefined();
    expect(FLOORS.map((f) => f.name)).toEqual(['kernel', 'shared', 'domains', 'composers']);
    expect(floorOf('some-new-feature')).toBe(2);
  });

  it('is written the same in docs/architecture-layers.md', () => {
    const doc = readFileSync(path.join(import.meta.dirname, '../../docs/architecture-layers.md'), 'utf8');
    for (const floor of FLOORS) {
      if (floor.areas === 'every other area') continue;
      const line = doc.split('\n').find((l) => l.startsWith(`| ${floor.name} `));
      expect(line, floor.name).toBeDefined();
      const listed = [...line!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).sort();
      expect(listed, floor.name).toEqual([...floor.areas].sort());
    }
  });
});
