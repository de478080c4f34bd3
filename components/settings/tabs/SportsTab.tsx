import { Card, EmptyState } from '@/components/ui';
import { db } from '@/lib/db';
import type { SettingsTabProps } from './types';

// Read-only list of the user's sports and whether each is toggled on (editing: profile issue).
export async function SportsTab({ viewer }: SettingsTabProps) {
  const sports = await db.userSport.findMany({
    where: { userId: viewer.id },
    select: { available: true, gameType: { select: { id: true, label: true } } },
    orderBy: { gameType: { sortOrder: 'asc' } },
  });
  return (
    <Card title="Interests">
      {sports.length === 0 ? (
        <EmptyState title="No sports yet." />
      ) : (
        <ul className="divide-y divide-slate-100">
          {sports.map((s) => (
            <li key={s.gameType.id} className="flex justify-between py-2">
              <span>{s.gameType.label}</span>
              <span className="font-medium">{s.available ? 'On' : 'Off'}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
