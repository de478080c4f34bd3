'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button, Card, useAction } from '@/components/ui';
import { nudgeNonRespondersAction } from '@/lib/events/actions';
import { nudgeMessages as m } from '@/lib/messages/reminders';

/** event/{id}/manage of a team's game: "N players have not answered", and a one-click nudge (once per 12 h). */
export function NudgeCard({
  eventId,
  unanswered,
  nextNudge,
}: {
  eventId: string;
  unanswered: number;
  /** When the next nudge is possible, formatted in the viewer's zone (null: now). */
  nextNudge: string | null;
}) {
  const router = useRouter();
  const runAction = useAction();
  const [pending, startTransition] = useTransition();
  const nudge = () =>
    startTransition(async () => {
      const result = await runAction(nudgeNonRespondersAction, { eventId });
      if (result.ok) router.refresh();
    });
  return (
    <Card title={m.card}>
      <div className="space-y-3">
        <p className="font-medium text-slate-900">
          {unanswered === 0 ? m.allAnswered : m.unanswered(unanswered)}
        </p>
        {unanswered > 0 && (
          <>
            <p className="text-sm text-slate-700">{m.hint}</p>
            {nextNudge ? (
              <p className="text-sm text-slate-700">{m.tooSoon(nextNudge)}</p>
            ) : (
              <Button onClick={nudge} loading={pending}>
                {m.button}
              </Button>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
