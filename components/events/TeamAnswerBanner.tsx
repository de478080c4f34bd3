'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, Card, useAction } from '@/components/ui';
import { declineTeamEventAction } from '@/lib/events/actions';
import { teamAnswerMessages as m } from '@/lib/messages/reminders';

/** evt/{id} for a member of the hosting team who has not joined: "I can't come" (or the answer already given). */
export function TeamAnswerBanner({
  eventId,
  declined,
  byDefaultUntil = null,
}: {
  eventId: string;
  declined: boolean;
  /** Down as going by default: the decline deadline, formatted ("going unless you say no"). */
  byDefaultUntil?: string | null;
}) {
  const router = useRouter();
  const runAction = useAction();
  const [pending, startTransition] = useTransition();
  const decline = () =>
    startTransition(async () => {
      const result = await runAction(declineTeamEventAction, { eventId });
      if (result.ok) router.refresh();
    });
  return (
    <Card>
      {declined ? (
        <p className="text-sm text-slate-700">{m.declined}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">{byDefaultUntil ? m.byDefault(byDefaultUntil) : m.asked}</p>
          <Button variant="secondary" onClick={decline} loading={pending}>
            {m.cantGo}
          </Button>
        </div>
      )}
    </Card>
  );
}
