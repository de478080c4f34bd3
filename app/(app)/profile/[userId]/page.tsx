import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProfileAvailabilitySection } from '@/components/profile/ProfileAvailabilitySection';
import { requireViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { homeMessages } from '@/lib/messages';

export const metadata: Metadata = { title: 'Profile' };

// A user's public profile. (Minimal: the profile feature renders the full page; this one carries the
// availability section, which shows the schedule only to viewers the visibility rule admits.)
export default async function UserProfilePage({ params }: { params: Promise<{ userId: string }> }) {
  const viewer = await requireViewer();
  const { userId } = await params;
  const owner = await db.user.findUnique({ where: { id: userId }, select: { id: true, displayName: true } });
  if (!owner) notFound();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{owner.displayName ?? homeMessages.playerCard.unnamedPlayer}</h1>
      <ProfileAvailabilitySection viewerId={viewer.id} ownerId={owner.id} />
    </div>
  );
}
