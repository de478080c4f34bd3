import { PresenceHeartbeat } from '@/components/presence/PresenceHeartbeat';
import { SidePanel } from '@/components/shell/SidePanel';
import { getViewer } from '@/lib/auth/viewer';

// The signed-in area's frame. Not an auth boundary: every page calls requireViewer() itself.
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="lg:flex lg:min-h-dvh">
      <SidePanel viewer={viewer} />
      {viewer?.emailVerified && <PresenceHeartbeat />}
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-10">
        {children}
      </main>
    </div>
  );
}
