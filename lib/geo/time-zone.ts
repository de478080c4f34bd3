import { dateTimeFormat } from '@/lib/intl';

// Time zones: which IANA zone a point on the map is in, one spelling per zone, and the list a person picks
// from. The rules (viewer's zone, a game's zone, what is shown where) are in docs/time-zones.md.
//
// - zoneAt(lat, lng) (zone-at.ts, server only: its data is ~73 kB): the zone of a place.
// - canonicalZone(value): ICU still names some zones by their pre-2008 IDs (Asia/Calcutta, Europe/Kiev), and
//   browsers differ in which spelling they report, so every zone is stored and compared in the modern one.

/** Legacy IDs that ICU (Node's and browsers') may report, and the modern ID we store. */
const MODERN: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Tel_Aviv': 'Asia/Jerusalem',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Europe/Belfast': 'Europe/London',
  'Europe/Nicosia': 'Asia/Nicosia',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Coral_Harbour': 'America/Atikokan',
  // Zones tzdata has since made links of (2023-2024), which newer ICU lists no longer carry.
  'America/Yellowknife': 'America/Edmonton',
  'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Fort_Wayne': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Godthab': 'America/Nuuk',
  'America/Montreal': 'America/Toronto',
  'America/Shiprock': 'America/Denver',
  'America/Knox_IN': 'America/Indiana/Knox',
  'Australia/ACT': 'Australia/Sydney',
  'Australia/Canberra': 'Australia/Sydney',
  'Australia/NSW': 'Australia/Sydney',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Samoa': 'Pacific/Pago_Pago',
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
  'US/Alaska': 'America/Anchorage',
  'US/Hawaii': 'Pacific/Honolulu',
  'US/Arizona': 'America/Phoenix',
  GB: 'Europe/London',
  Japan: 'Asia/Tokyo',
  Singapore: 'Asia/Singapore',
};

/** Zones with no place: a person or a game is never "in" one of these (UTC itself is allowed). */
const NOT_A_PLACE = /^(Etc\/|SystemV\/|GMT[+-]|EST$|MST$|HST$|EST5EDT$|CST6CDT$|MST7MDT$|PST8PDT$)/;

function knownToIntl(value: string): boolean {
  try {
    dateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

let placeZones: Set<string> | undefined;
/**
 * The zones a value may name: the runtime's canonical list (Intl.supportedValuesOf) in modern spellings, plus
 * the modern spellings of the list above. Intl also accepts Java-style IDs (CTT, IST), removed names
 * (US/Pacific-New) and any letter case; PostgreSQL reads none of those (or reads IST as Israel), so a value must
 * be one of these exact IDs.
 */
function placeZoneSet(): Set<string> {
  if (!placeZones) {
    placeZones = new Set(['UTC']);
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const modern = MODERN[zone] ?? zone;
      if (modern.includes('/') && !NOT_A_PLACE.test(modern) && knownToIntl(modern)) placeZones.add(modern);
    }
    for (const modern of Object.values(MODERN)) if (knownToIntl(modern)) placeZones.add(modern);
  }
  return placeZones;
}

/**
 * The stored spelling of a zone: the modern IANA ID, or null when the value is no zone a place can be in
 * (unknown, an alias the database cannot read, wrong letter case, or an offset-only zone such as Etc/GMT+5).
 * "UTC" stays "UTC".
 */
export function canonicalZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  const trimmed = value.trim();
  if (trimmed === 'UTC' || trimmed === 'Etc/UTC' || trimmed === 'GMT' || trimmed === 'Etc/GMT') return 'UTC';
  if (NOT_A_PLACE.test(trimmed)) return null;
  const modern = MODERN[trimmed] ?? trimmed;
  return placeZoneSet().has(modern) ? modern : null;
}

/** Two zone IDs name the same zone (compare canonical forms, never raw strings). */
export const sameZone = (a: string, b: string) => (canonicalZone(a) ?? a) === (canonicalZone(b) ?? b);

let choices: string[] | undefined;
/**
 * Every zone a person can pick: the zones canonicalZone accepts (Area/City zones in modern spellings, plus UTC),
 * sorted.
 */
export function timeZoneChoices(): string[] {
  choices ??= [...placeZoneSet()].sort();
  return choices;
}

/**
 * A zone's name for people, at an instant (the names change with DST): "Central Time", "Central European
 * Time"; where CLDR has no generic name, the location ("Germany Time") or the offset ("GMT+5:30").
 */
export function zoneName(timeZone: string, at: Date = new Date(), locale = 'en-US'): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A zone as a person reads it in a list: "Europe/Berlin — Central European Time". */
export function zoneLabel(timeZone: string, at: Date = new Date(), locale = 'en-US'): string {
  return `${timeZone.replace(/_/g, ' ')} — ${zoneName(timeZone, at, locale)}`;
}

/** The short zone label at an instant: "CDT", "GMT+2", "GMT+5:30" (en-US). */
export function zoneAbbreviation(timeZone: string, at: Date, locale = 'en-US'): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The browser's zone, in the stored spelling (undefined where Intl has none): for the client side only. */
export function browserTimeZone(): string | undefined {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? undefined;
  } catch {
    return undefined;
  }
}
