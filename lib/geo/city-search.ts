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
  keys: string[];
  refs: Int32Array;
  tiers: Uint8Array;
};

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
  // Each entry is one string "key \u0001 tier ref" so that the engine's own string sort orders them (key, then
  // tier): ~3x faster than sorting objects with a comparator (start-up, docs/cities.md).
  const entries: string[] = [];
  kept.forEach((record, ref) => {
    const suffix = ref.toString(36);
    for (const { key, tier } of keysOf(record.city, record.alternateNames)) {
      if (key) entries.push(`${key}\u0001${tier}${suffix}`);
    }
  });
  entries.sort();
  // The index keeps each record without its alternate names (they live on as keys).
  const records = kept.map(({ alternateNames: _names, ...record }) => record);
  const keys = new Array<string>(entries.length);
  const refs = new Int32Array(entries.length);
  const tiers = new Uint8Array(entries.length);
  entries.forEach((entry, i) => {
    const at = entry.lastIndexOf('\u0001');
    keys[i] = entry.slice(0, at);
    tiers[i] = entry.charCodeAt(at + 1) - 48;
    refs[i] = parseInt(entry.slice(at + 2), 36);
  });
  return { records, keys, refs, tiers };
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
  const { prefix, state, country } = reading;
  if (!prefix) return;
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
    if (!index.keys[i].startsWith(prefix)) break;
    const ref = index.refs[i];
    const record = index.records[ref];
    if ((state && record.state !== state) || (country && record.country !== country)) continue;
    const tier = index.tiers[i];
    const best = into.get(ref);
    if (best === undefined || tier < best) into.set(ref, tier);
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

export const MAX_CITY_RESULTS = 20;

/** Top matches: whole-name prefix before word prefix, then by population. */
export function searchCities(index: CityIndex, query: string, limit = 8): CityRecord[] {
  const take = Math.max(1, Math.min(MAX_CITY_RESULTS, Math.floor(limit)));
  if (!normalize(query)) return [];
  const found = new Map<number, number>();
  for (const reading of readQuery(query.slice(0, 100))) collect(index, reading, found);
  const candidates: Candidate[] = [];
  found.forEach((tier, ref) => candidates.push({ ref, tier }));
  candidates.sort(
    (a, b) => a.tier - b.tier || index.records[b.ref].population - index.records[a.ref].population,
  );
  return candidates.slice(0, take).map((c) => index.records[c.ref]);
}
