'use client';

import { Button } from '@/components/ui';
import { organizationMessages, organizationUi as m } from '@/lib/messages/teams';

// A load failure of org/{slug}: the spec's message and a retry, never the error itself.
export default function OrganizationError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold" role="alert">
        {organizationMessages.loadFailed}
      </h1>
      <Button onClick={reset}>{m.retry}</Button>
    </main>
  );
}
