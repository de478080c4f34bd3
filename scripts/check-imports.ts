import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Imports run one way (issue 9 §4): app → components → lib; scripts and tests may use anything. Nothing in
// lib reaches up into pages, components, the proxy, scripts, tests or seed data; components never import
// pages; the running app never loads the dev/test bootstrap; and there are no import circles among the app's
// own modules. Each import is resolved with TypeScript's own module resolution (tsconfig paths included).
// Run by `npm run lint` (and so by `npm test`); prints each violation and exits 1.

const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'emails', 'lib', 'scripts', 'tests', 'prisma'];
const ROOT_FILES = ['proxy.ts', 'instrumentation.ts'];
const SKIP = /^(lib\/generated|node_modules|\.next)\//;

type Rule = { name: string; from: RegExp; to: RegExp };
const RULES: Rule[] = [
  { name: 'lib stays below', from: /^lib\//, to: /^(app|components|scripts|tests)\/|^proxy\.ts$|^prisma\// },
  // The mail templates (emails/, React Email) are rendered by lib's services: they take their texts from the
  // string catalog and their data as props, and import nothing else of the app's.
  { name: 'emails use only strings', from: /^emails\//, to: /^(?!emails\/|lib\/messages\/)/ },
  { name: 'components below app', from: /^components\//, to: /^(app|scripts|tests)\/|^proxy\.ts$|^prisma\// },
  { name: 'actions are the entry layer', from: /^lib\//, to: /^lib\/[^/]+\/actions\.ts$/ },
  {
    name: 'the app never loads scripts',
    from: /^(app\/|proxy\.ts$|instrumentation\.ts$)/,
    to: /^(scripts|tests)\/|^prisma\/seed/,
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

function walk(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const rel = path.relative(ROOT, full);
    if (SKIP.test(`${rel}/`) || name.startsWith('.')) continue;
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
}

const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
const files: string[] = [...ROOT_FILES];
for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir), files);

const graph = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets: string[] = [];
  for (const imported of importedFiles) {
    const resolved = ts.resolveModuleName(imported.fileName, path.join(ROOT, file), options, ts.sys)
      .resolvedModule?.resolvedFileName;
    if (!resolved || resolved.includes('/node_modules/')) continue;
    const rel = path.relative(ROOT, resolved);
    if (!SKIP.test(rel)) targets.push(rel);
  }
  graph.set(file, targets);
}

const problems: string[] = [];
for (const [from, targets] of graph) {
  for (const to of targets) {
    for (const rule of RULES) {
      if (rule.from.test(from) && rule.to.test(to)) problems.push(`${rule.name}: ${from} → ${to}`);
    }
  }
}

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
for (const root of EVERY_PAGE) {
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length) {
    const file = queue.shift()!;
    for (const to of graph.get(file) ?? []) {
      if (BARRELS.has(to))
        problems.push(`every page loads ${root}, which reaches the barrel ${to} (via ${file})`);
      else if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
}

// Circles: strongly connected components (Tarjan) of the app's own graph.
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
let next = 0;
function connect(node: string) {
  index.set(node, next);
  low.set(node, next++);
  stack.push(node);
  onStack.add(node);
  for (const to of graph.get(node) ?? []) {
    if (!IN_APP.test(to)) continue;
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
    if (component.length > 1) problems.push(`import circle: ${component.sort().join(' ↔ ')}`);
  }
}
for (const file of graph.keys()) if (IN_APP.test(file) && !index.has(file)) connect(file);

// Folder loops among lib's areas (lib/privacy → lib/user-lists → lib/privacy): an area's modules may use
// another area's, but two areas never depend on each other. Server actions (lib/<area>/actions.ts) are the
// entry layer on top of lib — only pages and components import them — so their own imports (the action
// pipeline, other areas' services) do not make loops.
const area = (file: string) => /^lib\/([^/]+)\//.exec(file)?.[1];
const areaEdges = new Map<string, Map<string, string>>();
for (const [from, targets] of graph) {
  const a = area(from);
  if (!a || from.endsWith('/actions.ts')) continue;
  for (const to of targets) {
    const b = area(to);
    if (!b || b === a) continue;
    if (!areaEdges.has(a)) areaEdges.set(a, new Map());
    if (!areaEdges.get(a)!.has(b)) areaEdges.get(a)!.set(b, `${from} → ${to}`);
  }
}
for (const [a, edges] of areaEdges) {
  for (const [b, example] of edges) {
    const back = areaEdges.get(b)?.get(a);
    if (back && a < b) problems.push(`folder loop lib/${a} ↔ lib/${b}: ${example}; ${back}`);
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} import problem(s); see scripts/check-imports.ts for the rules.`);
  process.exit(1);
}
console.log(`imports: ${graph.size} files, one way, no circles`);
