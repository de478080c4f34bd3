import { buildGraph, checkImports, FLOORS, libArea, loadedBy } from './import-graph';

// Checks the import rules of scripts/import-graph.ts: one-way imports between the top-level folders, no file
// circles, and lib in floors (docs/architecture-layers.md) with no folder loops of any length. Run by
// `npm run lint` (and so by `npm test`); prints each violation and exits 1.
//
//   npx tsx scripts/check-imports.ts                       # check
//   npx tsx scripts/check-imports.ts --loads lib/auth/viewer.ts   # what a file loads, by folder

const ROOT = process.cwd();
const graph = buildGraph(ROOT);
const loadsAt = process.argv.indexOf('--loads');
if (loadsAt > 0) {
  const file = process.argv[loadsAt + 1];
  const loaded = [...loadedBy(graph, file)].filter((f) => f.startsWith('lib/'));
  const areas = [...new Set(loaded.map((f) => libArea(f) ?? f))].sort();
  console.log(`${file} loads ${loaded.length} lib files in ${areas.length} areas: ${areas.join(' ')}`);
  process.exit(0);
}

const problems = checkImports(graph);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} import problem(s); see scripts/import-graph.ts for the rules.`);
  process.exit(1);
}
const areas = new Set([...graph.keys()].map((f) => libArea(f)).filter(Boolean));
console.log(
  `imports: ${graph.size} files, one way, no circles; lib: ${areas.size} areas on ${FLOORS.length} floors, no folder loops`,
);
