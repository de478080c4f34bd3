import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProfileForm } from '@/components/profile/ProfileForm';
import { SignUpIllustration } from '@/components/profile/SignUpIllustration';
import { requireViewer } from '@/lib/auth/viewer';
import { safeReturnPath } from '@/lib/auth/schema';
import { profileMessages } from '@/lib/messages';
import { gameTypeOptions, profileForm } from '@/lib/profile/queries';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: profileMessages.titleNewUser };

// The profile form outside the settings route: the sign-up style form with an image. Users without a
// completed profile are sent here by requireViewer({ profile: true }), with the page to return to.
export default async function OnboardingPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer();
  const returnTo = param((await searchParams).returnTo);
  if (viewer.hasAdditionalInfo) redirect(safeReturnPath(returnTo));
  const [profile, games] = await Promise.all([profileForm(viewer.id), gameTypeOptions()]);
  if (!profile) redirect('/auth/login');
  return (
    <div className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid-cols-[2fr_3fr]">
      <div className="relative hidden bg-emerald-800 lg:block">
        <SignUpIllustration className="absolute inset-0 h-full w-full object-cover" />
      </div>
      <div className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold">{profileMessages.titleNewUser}</h1>
        <p className="mt-1 mb-6 text-slate-700">{profileMessages.signUpTagline}</p>
        <ProfileForm
          mode="new"
          userId={viewer.id}
          email={profile.email}
          photoUrl={profile.photoUrl}
          defaults={profile.values}
          gameTypes={games}
          genders={[]}
          returnTo={returnTo}
        />
      </div>
    </div>
  );
}
