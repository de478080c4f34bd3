import { ResourceNotFound } from '@/components/ui/ResourceNotFound';
import { commonMessages, notFoundMessages } from '@/lib/messages';

// An unknown user, one without a completed profile, or one with a block between them and the viewer: the
// spec's 'User not found' (404), never the generic page.
export default function UserNotFound() {
  return (
    <ResourceNotFound
      heading={commonMessages.userNotFound}
      href="/home"
      linkLabel={notFoundMessages.goHome}
    />
  );
}
