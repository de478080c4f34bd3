import { InterestsForm } from '@/components/profile/InterestsForm';
import { Card } from '@/components/ui';
import { interestsMessages } from '@/lib/messages';
import { gameTypeOptions, sportsOf } from '@/lib/profile/queries';
import { LevelsForm } from '@/components/levels/LevelsForm';
import { levelRowsFor } from '@/lib/levels/queries';
import { levelsMessages } from '@/lib/messages/levels';
import { SubSettingsForm } from '@/components/subs/SubSettingsForm';
import { subsMessages } from '@/lib/messages/subs';
import { subSettings } from '@/lib/subs/queries';
import type { SettingsTabProps } from './types';

// Interests: the user's sports with a toggle each (sportAvailability); sports can be added and removed.
export async function SportsTab({ viewer }: SettingsTabProps) {
  const [sports, games, subs, levels] = await Promise.all([
    sportsOf(viewer.id),
    gameTypeOptions(),
    subSettings(viewer.id),
    levelRowsFor(viewer.id),
  ]);
  return (
    <div className="space-y-6">
      <Card title={interestsMessages.title}>
        <InterestsForm sports={sports} gameTypes={games} />
      </Card>
      <Card title={levelsMessages.title}>
        <p className="mb-3 text-sm text-slate-600">{levelsMessages.intro}</p>
        <LevelsForm key={levels.map((l) => l.gameTypeId).join()} rows={levels} />
      </Card>
      <Card title={subsMessages.settingsTitle}>
        {/* Re-mounted when the sports change, so added or removed sports show at once. */}
        <SubSettingsForm key={subs.sports.map((s) => s.gameTypeId).join()} {...subs} />
      </Card>
    </div>
  );
}
