import { cityAddress, cityLabel, type PickedCity } from './city';
import { countryByName } from './countries';

// In-memory prefix index over the covered countries' cities (pure: no I/O, see city-index.ts for loading;
// the rules are in docs/cities.md).
//
// Every city contributes sorted keys: its normalised full name and each of its alternate names (tier 0, so
// "München" and "munchen" find Munich), and each later word of its name (tier 1, so "york" finds "New York
// City"). A query is a binary search for the first key at or after it, then a walk over the keys it prefixes,
// keeping for each city its best tier. Results are ranked by tier (whole-name prefix first) and then by
// population. A US state or a country can be given after a comma or at the end ("springfield, il",
// "austin tx", "portland oregon", "paris, france", "paris france").

export type CityRecord = {
  city: string;
  /** US: the state code; elsewhere empty. */
  state: string;
  /** ISO-2 code (lib/geo/countries.ts). */
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** IANA zone (canonicalZone spelling). */
  timeZone: string;
  /** Other names the city is found by; read while building the index, not kept in it. */
  alternateNames?: readonly string[];
};

export type CityIndex = {
  records: CityRecord[];
  /** Distinct keys, sorted. */
  keys: string[];
  /** The postings of keys[i] are postings[starts[i]] up to postings[starts[i + 1]]. */
  starts: Int32Array;
  /** ref * 2 + tier. */
  postings: Int32Array;
  /**
   * For each prefix of at most TOP_PREFIX_LENGTH characters, its best MAX_CITY_RESULTS postings in result
   * order: a one-letter query would otherwise walk a tenth of the index ("s": ~30k keys).
   */
  top: Map<string, Int32Array>;
};

export const TOP_PREFIX_LENGTH = 3;
export const MAX_CITY_RESULTS = 20;

export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

const STATE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, name]) => [normalize(name), code]));

/** Lower case, no accents or dots/apostrophes, hyphens as spaces, single spaces. */
export function normalize(value: string): string {
  const lower = value.toLowerCase();
  // Most names are plain ASCII words: no need to decompose them (start-up of the index, docs/cities.md).
  if (/^[a-z0-9]+(?: [a-z0-9]+)*$/.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// "St. Louis" is also found as "saint louis", "Fort Worth" as "ft worth" and so on.
const LEADING_ALIASES: [string, string][] = [
  ['st ', 'saint '],
  ['ft ', 'fort '],
  ['mt ', 'mount '],
];

function keysOf(name: string, alternateNames: readonly string[] = []): { key: string; tier: number }[] {
  const full = normalize(name);
  const keys = [{ key: full, tier: 0 }];
  const seen = new Set([full]);
  const whole = (key: string) => {
    if (key && !seen.has(key)) {
      seen.add(key);
      keys.push({ key, tier: 0 });
    }
  };
  for (const [a, b] of LEADING_ALIASES) {
    if (full.startsWith(a)) whole(b + full.slice(a.length));
    else if (full.startsWith(b)) whole(a + full.slice(b.length));
  }
  for (const other of alternateNames) whole(normalize(other));
  for (let i = full.indexOf(' '); i !== -1; i = full.indexOf(' ', i + 1)) {
    keys.push({ key: full.slice(i + 1), tier: 1 });
  }
  return keys;
}

/** Builds the index; records with the same label (city, state, country) keep the most populous one. */
export function buildCityIndex(input: readonly CityRecord[]): CityIndex {
  const byLabel = new Map<string, CityRecord>();
  for (const record of input) {
    const label = `${normalize(record.city)}|${record.state}|${record.country}`;
    const seen = byLabel.get(label);
    if (!seen || seen.population < record.population) byLabel.set(label, record);
  }
  const kept = [...byLabel.values()];
  // Postings by key, then the distinct keys sorted by the engine's own string sort (no comparator: several
  // times faster than sorting entries with one; start-up cost in docs/cities.md).
  const byKey = new Map<string, number[]>();
  let total = 0;
  kept.forEach((record, ref) => {
    for (const { key, tier } of keysOf(record.city, record.alternateNames)) {
      if (!key) continue;
      const list = byKey.get(key);
      if (list) list.push(ref * 2 + tier);
      else byKey.set(key, [ref * 2 + tier]);
      total++;
    }
  });
  const keys = [...byKey.keys()].sort();
  const starts = new Int32Array(keys.length + 1);
  const postings = new Int32Array(total);
  let at = 0;
  keys.forEach((key, i) => {
    starts[i] = at;
    for (const posting of byKey.get(key)!) postings[at++] = posting;
  });
  starts[keys.length] = at;
  // The index keeps each record without its alternate names (they live on as keys).
  // Written out (not a rest spread) so that every record has one small fixed shape.
  const records = kept.map((r): CityRecord => ({
    city: r.city,
    state: r.state,
    country: r.country,
    lat: r.lat,
    lng: r.lng,
    population: r.population,
    timeZone: r.timeZone,
  }));
  const index: CityIndex = { records, keys, starts, postings, top: new Map() };
  for (let length = 1; length <= TOP_PREFIX_LENGTH; length++) {
    for (let i = 0; i < keys.length;) {
      if (keys[i].length < length) {
        i++;
        continue;
      }
      const prefix = keys[i].slice(0, length);
      const found = new Map<number, number>();
      for (; i < keys.length && keys[i].startsWith(prefix); i++) addPostings(index, i, {}, found);
      index.top.set(
        prefix,
        Int32Array.from(ranked(index, found, MAX_CITY_RESULTS), (c) => c.ref * 2 + c.tier),
      );
    }
  }
  return index;
}

/** Adds key i's cities (passing the filter) to `into`, each with its best tier. */
function addPostings(
  index: CityIndex,
  i: number,
  filter: Omit<Reading, 'prefix'>,
  into: Map<number, number>,
) {
  for (let p = index.starts[i]; p < index.starts[i + 1]; p++) {
    const ref = index.postings[p] >> 1;
    const tier = index.postings[p] & 1;
    if (filter.state || filter.country) {
      const record = index.records[ref];
      if (
        (filter.state && record.state !== filter.state) ||
        (filter.country && record.country !== filter.country)
      ) {
        continue;
      }
    }
    const best = into.get(ref);
    if (best === undefined || tier < best) into.set(ref, tier);
  }
}

/** Found cities in result order (whole-name prefix before word prefix, then by population), at most `take`. */
function ranked(index: CityIndex, found: Map<number, number>, take: number): Candidate[] {
  const candidates: Candidate[] = [];
  found.forEach((tier, ref) => candidates.push({ ref, tier }));
  candidates.sort(
    (a, b) =>
      a.tier - b.tier || index.records[b.ref].population - index.records[a.ref].population || a.ref - b.ref,
  );
  return candidates.slice(0, take);
}

function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function stateCode(value: string): string | undefined {
  const normalized = normalize(value);
  if (!normalized) return undefined;
  const code = normalized.toUpperCase();
  if (code.length === 2 && STATE_NAMES[code]) return code;
  return STATE_BY_NAME.get(normalized);
}

type Candidate = { ref: number; tier: number };

/** A query read as a name prefix, narrowed to a US state and/or a country. */
type Reading = { prefix: string; state?: string; country?: string };

/** What a place after a comma or at the end names: a US state ("il", "Oregon") or a country ("France"). */
function placeFilter(value: string): { state?: string; country?: string } | undefined {
  const state = stateCode(value);
  if (state) return { state, country: 'US' };
  const country = countryByName(normalize(value));
  return country ? { country } : undefined;
}

function collect(index: CityIndex, reading: Reading, into: Map<number, number>) {
  const { prefix, ...filter } = reading;
  if (!prefix) return;
  const top = !filter.state && !filter.country && prefix.length <= TOP_PREFIX_LENGTH && index.top.get(prefix);
  if (top || (!filter.state && !filter.country && prefix.length <= TOP_PREFIX_LENGTH)) {
    for (const posting of top || []) {
      const best = into.get(posting >> 1);
      if (best === undefined || (posting & 1) < best) into.set(posting >> 1, posting & 1);
    }
    return;
  }
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
    if (!index.keys[i].startsWith(prefix)) break;
    addPostings(index, i, filter, into);
  }
}

/** Interpretations of a query as (name prefix, state / country filter). */
function readQuery(query: string): Reading[] {
  const parts = query.split(',');
  if (parts.length > 1) {
    // "paris, france", "springfield, il", "Paris, TX, USA" (a label as shown). An unfinished place after the
    // comma ("denver, c") filters nothing yet.
    const reading: Reading = { prefix: normalize(parts[0]) };
    for (const part of parts.slice(1)) {
      const filter = normalize(part) ? placeFilter(part) : undefined;
      if (filter?.state) reading.state = filter.state;
      if (filter?.country && (!reading.country || !filter.state)) reading.country = filter.country;
    }
    // A state of another country than the one named ("paris, tx, france") matches nothing.
    return [reading];
  }
  const normalized = normalize(query);
  const readings: Reading[] = [{ prefix: normalized }];
  // A trailing state or country: "austin tx", "portland oregon", "kansas city missouri", "paris france",
  // "auckland new zealand", "dubai united arab emirates".
  const words = normalized.split(' ');
  for (let take = 1; take <= Math.min(3, words.length - 1); take++) {
    const filter = placeFilter(words.slice(-take).join(' '));
    if (filter) readings.push({ prefix: words.slice(0, -take).join(' '), ...filter });
  }
  return readings;
}

export function toPickedCity(record: CityRecord): PickedCity {
  return {
    name: cityLabel(record.city, record.state, record.country),
    city: record.city,
    state: record.state,
    country: record.country,
    lat: record.lat,
    lng: record.lng,
    formattedAddress: cityAddress(record.city, record.state, record.country),
    timeZone: record.timeZone,
  };
}

/** Top matches: whole-name prefix before word prefix, then by population. */
export function searchCities(index: CityIndex, query: string, limit = 8): CityRecord[] {
  const take = Math.max(1, Math.min(MAX_CITY_RESULTS, Math.floor(limit)));
  if (!normalize(query)) return [];
  const found = new Map<number, number>();
  for (const reading of readQuery(query.slice(0, 100))) collect(index, reading, found);
  return ranked(index, found, take).map((c) => index.records[c.ref]);
}
