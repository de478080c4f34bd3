'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, useAction } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
import { teamUi as m } from '@/lib/messages/teams';
import { joinTeamAction, leaveTeamAction, respondToInvitationAction } from '@/lib/teams/actions';
import type { Standing } from '@/lib/teams/rules';
import { ConfirmButton } from './ConfirmButton';

// The viewer's own controls in the team header: accept/decline an invitation, join or ask to join, withdraw a
// request, or leave. The owner has none (they hand the team over from the roster first).
export function MembershipActions({
  teamId,
  teamName,
  standing,
  joinPolicy,
}: {
  teamId: string;
  teamName: string;
  standing: Standing;
  joinPolicy: 'OPEN' | 'REQUEST' | 'INVITE_ONLY';
}) {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, call: () => Promise<ActionResult<unknown>>) => {
    setBusy(key);
    const result = await call();
    setBusy(null);
    if (result.ok) router.refresh();
  };

  if (standing.kind === 'invited') {
    return (
      <div
        role="region"
        aria-label={m.invitationBanner(teamName)}
        className="flex flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="font-medium text-emerald-900">{m.invitationBanner(teamName)}</p>
        <div className="flex gap-2">
          <Button
            loading={busy === 'accept'}
            disabled={busy !== null}
            onClick={() =>
              run('accept', () => runAction(respondToInvitationAction, { teamId, accept: true }))
            }
          >
            {m.accept}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'decline'}
            disabled={busy !== null}
            onClick={() =>
              run('decline', () => runAction(respondToInvitationAction, { teamId, accept: false }))
            }
          >
            {m.decline}
          </Button>
        </div>
      </div>
    );
  }
  if (standing.kind === 'requested') {
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-700">{m.requestPending}</p>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'cancel'}
          onClick={() => run('cancel', () => runAction(leaveTeamAction, { teamId }))}
        >
          {m.cancelRequest}
        </Button>
      </div>
    );
  }
  if (standing.kind === 'none') {
    if (joinPolicy === 'INVITE_ONLY') return null;
    return (
      <Button
        loading={busy === 'join'}
        onClick={() => run('join', () => runAction(joinTeamAction, { teamId }))}
      >
        {joinPolicy === 'OPEN' ? m.join : m.requestToJoin}
      </Button>
    );
  }
  if (standing.role === 'owner') return null;
  return (
    <ConfirmButton
      variant="secondary"
      size="sm"
      question={m.leaveConfirm(teamName)}
      confirmText={m.leave}
      onConfirm={async () => {
        const result = await runAction(leaveTeamAction, { teamId });
        if (result.ok) router.push('/teams');
      }}
    >
      {m.leave}
    </ConfirmButton>
  );
}
