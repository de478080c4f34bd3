import { describe, expect, it } from 'vitest';
import { calendarIcs, icsText } from '@/lib/events/ics';
import { publicPlayerName } from '@/lib/sites/names';

// Security review 3, L2: no text can end an iCalendar content line and start a property of its own. L1: a team's
// public website names a player by first name and last initial.

describe('icsText', () => {
  it('writes every line break (CRLF, lone CR, lone LF) as \\n', () => {
    expect(icsText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('drops other control characters and DEL, keeps the tab and escapes the TEXT specials', () => {
    expect(icsText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf');
    expect(icsText('x\\y;z,w')).toBe('x\\\\y\\;z\\,w');
  });

  it('a title with bare CRs stays one SUMMARY line: no injected URL, ATTENDEE or event', () => {
    const ics = calendarIcs(
      [
        {
          id: 'evt1',
          title: 'Game\rURL:https://evil.test\rEND:VEVENT\rBEGIN:VEVENT',
          description: 'Bring\u000bwater\r\nATTENDEE:mailto:x@evil.test',
          location: 'Austin, TX',
          startsAt: new Date('2026-11-02T23:00:00Z'),
          durationMinutes: 60,
          cancelled: false,
          url: 'https://beans.test/evt/evt1',
        },
      ],
      'beans.test',
      new Date('2026-11-01T00:00:00Z'),
    );
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l.startsWith('URL:'))).toEqual(['URL:https://beans.test/evt/evt1']);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
    expect(lines).toContain('SUMMARY:Game\\nURL:https://evil.test\\nEND:VEVENT\\nBEGIN:VEVENT');
    expect(lines).toContain('DESCRIPTION:Bringwater\\nATTENDEE:mailto:x@evil.test');
  });
});

describe('publicPlayerName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(publicPlayerName('Pat Player')).toBe('Pat P.');
    expect(publicPlayerName('  Mary Ann   lee ')).toBe('Mary L.');
    expect(publicPlayerName('Zoë Émile')).toBe('Zoë É.');
    expect(publicPlayerName('Striker9')).toBe('Striker9');
  });
});
