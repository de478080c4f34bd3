import { Suspense } from 'react';
import { AvailabilityEditor } from '@/components/availability/AvailabilityEditor';
import { Card, Skeleton } from '@/components/ui';
import { availabilityEditorData } from '@/lib/availability/queries';
import { todayIn } from '@/lib/availability/rules';
import { availabilityMessages, weekdays } from '@/lib/messages';
import { ProfileLink } from './ProfileLink';
import type { SettingsTabProps } from './types';

async function LoadedEditor({ viewerId, skippable }: { viewerId: string; skippable: boolean }) {
  const data = await availabilityEditorData(viewerId);
  return (
    <AvailabilityEditor
      data={data}
      today={todayIn(data.timeZone)}
      headerAction={<ProfileLink skippable={skippable} />}
    />
  );
}

// While the availability loads: the weekly card's outline.
function EditorSkeleton({ skippable }: { skippable: boolean }) {
  return (
    <Card title={availabilityMessages.weeklyTitle} actions={<ProfileLink skippable={skippable} />}>
      <p className="sr-only" role="status">
        {availabilityMessages.loading}
      </p>
      <ul className="flex flex-col gap-3">
        {weekdays.map((d) => (
          <li key={d.key} className="flex items-center gap-4 rounded-lg border border-slate-200 p-3">
            <span className="w-28 font-semibold text-slate-900">{d.label}</span>
            <Skeleton className="h-8 flex-1" />
          </li>
        ))}
      </ul>
    </Card>
  );
}

// The weekly schedule editor, with the privacy card and date-specific hours; "Skip for now..." to the
// profile after sign-up (?skippable), "View Profile" otherwise.
export async function AvailabilityTab({ viewer, skippable }: SettingsTabProps) {
  return (
    <Suspense fallback={<EditorSkeleton skippable={skippable} />}>
      <LoadedEditor viewerId={viewer.id} skippable={skippable} />
    </Suspense>
  );
}
