import { Card } from '@/components/ui';
import { db } from '@/lib/db';
import { fieldLabels, profileMessages } from '@/lib/messages';
import type { SettingsTabProps } from './types';

// Read-only until the profile form lands (issue: profile and settings).
export async function GeneralTab({ viewer }: SettingsTabProps) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: { displayName: true, fullName: true, lastName: true, email: true, cityName: true },
  });
  const rows: [string, string | null][] = [
    [fieldLabels.displayName, user.displayName],
    [fieldLabels.fullName, user.fullName],
    [fieldLabels.lastName, user.lastName],
    [fieldLabels.email, user.email],
    [profileMessages.goToArea, user.cityName],
  ];
  return (
    <Card>
      <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
