// Slot on the profile pages for the user's availability. The availability issue fills it (and shows the
// schedule only to viewers who pass the user's visibility rule); until then it renders nothing.
export type ProfileAvailabilitySectionProps = {
  /** Whose profile is shown. */
  profileUserId: string;
  /** Who is looking (may equal profileUserId on the own profile). */
  viewerId: string;
};

export async function ProfileAvailabilitySection(_props: ProfileAvailabilitySectionProps) {
  return null;
}
