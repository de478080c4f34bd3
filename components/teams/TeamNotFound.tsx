import { ResourceNotFound } from '@/components/ui/ResourceNotFound';
import { teamUi as m } from '@/lib/messages/teams';

// An unknown team, or one the viewer may not see (invite-only, or a block with the owner): never a 500.
export function TeamNotFound() {
  return <ResourceNotFound heading={m.teamNotFound} href="/teams" linkLabel={m.myTeamsTitle} />;
}
