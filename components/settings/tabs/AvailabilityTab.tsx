import { Card, EmptyState } from '@/components/ui';
import { db } from '@/lib/db';
import { availabilityMessages, weekdays } from '@/lib/messages';
import { ProfileLink } from './ProfileLink';
import type { SettingsTabProps } from './types';

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// Read-only weekly schedule (the editor arrives with the availability issue).
export async function AvailabilityTab({ viewer, skippable }: SettingsTabProps) {
  const ranges = await db.weeklyTimeRange.findMany({
    where: { availability: { userId: viewer.id } },
    select: { id: true, dayOfWeek: true, startMinute: true, endMinute: true },
    orderBy: [{ dayOfWeek: 'asc' }, { startMinute: 'asc' }],
  });
  return (
    <Card title={availabilityMessages.weeklyTitle} actions={<ProfileLink skippable={skippable} />}>
      {ranges.length === 0 ? (
        <EmptyState title={availabilityMessages.unavailable} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {weekdays.map((day, index) => {
            const own = ranges.filter((r) => r.dayOfWeek === index + 1);
            return (
              <li key={day.key} className="flex justify-between gap-4 py-2">
                <span className="font-medium">{day.label}</span>
                <span>
                  {own.length
                    ? own.map((r) => `${time(r.startMinute)}–${time(r.endMinute)}`).join(', ')
                    : availabilityMessages.unavailable}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
