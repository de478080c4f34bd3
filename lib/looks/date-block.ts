import { dateTimeFormat } from '@/lib/intl';

// The date block of a game card (issue 35): "SAT 5 DEC 12:00" on the viewer's wall clock, in three lines a
// card stacks (weekday, day + month, time) and as one label for screen readers and tests.

export type DateBlock = { weekday: string; day: string; month: string; time: string; label: string };

/** The parts of `instant` in `timeZone`: weekday and month as three capitals, the day, the 24-hour time. */
export function dateBlock(instant: Date, timeZone: string): DateBlock {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday').slice(0, 3).toUpperCase();
  const month = part('month').slice(0, 3).toUpperCase();
  const day = part('day');
  const time = `${part('hour')}:${part('minute')}`;
  return { weekday, day, month, time, label: `${weekday} ${day} ${month} ${time}` };
}
