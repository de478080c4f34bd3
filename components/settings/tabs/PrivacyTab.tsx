import { PrivacySettings } from '@/components/privacy/PrivacySettings';
import { OwnReliability } from '@/components/reliability/OwnReliability';
import { ProfileLink } from './ProfileLink';
import type { SettingsTabProps } from './types';

export async function PrivacyTab({ viewer, skippable }: SettingsTabProps) {
  return (
    <div className="space-y-6">
      <PrivacySettings viewer={viewer} profileLink={<ProfileLink skippable={skippable} />} />
      <OwnReliability viewerId={viewer.id} />
    </div>
  );
}
