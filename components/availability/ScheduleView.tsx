import { Badge } from '@/components/ui';
import {
  formatDate,
  formatDateSpan,
  formatRange,
  type AvailabilityView,
  type DateEntryView,
} from '@/lib/availability/rules';
import { sameZone } from '@/lib/geo/time-zone';
import { availabilityMessages, weekdays } from '@/lib/messages';

const m = availabilityMessages;

function EntryHours({ entry }: { entry: DateEntryView }) {
  const everyDay = entry.ranges.filter((r) => r.day === null);
  const perDay = new Map<string, string[]>();
  for (const r of entry.ranges) {
    if (r.day) perDay.set(r.day, [...(perDay.get(r.day) ?? []), formatRange(r)]);
  }
  return (
    <ul className="text-sm text-slate-700">
      {everyDay.length > 0 && (
        <li>
          {entry.endDate && entry.endDate !== entry.date ? `${m.everyDay}: ` : ''}
          {everyDay.map(formatRange).join(', ')}
        </li>
      )}
      {[...perDay].map(([day, ranges]) => (
        <li key={day}>
          {formatDate(day)}: {ranges.join(', ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * One date-specific or travel entry: dates, travel badge and place, hours, and the entry's zone when it is not
 * the schedule's `timeZone` (a travel city's: docs/time-zones.md, "Jobs and availability").
 */
export function DateEntrySummary({ entry, timeZone }: { entry: DateEntryView; timeZone: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {formatDateSpan(entry.date, entry.endDate)}
        {entry.isTraveling && <Badge tone="warning">{m.travelBadge}</Badge>}
      </p>
      {entry.isTraveling && entry.location && (
        <p className="text-sm text-slate-700">{m.travelingTo(entry.location.formattedAddress)}</p>
      )}
      <EntryHours entry={entry} />
      {!sameZone(entry.timeZone, timeZone) && (
        <p className="text-sm text-slate-600">{m.timesInZone(entry.timeZone)}</p>
      )}
    </div>
  );
}

/** Read-only schedule: the weekly hours Monday to Sunday and the upcoming date-specific entries. */
export function ScheduleView({ availability }: { availability: AvailabilityView }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{m.timesInZone(availability.timeZone)}</p>
      <section aria-label={m.weeklyTitle}>
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{m.weeklyTitle}</h3>
        <dl className="divide-y divide-slate-100">
          {weekdays.map((day, index) => {
            const ranges = availability.weekly.filter((r) => r.dayOfWeek === index + 1);
            return (
              <div key={day.key} className="flex justify-between gap-4 py-1.5">
                <dt className="font-medium text-slate-800">{day.label}</dt>
                <dd className="text-right text-slate-700">
                  {ranges.length ? ranges.map(formatRange).join(', ') : m.unavailable}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      {availability.dates.length > 0 && (
        <section aria-label={m.upcomingDates}>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">{m.upcomingDates}</h3>
          <ul className="divide-y divide-slate-100">
            {availability.dates.map((entry) => (
              <li key={entry.id} className="py-2">
                <DateEntrySummary entry={entry} timeZone={availability.timeZone} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
