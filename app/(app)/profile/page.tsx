import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PublicProfileView } from '@/components/profile/PublicProfileView';
import { requireViewer } from '@/lib/auth/viewer';
import { publicProfileMessages } from '@/lib/messages';
import { publicProfile } from '@/lib/profile/queries';

export const metadata: Metadata = { title: publicProfileMessages.pageTitle };

// The signed-in user's own profile, as others see it, with a way to edit it.
export default async function ProfilePage() {
  const viewer = await requireViewer({ profile: true });
  const profile = await publicProfile(viewer.id, viewer.id);
  if (!profile) notFound();
  return <PublicProfileView profile={profile} viewerId={viewer.id} own />;
}
