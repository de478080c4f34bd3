// RFC 5545 text for one game ("Add to calendar"). Times are written in UTC, which every calendar converts
// to its own zone, so no VTIMEZONE block is needed.

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): every line break (CRLF, a lone CR or LF) becomes `\n`, and any other
 * control character (C0 but the tab, which TEXT allows; DEL) is dropped, so no text can end the content line and
 * start a property of its own.
 */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = Buffer.byteLength(ch);
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export type IcsEvent = {
  id: string;
  title: string;
  description: string | null;
  location: string;
  startsAt: Date;
  durationMinutes: number;
  cancelled: boolean;
  /** Shown as TENTATIVE (e.g. on the waitlist). */
  tentative?: boolean;
  url: string;
  /** RFC 5545 SEQUENCE: a higher one makes calendar apps take this version (a cancelled or moved date). */
  sequence?: number;
  /**
   * A date of a repeating game: every date shares the series' UID and names itself by RECURRENCE-ID, the start
   * the rule gave it (a moved date keeps its original start there and carries its new time in DTSTART).
   */
  recurrence?: { seriesId: string; originalStart: Date };
};

function vevent(event: IcsEvent, host: string, now: Date): string[] {
  const end = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  return [
    'BEGIN:VEVENT',
    event.recurrence ? `UID:series-${event.recurrence.seriesId}@${host}` : `UID:${event.id}@${host}`,
    ...(event.recurrence ? [`RECURRENCE-ID:${stamp(event.recurrence.originalStart)}`] : []),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    `LOCATION:${icsText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** A calendar of `events` (one for "Add to calendar", many for a feed), `name` shown by calendar apps. */
export function calendarIcs(events: IcsEvent[], host: string, now: Date = new Date(), name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Beans//Games//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${icsText(name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H'] : []),
    ...events.flatMap((event) => vevent(event, host, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export const eventIcs = (event: IcsEvent, host: string, now: Date = new Date()) =>
  calendarIcs([event], host, now);
