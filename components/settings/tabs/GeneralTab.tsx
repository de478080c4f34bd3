import { AlternateEmailsSection } from '@/components/profile/AlternateEmailsSection';
import { FamilyMembersCard } from '@/components/profile/FamilyMembersCard';
import { ProfileForm } from '@/components/profile/ProfileForm';
import { CalendarFeedCard } from '@/components/events/CalendarFeedCard';
import { TimeZoneCard } from '@/components/settings/TimeZoneCard';
import { DistanceUnitForm } from '@/components/settings/DistanceUnitForm';
import { Card } from '@/components/ui';
import { zoneLabel } from '@/lib/geo/time-zone';
import { calendarFeedUrl } from '@/lib/events/queries';
import { familyOf } from '@/lib/family/queries';
import { alternateEmailsOf, gameTypeOptions, genderOptions, profileForm } from '@/lib/profile/queries';
import { distanceUnitOf } from '@/lib/geo/distance';
import { distanceMessages } from '@/lib/messages/distance';
import type { SettingsTabProps } from './types';

// General: the profile form ("Settings" / "Save Changes"), the time zone, the distance unit, then alternate
// emails, family members and the calendar feed.
export async function GeneralTab({ viewer }: SettingsTabProps) {
  const [profile, games, genders, emails, family, feedUrl] = await Promise.all([
    profileForm(viewer.id),
    gameTypeOptions(),
    genderOptions(),
    alternateEmailsOf(viewer.id),
    familyOf(viewer.id).catch((error: unknown) => {
      console.error('[family] loading connections failed', error);
      return null;
    }),
    calendarFeedUrl(viewer.id),
  ]);
  if (!profile) return null;
  return (
    <div className="space-y-6">
      <Card>
        <ProfileForm
          mode={profile.isNew ? 'new' : 'existing'}
          userId={viewer.id}
          email={profile.email}
          photoUrl={profile.photoUrl}
          defaults={profile.values}
          gameTypes={games}
          genders={genders}
        />
      </Card>
      <TimeZoneCard timeZone={viewer.timeZone} label={zoneLabel(viewer.timeZone)} />
      {!profile.isNew && (
        <Card title={distanceMessages.unitTitle}>
          <DistanceUnitForm unit={distanceUnitOf(viewer)} />
        </Card>
      )}
      <AlternateEmailsSection emails={emails} />
      <FamilyMembersCard members={family ?? []} loadFailed={family === null} />
      <CalendarFeedCard url={feedUrl} />
    </div>
  );
}
