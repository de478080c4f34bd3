import type { Metadata } from 'next';
import { ConnectView } from '@/components/connections/ConnectView';
import { requireViewer } from '@/lib/auth/viewer';
import { connectPage } from '@/lib/connections/queries';
import { connectUi as m } from '@/lib/messages/places';

export const metadata: Metadata = { title: m.title };

// connect: my connections, incoming and sent requests, and people I may know (played with, shared teams).
export default async function ConnectPage() {
  const viewer = await requireViewer({ profile: true });
  const lists = await connectPage(viewer.id);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <p className="text-slate-700">{m.intro}</p>
      </div>
      <ConnectView {...lists} />
    </div>
  );
}
