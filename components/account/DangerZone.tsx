'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Card, Dialog, TextField, useToast } from '@/components/ui';
import { clearBrowserData } from '@/components/auth/clear-browser';
import { deleteAccountAction } from '@/lib/account/actions';
import { callAction } from '@/lib/actions/call';
import { deleteAccountSchema, type DeleteAccountInput } from '@/lib/account/schema';
import type { DeletionBlockers } from '@/lib/account/service';
import { leaveTeamAction } from '@/lib/teams/actions';
import { deletionMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';

export const DELETE_DIALOG_DELAY_MS = 50;
const GO_HOME_AFTER_MS = 1200; // long enough to read the success toast

// Danger Zone: the delete-account button and its "DANGER ZONE" dialog (400px, opens after 50 ms).
// While the user owns or belongs to teams (or owns organizations) the dialog lists them instead.
export function DangerZone({ blockers }: { blockers: DeletionBlockers }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title={deletionMessages.sectionTitle} className="border-red-300">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{deletionMessages.warning}</p>
        <Button type="button" variant="danger" onClick={() => setOpen(true)}>
          {deletionMessages.deleteAccount}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={deletionMessages.dialogTitle}
        width={400}
        openDelayMs={DELETE_DIALOG_DELAY_MS}
        role="alertdialog"
      >
        {blockers.teams.length > 0 || blockers.organizations.length > 0 ? (
          <Blockers blockers={blockers} />
        ) : (
          <ConfirmDeletion onCancel={() => setOpen(false)} />
        )}
      </Dialog>
    </Card>
  );
}

function Blockers({ blockers }: { blockers: DeletionBlockers }) {
  const router = useRouter();
  const toast = useToast();
  const [leaving, setLeaving] = useState<string | null>(null);

  async function leave(teamId: string) {
    setLeaving(teamId);
    const result = await callAction(leaveTeamAction, { teamId });
    setLeaving(null);
    if (result?.ok) {
      toast.success(result.message ?? '', durations.short);
      router.refresh();
    } else {
      toast.error(result?.message ?? deletionMessages.leaveTeamFailed, durations.short);
    }
  }

  const linkClass = 'font-medium text-emerald-800 underline underline-offset-4';
  return (
    <div className="space-y-4">
      {blockers.teams.length > 0 && (
        <section className="space-y-2">
          <p role="alert">{deletionMessages.teamsBlocking}</p>
          <h3 className="font-semibold text-slate-900">{deletionMessages.teamsBlockingListTitle}</h3>
          <ul className="divide-y divide-slate-100">
            {blockers.teams.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-2 py-2">
                <Link href={`/team/${t.id}`} className={linkClass}>
                  {t.name}
                </Link>
                {t.owner ? (
                  <Badge tone="warning">{deletionMessages.teamOwner}</Badge>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={deletionMessages.leaveTeamNamed(t.name)}
                    loading={leaving === t.id}
                    onClick={() => void leave(t.id)}
                  >
                    {deletionMessages.leaveTeam}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {blockers.organizations.length > 0 && (
        <section className="space-y-2">
          <p>{deletionMessages.organizationsBlocking}</p>
          <ul className="space-y-1">
            {blockers.organizations.map((o) => (
              <li key={o.id}>
                <Link href={`/org/${o.slug}`} className={linkClass}>
                  {o.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction(deleteAccountAction, values, deletionMessages.failure);
    if (!result.ok) {
      if (result.fieldErrors?.password) {
        setError('password', { type: 'server', message: result.fieldErrors.password[0] });
      } else if (result.message === deletionMessages.teamsBlocking) {
        // A team was joined meanwhile: say so and list it.
        toast.error(deletionMessages.teamsBlocking, durations.deletion.failure);
        router.refresh();
      } else {
        toast.error(result.message ?? deletionMessages.failure, durations.deletion.failure);
      }
      return;
    }
    setDone(true);
    toast.success(deletionMessages.success, durations.deletion.success);
    await clearBrowserData();
    window.setTimeout(() => window.location.replace('/'), GO_HOME_AFTER_MS);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <p>{deletionMessages.warning}</p>
      <TextField
        label={deletionMessages.typeToConfirm}
        autoComplete="off"
        spellCheck={false}
        error={
          formState.errors.confirm?.message && formState.isSubmitted
            ? formState.errors.confirm.message
            : undefined
        }
        {...register('confirm')}
      />
      <TextField
        label={deletionMessages.passwordLabel}
        type="password"
        autoComplete="current-password"
        error={
          formState.errors.password?.message && formState.isSubmitted
            ? formState.errors.password.message
            : undefined
        }
        {...register('password')}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {deletionMessages.cancel}
        </Button>
        <Button
          type="submit"
          variant="danger"
          loading={formState.isSubmitting || done}
          disabled={!formState.isValid}
        >
          {deletionMessages.confirmButton}
        </Button>
      </div>
    </form>
  );
}
