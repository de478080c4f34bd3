import type { Metadata } from 'next';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';

export const metadata: Metadata = { title: 'Profile' };

// The signed-in user's own profile.
export default async function ProfilePage() {
  const viewer = await requireViewer();
  const profile = await db.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: {
      displayName: true,
      fullName: true,
      email: true,
      cityName: true,
      sports: { select: { gameType: { select: { label: true } } } },
    },
  });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{profile.displayName ?? profile.email}</h1>
      <Card>
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">Full name</dt>
          <dd>{profile.fullName ?? '—'}</dd>
          <dt className="font-medium text-slate-700">Email</dt>
          <dd>{profile.email}</dd>
          <dt className="font-medium text-slate-700">Go-To Area to Play</dt>
          <dd>{profile.cityName ?? '—'}</dd>
          <dt className="font-medium text-slate-700">Sports</dt>
          <dd>{profile.sports.map((s) => s.gameType.label).join(', ') || '—'}</dd>
        </dl>
      </Card>
    </div>
  );
}
