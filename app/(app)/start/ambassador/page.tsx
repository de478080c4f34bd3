import type { Metadata } from 'next';
import { AmbassadorForm } from '@/components/teams/AmbassadorForm';
import { Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { ambassadorUi as m } from '@/lib/messages/teams';
import { myAmbassadorApplication, sportOptions } from '@/lib/teams/queries';

export const metadata: Metadata = { title: m.title };

// start/ambassador: apply to be an ambassador (city, sports, why); after applying, when it was sent, and once
// an admin has answered, the answer and its message.
export default async function AmbassadorPage() {
  const viewer = await requireViewer({ profile: true });
  const [application, sports] = await Promise.all([myAmbassadorApplication(viewer.id), sportOptions()]);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <p className="text-slate-700">{m.intro}</p>
      </div>
      {application && application.status !== 'pending' ? (
        <EmptyState title={m.yourAnswer(application.status)} description={application.decisionMessage} />
      ) : application ? (
        <EmptyState
          title={m.alreadyTitle}
          description={m.already(
            application.createdAt.toLocaleDateString('en-US', {
              dateStyle: 'long',
              timeZone: viewer.timeZone,
            }),
          )}
        />
      ) : (
        <Card>
          <AmbassadorForm sports={sports} />
        </Card>
      )}
    </div>
  );
}
