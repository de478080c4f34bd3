import { InterestsForm } from '@/components/profile/InterestsForm';
import { Card } from '@/components/ui';
import { db } from '@/lib/db';
import { interestsMessages } from '@/lib/messages';
import { gameTypes, userSports } from '@/lib/profile/service';
import type { SettingsTabProps } from './types';

// Interests: the user's sports with a toggle each (sportAvailability); sports can be added and removed.
export async function SportsTab({ viewer }: SettingsTabProps) {
  const [sports, games] = await Promise.all([userSports(db, viewer.id), gameTypes(db)]);
  return (
    <Card title={interestsMessages.title}>
      <InterestsForm sports={sports} gameTypes={games} />
    </Card>
  );
}
