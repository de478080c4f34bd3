import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PublicProfileView } from '@/components/profile/PublicProfileView';
import { ProfileGamesTable } from '@/components/events/ProfileGamesTable';
import { gamesQuery } from '@/lib/events/profile-games-query';
import type { SearchParams } from '@/lib/search-params';
import { profileGames } from '@/lib/events/queries';
import { requireViewer } from '@/lib/auth/viewer';
import { publicProfileMessages } from '@/lib/messages';
import { publicProfile } from '@/lib/profile/queries';
import { shownLevels } from '@/lib/levels/queries';

export const metadata: Metadata = { title: publicProfileMessages.pageTitle };

// The signed-in user's own profile, as others see it, with a way to edit it.
export default async function ProfilePage({ searchParams }: { searchParams?: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const profile = await publicProfile(viewer.id, viewer.id);
  if (!profile) notFound();
  const [{ games, rating }, levels] = await Promise.all([
    profileGames(viewer.id, viewer.id),
    shownLevels(viewer.id, viewer.id),
  ]);
  return (
    <div className="space-y-6">
      <PublicProfileView profile={profile} viewerId={viewer.id} own levels={levels} />
      <ProfileGamesTable
        games={games}
        rating={rating}
        query={gamesQuery(await searchParams)}
        viewerTimeZone={viewer.timeZone}
      />
    </div>
  );
}
