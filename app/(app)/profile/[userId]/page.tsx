import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PublicProfileView } from '@/components/profile/PublicProfileView';
import { ProfileGamesTable } from '@/components/events/ProfileGamesTable';
import { gamesQuery } from '@/lib/events/profile-games-query';
import type { SearchParams } from '@/lib/search-params';
import { profileGames } from '@/lib/events/queries';
import { getViewer, requireViewer } from '@/lib/auth/viewer';
import { publicProfileMessages } from '@/lib/messages';
import { publicProfile } from '@/lib/profile/queries';
import { ProfileConnectBar } from '@/components/connections/ProfileConnectBar';
import { connectionStatus } from '@/lib/connections/queries';
import { onlineFor } from '@/lib/presence/queries';
import { shownLevels } from '@/lib/levels/queries';

type Props = { params: Promise<{ userId: string }>; searchParams?: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const viewer = await getViewer();
  const { userId } = await params;
  const profile = viewer ? await publicProfile(viewer.id, userId) : null;
  return { title: profile?.displayName || publicProfileMessages.pageTitle };
}

// Another user's public profile (the player card's QR code points here). Unknown users, users without a
// completed profile and users with a block between them and the viewer answer "not found".
export default async function UserProfilePage({ params, searchParams }: Props) {
  const viewer = await requireViewer({ profile: true });
  const { userId } = await params;
  if (userId === viewer.id) redirect('/profile');
  const profile = await publicProfile(viewer.id, userId);
  if (!profile) notFound();
  const [{ games, rating }, online, status, levels] = await Promise.all([
    profileGames(viewer.id, userId),
    onlineFor(viewer.id, userId),
    connectionStatus(viewer.id, userId),
    shownLevels(userId, viewer.id),
  ]);
  return (
    <div className="space-y-6">
      <ProfileConnectBar userId={userId} name={profile.displayName ?? ''} online={online} status={status} />
      <PublicProfileView profile={profile} viewerId={viewer.id} own={false} levels={levels} />
      <ProfileGamesTable
        games={games}
        rating={rating}
        query={gamesQuery(await searchParams)}
        viewerTimeZone={viewer.timeZone}
      />
    </div>
  );
}
