'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, useAction } from '@/components/ui';
import { checkInAction } from '@/lib/places/actions';
import { placeUi as m } from '@/lib/messages/places';

/** "Check in" (once a day); after checking in it reads "Checked in today". */
export function CheckInButton({ placeId, checkedIn }: { placeId: string; checkedIn: boolean }) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (checkedIn) {
    return (
      <span className="inline-flex min-h-10 items-center gap-2 rounded-md bg-emerald-50 px-4 text-sm font-semibold text-emerald-800">
        <span aria-hidden>✓</span> {m.checkedInToday}
      </span>
    );
  }
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const result = await runAction(checkInAction, { placeId });
        setBusy(false);
        if (result.ok) router.refresh();
      }}
    >
      {m.checkIn}
    </Button>
  );
}
