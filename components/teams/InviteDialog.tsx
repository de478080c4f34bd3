'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Dialog, SelectField, TextField, useAction } from '@/components/ui';
import { UserSearch } from '@/components/user-search/UserSearch';
import { teamUi as m } from '@/lib/messages/teams';
import { inviteToTeamAction } from '@/lib/teams/actions';
import type { AssignableRole } from '@/lib/teams/rules';
import { emailSchema, type Invitee } from '@/lib/teams/schema';

// Managers invite one person at a time: by e-mail address (an address without an account gets a sign-up
// link) or by finding a platform user, with the role offered: `roles` are those the viewer may offer
// (rolesToOffer: owners and admins any, managers manager or player; the server checks it again).
export function InviteDialog({ teamId, roles }: { teamId: string; roles: readonly AssignableRole[] }) {
  const runAction = useAction();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [role, setRole] = useState<AssignableRole>('player');
  const [busy, setBusy] = useState<string | null>(null);

  const send = async (invitee: Invitee, key: string) => {
    setBusy(key);
    const result = await runAction(inviteToTeamAction, { teamId, invitee, role });
    setBusy(null);
    if (result.ok) {
      setEmail('');
      router.refresh();
    }
    return result.ok;
  };

  const sendEmail = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setEmailError(m.emailInvalid);
    setEmailError(undefined);
    await send({ kind: 'email', email: parsed.data }, 'email');
  };

  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {m.invitePeople}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.inviteDialogTitle} width={520}>
        <div className="space-y-5">
          <SelectField
            label={m.inviteRoleLabel}
            value={role}
            onChange={(e) => setRole(e.target.value as AssignableRole)}
            options={roles.map((r) => ({ value: r, label: m.roleLabels[r] }))}
          />
          <form onSubmit={sendEmail} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <TextField
              className="flex-1"
              type="email"
              name="invite-email"
              label={m.inviteByEmail}
              placeholder={m.inviteEmailPlaceholder}
              autoComplete="off"
              value={email}
              error={emailError}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" className="sm:mt-6" loading={busy === 'email'}>
              {m.inviteSend}
            </Button>
          </form>
          <UserSearch
            label={m.inviteSearchLabel}
            pickText={m.inviteSend}
            pickLabel={(hit) => `${m.inviteSend}: ${hit.displayName ?? hit.email}`}
            busyId={busy}
            onPick={async (hit) => {
              await send({ kind: 'user', userId: hit.id, label: hit.displayName ?? '' }, hit.id);
            }}
          />
        </div>
      </Dialog>
    </>
  );
}
