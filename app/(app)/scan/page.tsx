import type { Metadata } from 'next';
import { ScanCard } from '@/components/home/ScanCard';
import { requireViewer } from '@/lib/auth/viewer';
import { homeMessages } from '@/lib/messages/home';

export const metadata: Metadata = { title: homeMessages.scan.title };

// Scan a player card: the camera, a photo of the card, or its link opens the profile on it.
export default async function ScanPage() {
  await requireViewer({ profile: true });
  return (
    <div className="mx-auto max-w-xl">
      <ScanCard />
    </div>
  );
}
