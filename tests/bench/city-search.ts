// Benchmark: the offline city search must answer in well under 5 ms per query, and its index must add at
// most 60 MB to the process's resident memory (docs/cities.md). Reads the dataset, builds the index, prints
// the start-up cost and the memory it keeps, then times every prefix (1 to 10 characters) of 400 city names
// of every covered country, with and without a state or country, and prints p50 / p95 / max.
// Run: npm run bench:cities (node --expose-gc makes the memory figure exact; without it, it is an estimate).
import { readCities } from '@/lib/geo/city-data';
import { buildCityIndex, searchCities, toPickedCity, type CityIndex } from '@/lib/geo/city-search';
import { timeZoneChoices } from '@/lib/geo/time-zone';

const gc = (globalThis as { gc?: () => void }).gc;
const settle = () => {
  for (let i = 0; i < 3; i++) gc?.();
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// The baseline is a process that has already used ICU's zone and normalization data the way every server
// process does (the zone picker lists every zone, pages format dates in zones): its first use maps ~18 MB of
// ICU data, which is printed apart and is not the index's.
settle();
const cold = process.memoryUsage();
timeZoneChoices();
'Münch\u00e9n'.normalize('NFD').replace(/\p{M}/gu, '');
// Returning freed pages to the system takes the engine a moment after a collection.
await new Promise((resolve) => setTimeout(resolve, 1000));
settle();
const before = process.memoryUsage();
const icuMb = before.rss - cold.rss;
let started = performance.now();
let records: ReturnType<typeof readCities> | undefined = readCities();
const rowCount = records.length;
const readMs = performance.now() - started;
started = performance.now();
const index: CityIndex = buildCityIndex(records);
const buildMs = performance.now() - started;
records = undefined;
settle();
await new Promise((resolve) => setTimeout(resolve, 1000));
settle();
const after = process.memoryUsage();
const rssGrowth = after.rss - before.rss;
const heapGrowth = after.heapUsed - before.heapUsed;

// Deterministic sample: every 200th city, plus typos, empty results and filtered queries.
const names = index.records.filter((_, i) => i % 200 === 0).map((r) => toPickedCity(r).name);
const queries: string[] = [
  's',
  'a',
  'new',
  'san',
  'zzzz',
  'qx',
  'st l',
  'austin tx',
  'portland oregon',
  'paris',
  'paris, france',
  'münchen',
  'munchen',
  'sydney australia',
];
for (const name of names) {
  const city = name.slice(0, name.indexOf(','));
  for (let n = 1; n <= Math.min(10, city.length); n++) queries.push(city.slice(0, n));
  queries.push(name);
}

// Warm up the JIT, then measure.
for (const q of queries) searchCities(index, q);
const samples: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const q of queries) {
    const t = performance.now();
    searchCities(index, q);
    samples.push(performance.now() - t);
  }
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
console.log(
  `cities: ${rowCount} read in ${fmt(readMs)}; index of ${index.records.length} cities, ${index.keys.length} keys in ${fmt(buildMs)}`,
);
console.log(
  `memory kept by the index: rss +${mb(rssGrowth)}, heap +${mb(heapGrowth)}${gc ? '' : ' (no --expose-gc: estimate)'}; ICU data mapped before it: rss +${mb(icuMb)}`,
);
console.log(`queries: ${samples.length}  p50 ${fmt(at(0.5))}  p95 ${fmt(at(0.95))}  max ${fmt(at(1))}`);
if (at(0.95) >= 5) {
  console.error('p95 is 5 ms or more');
  process.exitCode = 1;
}
if (rssGrowth > 60 * 1024 * 1024) {
  console.error('the index adds more than 60 MB of resident memory');
  process.exitCode = 1;
}
