'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, Card, useAction } from '@/components/ui';
import { declineTeamEventAction, joinEventAction } from '@/lib/events/actions';
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
  // Down as going by default: "I'm coming" makes it the player's own answer (it then counts in their record like
  // any game they joined: docs/no-shows.md).
  const confirm = () =>
    startTransition(async () => {
      const result = await runAction(joinEventAction, { eventId });
      if (result.ok) router.refresh();
    });
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
          <span className="flex flex-wrap gap-2">
            {byDefaultUntil && (
              <Button onClick={confirm} loading={pending}>
                {m.coming}
              </Button>
            )}
            <Button variant="secondary" onClick={decline} loading={pending}>
              {m.cantGo}
            </Button>
          </span>
        </div>
      )}
    </Card>
  );
}
