import { ResourceNotFound } from '@/components/ui/ResourceNotFound';
import { commonMessages, notFoundMessages } from '@/lib/messages';

// An unknown game, or one the viewer may not see (private, or a block with the host): 404, never 500.
export default function GameNotFound() {
  return (
    <ResourceNotFound
      heading={commonMessages.gameNotFound}
      href="/home"
      linkLabel={notFoundMessages.goHome}
    />
  );
}
