import { ScheduleView } from '@/components/availability/ScheduleView';
import { Card } from '@/components/ui';
import { profileAvailability } from '@/lib/availability/queries';
import { availabilityMessages } from '@/lib/messages';

export type ProfileAvailabilitySectionProps = { viewerId: string; ownerId: string };

/**
 * The owner's weekly and date-specific schedule on their profile. Renders nothing when the owner has
 * none or the viewer does not pass the visibility rule (checked in the query that reads it).
 */
export async function ProfileAvailabilitySection({ viewerId, ownerId }: ProfileAvailabilitySectionProps) {
  const availability = await profileAvailability(viewerId, ownerId);
  if (!availability) return null;
  return (
    <Card title={availabilityMessages.title}>
      <ScheduleView availability={availability} />
    </Card>
  );
}
