import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graph of the repository and the rules it must follow (run by scripts/check-imports.ts, tested by
// tests/unit/check-imports.test.ts). The floors of lib are written here and in docs/architecture-layers.md.

export type Edge = { to: string; dynamic: boolean };
/** Repository-relative file → the repository files it imports (packages left out). */
export type Graph = Map<string, Edge[]>;

// emails/ (React Email templates) joins when it exists.
const SOURCE_DIRS = ['app', 'components', 'emails', 'lib', 'scripts', 'tests', 'prisma', 'tools'];
const ROOT_FILES = ['proxy.ts', 'instrumentation.ts'];
const SKIP = /^(lib\/generated|node_modules|\.next)\//;

function walk(root: string, dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const rel = path.relative(root, full);
    if (SKIP.test(`${rel}/`) || name.startsWith('.')) continue;
    if (statSync(full).isDirectory()) walk(root, full, out);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
}

/** Each import resolved with TypeScript's own module resolution (tsconfig paths included). An `import()` call
 * is marked dynamic: it loads its module when it runs, not when the importer loads. */
export function buildGraph(root: string): Graph {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files: string[] = [...ROOT_FILES];
  for (const dir of SOURCE_DIRS)
    if (existsSync(path.join(root, dir))) walk(root, path.join(root, dir), files);
  const graph: Graph = new Map();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const edges: Edge[] = [];
    for (const imported of importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, path.join(root, file), options, ts.sys)
        .resolvedModule?.resolvedFileName;
      if (!resolved || resolved.includes('/node_modules/')) continue;
      const rel = path.relative(root, resolved);
      if (SKIP.test(rel)) continue;
      const before = text.slice(Math.max(0, imported.pos - 40), imported.pos);
      edges.push({ to: rel, dynamic: /import\s*\(\s*$/.test(before) });
    }
    graph.set(file, edges);
  }
  return graph;
}

// ───────────────────────────── Rules between top-level folders ─────────────────────────────

// Imports run one way (issue 9 §4): app → components → lib; scripts and tests may use anything. Nothing in
// lib reaches up into pages, components, the proxy, scripts, tests or seed data; components never import
// pages; the running app never loads the dev/test bootstrap.
type Rule = { name: string; from: RegExp; to: RegExp };
const RULES: Rule[] = [
  {
    name: 'lib stays below',
    from: /^lib\//,
    to: /^(app|components|scripts|tests|tools)\/|^proxy\.ts$|^prisma\//,
  },
  { name: 'components below app', from: /^components\//, to: /^(app|scripts|tests)\/|^proxy\.ts$|^prisma\// },
  { name: 'actions are the entry layer', from: /^lib\//, to: /^lib\/[^/]+\/actions\.ts$/ },
  {
    name: 'the app never loads scripts',
    from: /^(app\/|proxy\.ts$|instrumentation\.ts$)/,
    to: /^(scripts|tests|tools)\/|^prisma\/seed/,
  },
  // The mail templates (emails/, React Email) are rendered by lib's services: they take their texts from the
  // string catalog and their data as props, and import nothing else of the app's.
  { name: 'emails use only strings', from: /^emails\//, to: /^(?!emails\/|lib\/messages\/)/ },
  // The string catalog is one file per domain (lib/messages/<domain>.ts) and an index re-exporting them; client
  // islands import a domain file directly to stay small, so a domain file never imports the index (which
  // would bring every string along with it).
  {
    name: 'message files never load the index',
    from: /^lib\/messages\/(?!index\.ts$)/,
    to: /^lib\/messages\/index\.ts$/,
  },
  {
    // What `npm start` and the migrations run in production (tests/support holds test-only shortcuts, such as
    // a low-cost password hash).
    name: 'production scripts never load tests',
    from: /^scripts\/(start|run-next|db-migrate|build)\.ts$|^scripts\/db\//,
    to: /^tests\//,
  },
];
// Circles are looked for among what the running app loads.
const IN_APP = /^(app|components|emails|lib)\/|^proxy\.ts$|^instrumentation\.ts$/;

// Every page's first-load JavaScript includes the error pages (and the root layout's client islands): what
// they import must stay small. The ui barrel brings Headless UI and the messages barrel every string of the
// product (+38 KiB gzip on each page once, measured by bench:public).
const EVERY_PAGE = [
  'app/error.tsx',
  'app/global-error.tsx',
  'components/shell/StartupCleanup.tsx',
  'components/ui/Toast.tsx',
];
const BARRELS = new Set(['components/ui/index.ts', 'lib/messages/index.ts']);

// ───────────────────────────── The floors of lib ─────────────────────────────

/**
 * lib's areas (a folder lib/x/ or a loose file lib/x.ts), lowest floor first. An area may import its own floor
 * and the floors below, never one above; within a floor the areas' imports must not form a loop (of any
 * length). Server actions (lib/<area>/actions.ts) are the entry layer above every floor: only pages and
 * components import them, so their own imports are not checked here. Keep docs/architecture-layers.md in step.
 */
export type Floor = { name: string; areas: readonly string[] | 'every other area' };
export const FLOORS: readonly Floor[] = [
  {
    // Infrastructure that knows no product rule: the database, configuration, formatting, clocks, places on
    // a map, pictures, results of actions, counting for rate limits.
    name: 'kernel',
    areas: [
      'action-result',
      'cache',
      'db',
      'db-health',
      'db-replica',
      'env',
      'form-errors',
      'geo',
      'hooks',
      'images',
      'intl',
      'rate-limit',
      'search-params',
      'time',
    ],
  },
  {
    // What every domain uses: who may see what (blocks, discoverability, membership), the session and the
    // action pipeline, the string catalog, feature flags, mail and notification delivery, and small rules read
    // across domains (new accounts, reliability records, reference data).
    name: 'shared',
    areas: [
      'access',
      'actions',
      'auth',
      'feature-flags',
      'indexing',
      'mail',
      'messages',
      'notifications',
      'reference-data',
      'reliability',
    ],
  },
  // The product's features (events, teams, billing, ...): they may use one another without loops.
  { name: 'domains', areas: 'every other area' },
  {
    // Use cases that span many domains and that no domain imports: the account (sign-up's completion,
    // deletion, the privacy screen), the home page, the job worker, shutdown.
    name: 'composers',
    areas: ['account', 'home', 'jobs', 'shutdown'],
  },
];

/** Imports from a lower floor to a higher one that are allowed because they load late (an `import()` when the
 * code runs), each with its reason. Anything else going up is an error. */
export type LateBinding = { from: string; to: string; why: string };
export const LATE_BINDINGS: readonly LateBinding[] = [
  {
    from: 'lib/auth/next-auth.ts',
    to: 'lib/account/confirm-email.ts',
    why: 'the e-mail-link provider finishes sign-up (team invitations, guests) only when a link is used; the session check never loads it',
  },
];

/** The area of a lib file: lib/x/… and lib/x.ts are area x; actions files and files outside lib have none. */
export function libArea(file: string): string | undefined {
  if (/^lib\/[^/]+\/actions\.ts$/.test(file)) return undefined;
  return /^lib\/([^/]+)\//.exec(file)?.[1] ?? /^lib\/([^/]+)\.(ts|tsx|mts)$/.exec(file)?.[1];
}

export function floorOf(area: string, floors: readonly Floor[] = FLOORS): number {
  const listed = floors.findIndex((f) => f.areas !== 'every other area' && f.areas.includes(area));
  return listed >= 0 ? listed : floors.findIndex((f) => f.areas === 'every other area');
}

/** Strongly connected components (Tarjan) with more than one member. */
function stronglyConnected(nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  function connect(node: string) {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const node of nodes) if (!index.has(node)) connect(node);
  return found;
}

/** A shortest loop through `start` inside `members` (breadth first), as a list of areas ending where it began. */
function loopThrough(
  start: string,
  members: Set<string>,
  next: (node: string) => Iterable<string>,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of next(node)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.push(at);
        return [start, ...path.reverse(), start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

export type CheckOptions = { floors?: readonly Floor[]; lateBindings?: readonly LateBinding[] };

/** Every broken rule, one line each (empty when the graph is clean). */
export function checkImports(graph: Graph, options: CheckOptions = {}): string[] {
  const floors = options.floors ?? FLOORS;
  const lateBindings = options.lateBindings ?? LATE_BINDINGS;
  const problems: string[] = [];

  for (const [from, edges] of graph) {
    for (const { to } of edges) {
      for (const rule of RULES) {
        if (rule.from.test(from) && rule.to.test(to)) problems.push(`${rule.name}: ${from} → ${to}`);
      }
    }
  }

  for (const root of EVERY_PAGE) {
    if (!graph.has(root)) continue;
    const seen = new Set<string>([root]);
    const queue = [root];
    while (queue.length) {
      const file = queue.shift()!;
      for (const { to } of graph.get(file) ?? []) {
        if (BARRELS.has(to))
          problems.push(`every page loads ${root}, which reaches the barrel ${to} (via ${file})`);
        else if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
  }

  // File circles among what the running app loads.
  const appFiles = [...graph.keys()].filter((file) => IN_APP.test(file));
  for (const component of stronglyConnected(appFiles, (file) =>
    (graph.get(file) ?? []).map((e) => e.to).filter((to) => IN_APP.test(to)),
  ))
    problems.push(`import circle: ${component.join(' ↔ ')}`);

  // lib's areas: floors, and loops of any length between areas.
  const late = (from: string, to: string) => lateBindings.some((b) => b.from === from && b.to === to);
  for (const binding of lateBindings) {
    const edge = graph.get(binding.from)?.find((e) => e.to === binding.to);
    if (edge && !edge.dynamic)
      problems.push(`late binding loaded early: ${binding.from} → ${binding.to} must be an import() call`);
  }
  const areaEdges = new Map<string, Map<string, string>>();
  for (const [from, edges] of graph) {
    const a = libArea(from);
    if (!a) continue;
    for (const { to, dynamic } of edges) {
      const b = libArea(to);
      if (!b || b === a) continue;
      if (dynamic && late(from, to)) continue;
      if (floorOf(a, floors) < floorOf(b, floors))
        problems.push(
          `lower floor imports a higher one: lib/${a} (${floors[floorOf(a, floors)].name}) → lib/${b} (${floors[floorOf(b, floors)].name}): ${from} → ${to}`,
        );
      if (!areaEdges.has(a)) areaEdges.set(a, new Map());
      if (!areaEdges.get(a)!.has(b)) areaEdges.get(a)!.set(b, `${from} → ${to}`);
    }
  }
  const next = (area: string) => areaEdges.get(area)?.keys() ?? [];
  for (const component of stronglyConnected(areaEdges.keys(), next)) {
    const loop = loopThrough(component[0], new Set(component), next);
    const steps = loop.slice(1).map((b, i) => areaEdges.get(loop[i])!.get(b)!);
    problems.push(
      `folder loop of ${component.length} (${component.map((a) => `lib/${a}`).join(', ')}): ${loop
        .map((a) => `lib/${a}`)
        .join(' → ')}; ${steps.join('; ')}`,
    );
  }
  return problems;
}

/** The files `file` loads when it loads: its static imports, transitively (import() calls left out). */
export function loadedBy(graph: Graph, file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length) {
    for (const { to, dynamic } of graph.get(queue.shift()!) ?? []) {
      if (dynamic || seen.has(to) || to === file) continue;
      seen.add(to);
      queue.push(to);
    }
  }
  return seen;
}
