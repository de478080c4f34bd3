'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { AnswerButtons, Button, useAction } from '@/components/ui';
import type { HomeTask } from '@/lib/home/tasks';
import { homeMessages as m } from '@/lib/messages/home';
import { respondToInvitationAction } from '@/lib/teams/actions';

/**
 * Action Required: a count badge and the tasks behind a disclosure (open by default when there are any).
 * A task is a link with its parameters, or a callback (team invitations are answered right here).
 */
export function ActionRequiredCard({ tasks }: { tasks: HomeTask[] }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const count = tasks.length;
  return (
    <section
      aria-labelledby={`${listId}-title`}
      className={
        count > 0
          ? 'rounded-lg border border-amber-300 bg-amber-50 shadow-sm'
          : 'rounded-lg border border-slate-200 bg-white shadow-sm'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
        <h2 id={`${listId}-title`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {m.sections.actionRequired}
          <span
            data-testid="task-count"
            aria-label={m.taskCount(count)}
            className={
              count > 0
                ? 'inline-flex min-w-6 items-center justify-center rounded-full bg-amber-600 px-2 py-0.5 text-xs font-bold text-white'
                : 'inline-flex min-w-6 items-center justify-center rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800'
            }
          >
            {count}
          </span>
        </h2>
        {count > 0 && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? m.hideTasks : m.showTasks}
          </Button>
        )}
      </div>
      {count === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-700">{m.noTasks}</p>
      ) : (
        <ul id={listId} hidden={!open} className="divide-y divide-amber-200 border-t border-amber-200 px-4">
          {tasks.map((task) => (
            <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              {task.kind === 'invitation' ? (
                <>
                  <Link href={task.href} className="text-sm font-medium text-slate-900 hover:underline">
                    {task.text}
                  </Link>
                  <InvitationButtons teamId={task.teamId} />
                </>
              ) : (
                <Link
                  href={task.href}
                  className="flex w-full items-center justify-between gap-2 text-sm font-medium text-slate-900 hover:text-emerald-800 hover:underline"
                >
                  {task.text}
                  <span aria-hidden="true">→</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationButtons({ teamId }: { teamId: string }) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const answer = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    const result = await runAction(respondToInvitationAction, { teamId, accept });
    setBusy(null);
    if (result.ok) router.refresh();
  };
  return (
    <AnswerButtons
      acceptLabel={m.tasks.accept}
      declineLabel={m.tasks.decline}
      pending={busy}
      onAnswer={(accept) => void answer(accept)}
    />
  );
}
