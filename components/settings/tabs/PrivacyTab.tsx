import { PrivacySettings } from '@/components/privacy/PrivacySettings';
import { ProfileLink } from './ProfileLink';
import type { SettingsTabProps } from './types';

export async function PrivacyTab({ viewer, skippable }: SettingsTabProps) {
  return <PrivacySettings viewer={viewer} profileLink={<ProfileLink skippable={skippable} />} />;
}
