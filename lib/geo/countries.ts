// The countries city search covers: the 45 payout countries of spec 02 §9 (their codes and English names,
// as in lib/messages/billing.ts's payoutCountries; a unit test keeps the two lists equal). Rules in
// docs/cities.md.
export const CITY_COUNTRIES = {
  AU: 'Australia',
  AT: 'Austria',
  BE: 'Belgium',
  BR: 'Brazil',
  BG: 'Bulgaria',
  CA: 'Canada',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czech Republic',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GI: 'Gibraltar',
  GR: 'Greece',
  HK: 'Hong Kong',
  HU: 'Hungary',
  IN: 'India',
  ID: 'Indonesia',
  IE: 'Ireland',
  IT: 'Italy',
  JP: 'Japan',
  LV: 'Latvia',
  LI: 'Liechtenstein',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MY: 'Malaysia',
  MT: 'Malta',
  MX: 'Mexico',
  NL: 'Netherlands',
  NZ: 'New Zealand',
  NO: 'Norway',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SG: 'Singapore',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  CH: 'Switzerland',
  TH: 'Thailand',
  AE: 'United Arab Emirates',
  US: 'United States',
} as const;

export type CityCountry = keyof typeof CITY_COUNTRIES;

export const CITY_COUNTRY_CODES = Object.keys(CITY_COUNTRIES) as [CityCountry, ...CityCountry[]];

export const isCityCountry = (code: string): code is CityCountry => Object.hasOwn(CITY_COUNTRIES, code);

/** The country's English name; "USA" for the United States, as in the US addresses shown so far. */
export const countryName = (code: string): string =>
  code === 'US' ? 'USA' : isCityCountry(code) ? CITY_COUNTRIES[code] : code;

/** Lower-case name (and common short forms) → code, for reading "Paris, France" back. */
const BY_NAME = new Map<string, CityCountry>([
  ...Object.entries(CITY_COUNTRIES).map(([code, name]) => [name.toLowerCase(), code as CityCountry] as const),
  ['usa', 'US'],
  ['czechia', 'CZ'],
  ['uae', 'AE'],
]);

export const countryByName = (name: string): CityCountry | undefined =>
  BY_NAME.get(name.trim().toLowerCase());
