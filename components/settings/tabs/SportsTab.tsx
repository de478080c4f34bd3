import { InterestsForm } from '@/components/profile/InterestsForm';
import { Card } from '@/components/ui';
import { interestsMessages } from '@/lib/messages';
import { gameTypeOptions, sportsOf } from '@/lib/profile/queries';
import type { SettingsTabProps } from './types';

// Interests: the user's sports with a toggle each (sportAvailability); sports can be added and removed.
export async function SportsTab({ viewer }: SettingsTabProps) {
  const [sports, games] = await Promise.all([sportsOf(viewer.id), gameTypeOptions()]);
  return (
    <Card title={interestsMessages.title}>
      <InterestsForm sports={sports} gameTypes={games} />
    </Card>
  );
}
