'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Avatar } from '@/components/profile/Avatar';
import { Badge, Button, EmptyState, useAction } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
import { guestUi } from '@/lib/messages/places';
import { teamUi as m } from '@/lib/messages/teams';
import { deleteGuestAction } from '@/lib/guests/actions';
import { changeRoleAction, removeFromTeamAction, respondToJoinRequestAction } from '@/lib/teams/actions';
import type { RosterRow } from '@/lib/teams/queries';
import { canManage, mayChangeRole, mayRemove, type TeamRole } from '@/lib/teams/rules';
import { ConfirmButton } from './ConfirmButton';

const roleTone = (role: TeamRole) =>
  role === 'owner' ? 'success' : role === 'player' ? 'neutral' : 'warning';

// The roster: members with their roles (owners and admins change roles and remove; the owner hands the team
// over), and for managers the pending invitations and join requests.
export function Roster({
  teamId,
  viewerId,
  viewerRole,
  members,
  pending,
  emptyHint = m.membersOnlyHint,
}: {
  teamId: string;
  viewerId: string;
  viewerRole: TeamRole | null;
  members: RosterRow[];
  pending: RosterRow[];
  /** What a non-member reads instead of the roster. */
  emptyHint?: string;
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
  const roleOptions = (target: TeamRole) =>
    (['admin', 'manager', 'player'] as const).filter((r) => mayChangeRole(viewerRole, target, r));

  return (
    <div className="space-y-6">
      {pending.length > 0 && (
        <section aria-labelledby="pending-heading" className="space-y-2">
          <h3 id="pending-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {m.pendingTitle}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {pending.map((row) => (
              <li key={row.entryId} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                <span className="flex min-w-0 items-center gap-3">
                  <Avatar name={row.name} photoUrl={null} size={36} alt="" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{row.name}</span>
                    <span className="text-xs text-slate-600">
                      {row.state === 'requested'
                        ? m.joinRequested
                        : `${m.pendingInvitation} · ${m.roleLabels[row.offered ?? 'player']}`}
                    </span>
                  </span>
                </span>
                <span className="flex gap-2">
                  {row.state === 'requested' ? (
                    <>
                      <Button
                        size="sm"
                        loading={busy === `a-${row.entryId}`}
                        onClick={() =>
                          run(`a-${row.entryId}`, () =>
                            runAction(respondToJoinRequestAction, {
                              teamId,
                              entryId: row.entryId,
                              approve: true,
                            }),
                          )
                        }
                      >
                        {m.approve}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy === `d-${row.entryId}`}
                        onClick={() =>
                          run(`d-${row.entryId}`, () =>
                            runAction(respondToJoinRequestAction, {
                              teamId,
                              entryId: row.entryId,
                              approve: false,
                            }),
                          )
                        }
                      >
                        {m.decline}
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busy === `c-${row.entryId}`}
                      onClick={() =>
                        run(`c-${row.entryId}`, () =>
                          runAction(removeFromTeamAction, { teamId, entryId: row.entryId }),
                        )
                      }
                    >
                      {m.cancelInvite}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {members.length === 0 ? (
        <EmptyState title={m.membersOnly} description={emptyHint} headingLevel={3} />
      ) : (
        <ul
          aria-label={m.rosterTitle}
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {members.map((row) => {
            const role = row.role!;
            // A guest without an account plays; roles and ownership need an account.
            const options = row.userId === viewerId || row.guest ? [] : roleOptions(role);
            const canHandOver = viewerRole === 'owner' && row.userId !== viewerId && !row.guest;
            const canRemove =
              row.userId !== viewerId && (row.guest ? canManage(viewerRole) : mayRemove(viewerRole, role));
            return (
              <li key={row.entryId} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                <span className="flex min-w-0 items-center gap-3">
                  <Avatar name={row.name} photoUrl={row.photoUrl} size={40} alt="" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">
                      {row.name} {row.userId === viewerId && <span className="text-slate-500">{m.you}</span>}
                    </span>
                    <span className="flex flex-wrap gap-1">
                      <Badge tone={roleTone(role)}>{m.roleLabels[role]}</Badge>
                      {row.guest && <Badge tone="neutral">{guestUi.badge}</Badge>}
                    </span>
                  </span>
                </span>
                {(options.length > 0 || canRemove || row.guestUserId) && (
                  <span className="flex flex-wrap items-center gap-2">
                    {options.length > 0 && (
                      <>
                        <label className="sr-only" htmlFor={`role-${row.entryId}`}>
                          {m.roleFor(row.name)}
                        </label>
                        <select
                          id={`role-${row.entryId}`}
                          value={role}
                          disabled={busy !== null}
                          onChange={(e) =>
                            run(`r-${row.entryId}`, () =>
                              runAction(changeRoleAction, {
                                teamId,
                                entryId: row.entryId,
                                role: e.target.value as TeamRole,
                              }),
                            )
                          }
                          className="rounded-md border border-slate-400 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-emerald-700"
                        >
                          {[role, ...options.filter((o) => o !== role)].map((r) => (
                            <option key={r} value={r}>
                              {m.roleLabels[r]}
                            </option>
                          ))}
                        </select>
                      </>
                    )}
                    {canHandOver && (
                      <ConfirmButton
                        size="sm"
                        variant="ghost"
                        question={m.makeOwnerConfirm(row.name)}
                        confirmText={m.makeOwner}
                        aria-label={`${m.makeOwner}: ${row.name}`}
                        onConfirm={() =>
                          run(`o-${row.entryId}`, () =>
                            runAction(changeRoleAction, { teamId, entryId: row.entryId, role: 'owner' }),
                          )
                        }
                      >
                        {m.makeOwner}
                      </ConfirmButton>
                    )}
                    {canRemove && (
                      <ConfirmButton
                        size="sm"
                        variant="ghost"
                        question={m.removeConfirm(row.name)}
                        confirmText={m.remove}
                        aria-label={`${m.remove}: ${row.name}`}
                        onConfirm={() =>
                          run(`x-${row.entryId}`, () =>
                            runAction(removeFromTeamAction, { teamId, entryId: row.entryId }),
                          )
                        }
                      >
                        {m.remove}
                      </ConfirmButton>
                    )}
                    {row.guestUserId && (
                      <ConfirmButton
                        size="sm"
                        variant="ghost"
                        question={guestUi.deleteQuestion(row.name)}
                        confirmText={guestUi.deleteConfirm}
                        aria-label={guestUi.delete(row.name)}
                        onConfirm={() =>
                          run(`g-${row.entryId}`, () =>
                            runAction(deleteGuestAction, { guestUserId: row.guestUserId! }),
                          )
                        }
                      >
                        {guestUi.deleteConfirm}
                      </ConfirmButton>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
