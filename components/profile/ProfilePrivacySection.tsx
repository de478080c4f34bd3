// Slot on the profile pages for what the privacy settings govern (online status, upcoming games). The
// privacy issue fills it according to the user's privacy flags; until then it renders nothing.
export type ProfilePrivacySectionProps = {
  /** Whose profile is shown. */
  profileUserId: string;
  /** Who is looking (may equal profileUserId on the own profile). */
  viewerId: string;
};

export async function ProfilePrivacySection(_props: ProfilePrivacySectionProps) {
  return null;
}
