import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OnboardingForm } from '@/components/profile/OnboardingForm';
import { requireViewer } from '@/lib/auth/viewer';
import { safeReturnPath } from '@/lib/auth/schema';
import { profileMessages } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: profileMessages.titleNewUser };

// Users without a completed profile are sent here by requireViewer({ profile: true }).
export default async function OnboardingPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer();
  const returnTo = param((await searchParams).returnTo);
  if (viewer.hasAdditionalInfo) redirect(safeReturnPath(returnTo));
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <h1 className="text-2xl font-bold">{profileMessages.titleNewUser}</h1>
      <OnboardingForm returnTo={returnTo} />
    </div>
  );
}
