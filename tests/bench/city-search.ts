// Benchmark: the offline city search must answer in well under 5 ms per query. Builds the index from the
// dataset package, then times every prefix (1 to 10 characters) of 300 city names, with and without a
// state, and prints p50 / p95 / max. Run: npm run bench:cities
import { readUsCities } from '@/lib/geo/city-data';
import { buildCityIndex, searchCities } from '@/lib/geo/city-search';

let started = performance.now();
const records = readUsCities();
const readMs = performance.now() - started;
started = performance.now();
const index = buildCityIndex(records);
const buildMs = performance.now() - started;

// Deterministic sample: every 55th city, plus typos and empty results.
const names = index.records.filter((_, i) => i % 55 === 0).map((r) => `${r.city}, ${r.state}`);
const queries: string[] = ['s', 'a', 'new', 'san', 'zzzz', 'qx', 'st l', 'austin tx', 'portland oregon'];
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
  `cities: ${records.length} read in ${fmt(readMs)}; index of ${index.keys.length} keys in ${fmt(buildMs)}`,
);
console.log(`queries: ${samples.length}  p50 ${fmt(at(0.5))}  p95 ${fmt(at(0.95))}  max ${fmt(at(1))}`);
if (at(0.95) >= 5) {
  console.error('p95 is 5 ms or more');
  process.exitCode = 1;
}
