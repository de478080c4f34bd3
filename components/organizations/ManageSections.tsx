'use client';

import type { ActionResult } from '@/lib/action-result';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmButton } from '@/components/teams/ConfirmButton';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { Avatar } from '@/components/profile/Avatar';
import { Badge, Button, FormError, SelectField, TextField, useAction, useToast } from '@/components/ui';
import { organizationManageUi as m } from '@/lib/messages/organizations';
import { teamUi } from '@/lib/messages/teams';
import { AVATAR_TYPES } from '@/lib/profile/rules';
import {
  addAdminAction,
  addOwnTeamAction,
  cancelTeamRequestAction,
  deleteOrganizationAction,
  removeAdminAction,
  removeTeamAction,
  requestTeamAction,
  respondTeamRequestAction,
} from '@/lib/organizations/actions';
import {
  addAdminSchema,
  teamLinkSchema,
  type AddAdminInput,
  type TeamLinkInput,
} from '@/lib/organizations/schema';

// The sections of organizations/{id}/manage and the requests card of organizations.

type Person = { id: string; displayName: string | null; fullName: string | null; photoUrl: string | null };
const nameOf = (p: Person) => p.displayName || p.fullName || '—';

/** Logo upload (POST /api/organization-logos/{id}). */
export function LogoForm({
  organizationId,
  name,
  logoUrl,
}: {
  organizationId: string;
  name: string;
  logoUrl: string | null;
}) {
  const router = useRouter();
  const toast = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const body = new FormData();
      body.set('file', file);
      const response = await fetch(`/api/organization-logos/${encodeURIComponent(organizationId)}`, {
        method: 'POST',
        body,
      });
      const result = (await response.json().catch(() => null)) as ActionResult<{ logoUrl: string }> | null;
      if (!result?.ok) setError(result?.message ?? m.failed);
      else {
        toast.success(m.logoSaved);
        router.refresh();
      }
    } catch {
      setError(m.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <TeamAvatar name={name} photoUrl={logoUrl} size={88} />
      <div className="w-full space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
          {m.logoUpload}
        </label>
        <input
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => upload(event.target.files?.[0])}
          className="block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:text-white focus-visible:outline-2 focus-visible:outline-emerald-700"
        />
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {m.logoHint}
        </p>
        <FormError message={error} />
      </div>
    </div>
  );
}

type TeamRow = { id: string; name: string; kind: 'TEAM' | 'COMMUNITY' | 'LEAGUE'; photoUrl: string | null };

/** The organization's teams, pending requests, and the two ways to add a team. */
export function TeamsSection({
  organizationId,
  teams,
  pending,
  ownTeams,
}: {
  organizationId: string;
  teams: TeamRow[];
  pending: { id: string; name: string }[];
  ownTeams: { id: string; name: string }[];
}) {
  const router = useRouter();
  const runAction = useAction();
  const [teamId, setTeamId] = useState('');
  const [adding, setAdding] = useState(false);
  const link = useForm<TeamLinkInput>({
    resolver: zodResolver(teamLinkSchema),
    defaultValues: { organizationId, link: '' },
  });
  const addOwn = async () => {
    if (!teamId) return;
    setAdding(true);
    const result = await runAction(addOwnTeamAction, { organizationId, teamId });
    setAdding(false);
    if (result.ok) {
      setTeamId('');
      router.refresh();
    }
  };
  const request = link.handleSubmit(async (values) => {
    const result = await runAction(requestTeamAction, values, { setError: link.setError });
    if (result.ok) {
      link.reset({ organizationId, link: '' });
      router.refresh();
    }
  });
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{m.teamsIntro}</p>
      {teams.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noTeams}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={m.teamsTitle}>
          {teams.map((t) => (
            <li key={t.id} className="flex items-center gap-3 py-2">
              <TeamAvatar name={t.name} photoUrl={t.photoUrl} size={36} />
              <a
                href={`/team/${t.id}`}
                className="min-w-0 flex-1 truncate font-medium text-slate-900 hover:underline"
              >
                {t.name}
              </a>
              <Badge>{teamUi.kindLabels[t.kind]}</Badge>
              <ConfirmButton
                variant="secondary"
                size="sm"
                question={m.removeTeamQuestion(t.name)}
                confirmText={m.removeTeam}
                onConfirm={async () => {
                  const result = await runAction(removeTeamAction, { organizationId, teamId: t.id });
                  if (result.ok) router.refresh();
                }}
              >
                {m.removeTeam}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 && (
        <ul className="space-y-2" aria-label={m.teamRequestPending}>
          {pending.map((t) => (
            <li
              key={t.id}
              className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{t.name}</span>
              <Badge tone="warning">{m.teamRequestPending}</Badge>
              <Button
                variant="secondary"
                size="sm"
                onClick={async () => {
                  const result = await runAction(cancelTeamRequestAction, { organizationId, teamId: t.id });
                  if (result.ok) router.refresh();
                }}
              >
                {m.cancelRequest}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2">
        <div className="space-y-2">
          {ownTeams.length === 0 ? (
            <p className="text-sm text-slate-600">{m.addOwnTeamNone}</p>
          ) : (
            <>
              <SelectField
                label={m.addOwnTeam}
                value={teamId}
                onChange={(e) => setTeamId(e.target.value)}
                options={[
                  { value: '', label: m.chooseTeam },
                  ...ownTeams.map((t) => ({ value: t.id, label: t.name })),
                ]}
              />
              <Button onClick={addOwn} loading={adding} disabled={!teamId}>
                {m.add}
              </Button>
            </>
          )}
        </div>
        <form onSubmit={request} noValidate className="space-y-2">
          <input type="hidden" {...link.register('organizationId')} />
          <TextField
            label={m.requestTeamLabel}
            hint={m.requestTeamHint}
            error={link.formState.errors.link?.message}
            {...link.register('link')}
          />
          <Button type="submit" variant="secondary" loading={link.formState.isSubmitting}>
            {m.requestTeam}
          </Button>
        </form>
      </div>
    </div>
  );
}

/** Owner and admins; the owner adds admins by e-mail and removes them, an admin may leave. */
export function AdminsSection({
  organizationId,
  owner,
  admins,
  isOwner,
  viewerId,
}: {
  organizationId: string;
  owner: Person;
  admins: Person[];
  isOwner: boolean;
  viewerId: string;
}) {
  const router = useRouter();
  const runAction = useAction();
  const form = useForm<AddAdminInput>({
    resolver: zodResolver(addAdminSchema),
    defaultValues: { organizationId, email: '' },
  });
  const add = form.handleSubmit(async (values) => {
    const result = await runAction(addAdminAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset({ organizationId, email: '' });
      router.refresh();
    }
  });
  const remove = async (userId: string) => {
    const result = await runAction(removeAdminAction, { organizationId, userId });
    if (!result.ok) return;
    if (userId === viewerId) router.push('/organizations');
    else router.refresh();
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{m.adminsIntro}</p>
      <ul className="divide-y divide-slate-100">
        <li className="flex items-center gap-3 py-2">
          <Avatar name={nameOf(owner)} photoUrl={owner.photoUrl} size={36} alt="" />
          <span className="min-w-0 flex-1 truncate text-slate-900">{nameOf(owner)}</span>
          <Badge tone="success">{m.owner}</Badge>
        </li>
        {admins.map((a) => (
          <li key={a.id} className="flex items-center gap-3 py-2">
            <Avatar name={nameOf(a)} photoUrl={a.photoUrl} size={36} alt="" />
            <span className="min-w-0 flex-1 truncate text-slate-900">{nameOf(a)}</span>
            <Badge>{m.admin}</Badge>
            {(isOwner || a.id === viewerId) && (
              <Button variant="secondary" size="sm" onClick={() => remove(a.id)}>
                {a.id === viewerId ? m.leave : m.removeAdmin}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <form onSubmit={add} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" {...form.register('organizationId')} />
          <TextField
            className="flex-1"
            type="email"
            label={m.addAdminLabel}
            autoComplete="off"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {m.addAdmin}
          </Button>
        </form>
      )}
    </div>
  );
}

export function DeleteOrganization({ organizationId, name }: { organizationId: string; name: string }) {
  const router = useRouter();
  const runAction = useAction();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{m.dangerIntro}</p>
      <ConfirmButton
        variant="danger"
        question={m.deleteQuestion(name)}
        confirmText={m.delete}
        onConfirm={async () => {
          const result = await runAction(deleteOrganizationAction, { organizationId });
          if (result.ok) router.push('/organizations');
        }}
      >
        {m.delete}
      </ConfirmButton>
    </div>
  );
}

/** Requests from organizations to list a team the viewer runs (organizations page). */
export function TeamRequests({
  requests,
}: {
  requests: {
    organization: { id: string; name: string; slug: string };
    team: { id: string; name: string };
  }[];
}) {
  const router = useRouter();
  const runAction = useAction();
  const respond = async (organizationId: string, teamId: string, accept: boolean) => {
    const result = await runAction(respondTeamRequestAction, { organizationId, teamId, accept });
    if (result.ok) router.refresh();
  };
  return (
    <ul className="divide-y divide-slate-100">
      {requests.map((r) => (
        <li key={`${r.organization.id}:${r.team.id}`} className="flex flex-wrap items-center gap-3 py-2">
          <span className="min-w-0 flex-1 text-sm text-slate-900">
            {m.requestLine(r.organization.name, r.team.name)}{' '}
            <a href={`/org/${r.organization.slug}`} className="text-emerald-800 underline">
              {m.viewPage}
            </a>
          </span>
          <Button size="sm" onClick={() => respond(r.organization.id, r.team.id, true)}>
            {m.accept}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => respond(r.organization.id, r.team.id, false)}>
            {m.decline}
          </Button>
        </li>
      ))}
    </ul>
  );
}
