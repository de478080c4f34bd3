import { cityLabel, usAddress, type PickedCity } from './city';

// In-memory prefix index over US cities (pure: no I/O, see city-index.ts for loading).
//
// Every city contributes sorted keys: its normalised full name (tier 0) and each later word of it
// (tier 1, so "york" finds "New York City"). A query is a binary search for the first key at or after
// it, then a walk over the keys it prefixes, keeping for each city its best tier. Results are ranked by
// tier (whole-name prefix first) and then by population. A state can be given after a comma or as a
// trailing code or name ("springfield, il", "austin tx", "portland oregon").

export type CityRecord = { city: string; state: string; lat: number; lng: number; population: number };

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
  return value
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

function keysOf(name: string): { key: string; tier: number }[] {
  const full = normalize(name);
  const keys = [{ key: full, tier: 0 }];
  for (const [a, b] of LEADING_ALIASES) {
    if (full.startsWith(a)) keys.push({ key: b + full.slice(a.length), tier: 0 });
    else if (full.startsWith(b)) keys.push({ key: a + full.slice(b.length), tier: 0 });
  }
  for (let i = full.indexOf(' '); i !== -1; i = full.indexOf(' ', i + 1)) {
    keys.push({ key: full.slice(i + 1), tier: 1 });
  }
  return keys;
}

/** Builds the index; records with the same city and state keep the most populous one. */
export function buildCityIndex(input: readonly CityRecord[]): CityIndex {
  const byLabel = new Map<string, CityRecord>();
  for (const record of input) {
    const label = `${normalize(record.city)}|${record.state}`;
    const seen = byLabel.get(label);
    if (!seen || seen.population < record.population) byLabel.set(label, record);
  }
  const records = [...byLabel.values()];
  const entries: { key: string; ref: number; tier: number }[] = [];
  records.forEach((record, ref) => {
    for (const { key, tier } of keysOf(record.city)) if (key) entries.push({ key, ref, tier });
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.tier - b.tier));
  return {
    records,
    keys: entries.map((e) => e.key),
    refs: Int32Array.from(entries, (e) => e.ref),
    tiers: Uint8Array.from(entries, (e) => e.tier),
  };
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

function collect(index: CityIndex, prefix: string, state: string | undefined, into: Map<number, number>) {
  if (!prefix) return;
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
    if (!index.keys[i].startsWith(prefix)) break;
    const ref = index.refs[i];
    if (state && index.records[ref].state !== state) continue;
    const tier = index.tiers[i];
    const best = into.get(ref);
    if (best === undefined || tier < best) into.set(ref, tier);
  }
}

/** Interpretations of a query as (name prefix, state filter). */
function readQuery(query: string): { prefix: string; state?: string }[] {
  const comma = query.indexOf(',');
  if (comma !== -1) {
    const prefix = normalize(query.slice(0, comma));
    const rest = query.slice(comma + 1);
    const state = stateCode(rest);
    // An unfinished state after the comma ("denver, c") filters nothing yet.
    return [{ prefix, state: normalize(rest) && state ? state : undefined }];
  }
  const normalized = normalize(query);
  const readings: { prefix: string; state?: string }[] = [{ prefix: normalized }];
  // A trailing state: "austin tx", "portland oregon", "kansas city missouri".
  const words = normalized.split(' ');
  for (let take = 1; take <= Math.min(2, words.length - 1); take++) {
    const state = stateCode(words.slice(-take).join(' '));
    if (state) readings.push({ prefix: words.slice(0, -take).join(' '), state });
  }
  return readings;
}

export function toPickedCity(record: CityRecord): PickedCity {
  return {
    name: cityLabel(record.city, record.state),
    city: record.city,
    state: record.state,
    country: 'US',
    lat: record.lat,
    lng: record.lng,
    formattedAddress: usAddress(record.city, record.state),
  };
}

export const MAX_CITY_RESULTS = 20;

/** Top matches: whole-name prefix before word prefix, then by population. */
export function searchCities(index: CityIndex, query: string, limit = 8): CityRecord[] {
  const take = Math.max(1, Math.min(MAX_CITY_RESULTS, Math.floor(limit)));
  if (!normalize(query)) return [];
  const found = new Map<number, number>();
  for (const { prefix, state } of readQuery(query.slice(0, 100))) collect(index, prefix, state, found);
  const candidates: Candidate[] = [];
  found.forEach((tier, ref) => candidates.push({ ref, tier }));
  candidates.sort(
    (a, b) => a.tier - b.tier || index.records[b.ref].population - index.records[a.ref].population,
  );
  return candidates.slice(0, take).map((c) => index.records[c.ref]);
}
