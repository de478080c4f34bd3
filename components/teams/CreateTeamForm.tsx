'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormCityField } from '@/components/geo/FormCityField';
import type { PickedCity } from '@/lib/geo/city';
import {
  Button,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
  useAction,
  useToast,
} from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { UserSearch } from '@/components/user-search/UserSearch';
import { teamUi as m } from '@/lib/messages/teams';
import { profileMessages } from '@/lib/messages';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/profile/rules';
import { createTeamAction } from '@/lib/teams/actions';
import {
  CREATE_STEPS,
  createTeamDefaults,
  createTeamSchema,
  emailSchema,
  JOIN_POLICIES,
  MAX_INVITES,
  TEAM_DESCRIPTION_MAX,
  TEAM_KINDS,
  TEAM_NAME_MAX,
  type CreateTeamInput,
  type CreateTeamValues,
} from '@/lib/teams/schema';

type Option = { id: string; label: string };

// teams/create and start/community: one step at a time with a progress indicator. Each step checks its own
// fields with the action's zod schema before moving on; the last step submits. A photo chosen on the way is
// uploaded (the avatars' path) once the team exists. A refused field on submit brings its step back.
export function CreateTeamForm({
  gameTypes,
  initialKind,
  homeCity,
  otherLink,
}: {
  gameTypes: Option[];
  initialKind: (typeof TEAM_KINDS)[number];
  /** The owner's go-to city, the home city the wizard starts with (changeable on its step). */
  homeCity: PickedCity | null;
  otherLink: { href: string; label: string };
}) {
  const router = useRouter();
  const runAction = useAction();
  const toast = useToast();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [inviteEmail, setInviteEmail] = useState('');
  const [inviteError, setInviteError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<CreateTeamInput, unknown, CreateTeamValues>({
    resolver: zodResolver(createTeamSchema),
    defaultValues: createTeamDefaults(initialKind, homeCity),
    mode: 'onTouched',
  });
  const { control, register, formState, trigger, getValues } = form;
  const errors = formState.errors;
  const invitees = useFieldArray({ control, name: 'invitees' });
  const kind = useWatch({ control, name: 'kind' });
  const total = CREATE_STEPS.length;
  const current = CREATE_STEPS[step];
  const last = step === total - 1;

  // Moving between steps puts focus on the step's heading (screen readers hear where they are).
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [step, moved]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const go = (next: number) => {
    setMoved(true);
    setStep(next);
  };
  const next = async () => {
    const ok = current.fields.length === 0 || (await trigger([...current.fields]));
    if (ok) go(step + 1);
  };

  const choosePhoto = (file: File | undefined) => {
    setPhotoError(undefined);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(null);
    setPhoto(null);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
      return setPhotoError(profileMessages.avatarTypeError);
    if (file.size > AVATAR_MAX_BYTES) return setPhotoError(profileMessages.avatarSizeError);
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  };

  const addEmail = () => {
    const parsed = emailSchema.safeParse(inviteEmail);
    if (!parsed.success) return setInviteError(m.emailInvalid);
    const list = getValues('invitees');
    if (list.some((i) => i.kind === 'email' && i.email === parsed.data))
      return setInviteError(m.alreadyInList);
    if (list.length >= MAX_INVITES) return setInviteError(m.tooManyInvites);
    invitees.append({ kind: 'email', email: parsed.data });
    setInviteEmail('');
    setInviteError(undefined);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSubmitting(true);
      const result = await runAction(createTeamAction, values, { setError: form.setError });
      if (!result.ok) {
        setSubmitting(false);
        const refused = CREATE_STEPS.findIndex((s) =>
          (s.fields as readonly string[]).some((f) => result.fieldErrors?.[f]),
        );
        if (refused >= 0) go(refused);
        return;
      }
      if (photo) {
        const body = new FormData();
        body.set('file', photo);
        const response = await fetch(`/api/team-photos/${encodeURIComponent(result.data.id)}`, {
          method: 'POST',
          body,
        }).catch(() => null);
        if (!response?.ok) toast.error(profileMessages.avatarFailed);
      }
      router.push(`/team/${result.data.id}`);
    },
    (fieldErrors) => {
      const refused = CREATE_STEPS.findIndex((s) =>
        (s.fields as readonly string[]).some((f) => f in fieldErrors),
      );
      if (refused >= 0) go(refused);
    },
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void onSubmit(event);
        else void next();
      }}
      noValidate
      className="space-y-6"
    >
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">{m.stepOf(step + 1, total)}</p>
        <div
          role="progressbar"
          aria-label={m.stepOf(step + 1, total)}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step + 1}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-emerald-600 transition-all"
            style={{ width: `${((step + 1) / total) * 100}%` }}
          />
        </div>
      </div>

      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {m.steps[current.key]}
      </h2>

      {current.key === 'kind' && (
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">{m.steps.kind}</legend>
          {TEAM_KINDS.map((k) => (
            <label
              key={k}
              className={cx(
                'flex cursor-pointer flex-col gap-1 rounded-lg border p-4 focus-within:outline-2 focus-within:outline-emerald-700',
                kind === k ? 'border-emerald-600 bg-emerald-50 ring-1 ring-emerald-600' : 'border-slate-300',
              )}
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  value={k}
                  aria-label={m.kindLabels[k]}
                  aria-describedby={`${headingId}-kind-${k}`}
                  className="accent-emerald-700"
                  {...register('kind')}
                />
                {m.kindLabels[k]}
              </span>
              <span id={`${headingId}-kind-${k}`} className="text-sm text-slate-600">
                {m.kindHints[k]}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {current.key === 'name' && (
        <TextField
          label={m.nameLabel}
          placeholder={m.namePlaceholder}
          required
          maxLength={TEAM_NAME_MAX}
          autoFocus
          error={errors.name?.message}
          {...register('name')}
        />
      )}

      {current.key === 'sport' && (
        <SelectField
          label={m.sportLabel}
          required
          placeholder={m.sportPlaceholder}
          options={gameTypes.map((t) => ({ value: t.id, label: t.label }))}
          error={errors.gameTypeId?.message}
          {...register('gameTypeId')}
        />
      )}

      {current.key === 'city' && <FormCityField control={control} name="city" label={m.cityLabel} />}

      {current.key === 'photo' && (
        <div className="space-y-3">
          <div className="flex items-center gap-4">
            {preview ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local object URL preview
              <img src={preview} alt="" className="h-24 w-24 rounded-xl object-cover" />
            ) : (
              <span
                aria-hidden
                className="flex h-24 w-24 items-center justify-center rounded-xl bg-slate-100 text-3xl"
              >
                📷
              </span>
            )}
            <div className="space-y-2">
              <label className="block text-sm font-medium text-slate-900" htmlFor={`${headingId}-photo`}>
                {m.photoLabel}
              </label>
              <input
                id={`${headingId}-photo`}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                aria-describedby={`${headingId}-photo-hint`}
                onChange={(e) => choosePhoto(e.target.files?.[0])}
                className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:text-white"
              />
              {photo && (
                <Button type="button" size="sm" variant="ghost" onClick={() => choosePhoto(undefined)}>
                  {m.photoRemove}
                </Button>
              )}
            </div>
          </div>
          <p id={`${headingId}-photo-hint`} className="text-sm text-slate-600">
            {m.photoHint}
          </p>
          {photoError && <FormError message={photoError} />}
        </div>
      )}

      {current.key === 'description' && (
        <TextAreaField
          label={m.descriptionLabel}
          placeholder={m.descriptionPlaceholder}
          rows={5}
          maxLength={TEAM_DESCRIPTION_MAX}
          error={errors.description?.message}
          {...register('description')}
        />
      )}

      {current.key === 'policy' && (
        <fieldset className="space-y-2">
          <legend className="sr-only">{m.steps.policy}</legend>
          {JOIN_POLICIES.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50"
            >
              <input type="radio" value={p} className="accent-emerald-700" {...register('joinPolicy')} />
              <span className="text-sm font-medium text-slate-900">{m.policyLabels[p]}</span>
            </label>
          ))}
        </fieldset>
      )}

      {current.key === 'invite' && (
        <div className="space-y-5">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <TextField
              className="flex-1"
              name="invite-email"
              type="email"
              label={m.inviteByEmail}
              placeholder={m.inviteEmailPlaceholder}
              autoComplete="off"
              value={inviteEmail}
              error={inviteError}
              onChange={(e) => setInviteEmail(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addEmail();
                }
              }}
            />
            <Button type="button" variant="secondary" className="sm:mt-6" onClick={addEmail}>
              {m.inviteAdd}
            </Button>
          </div>
          <UserSearch
            label={m.inviteSearchLabel}
            pickText={m.inviteAdd}
            pickLabel={(hit) => `${m.inviteAdd} ${hit.displayName ?? hit.email}`}
            onPick={(hit) => {
              const list = getValues('invitees');
              if (list.some((i) => i.kind === 'user' && i.userId === hit.id)) return;
              invitees.append({ kind: 'user', userId: hit.id, label: hit.displayName ?? hit.email });
            }}
          />
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{m.inviteListLabel}</h3>
            {invitees.fields.length === 0 ? (
              <p className="text-sm text-slate-600">{m.inviteNone}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {invitees.fields.map((field, index) => {
                  const who = field.kind === 'email' ? field.email : field.label;
                  return (
                    <li
                      key={field.id}
                      className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm"
                    >
                      {who}
                      <button
                        type="button"
                        aria-label={m.inviteRemove(who)}
                        onClick={() => invitees.remove(index)}
                        className="rounded-full px-2 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700"
                      >
                        ×
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {errors.invitees?.message && <FormError message={errors.invitees.message} />}
          </div>
        </div>
      )}

      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {step > 0 ? (
          <Button type="button" variant="secondary" onClick={() => go(step - 1)} disabled={submitting}>
            {m.back}
          </Button>
        ) : (
          <Link
            href={otherLink.href}
            className="text-sm font-medium text-emerald-800 underline underline-offset-4"
          >
            {otherLink.label}
          </Link>
        )}
        <Button type="submit" loading={submitting}>
          {last ? m.create(kind) : m.next}
        </Button>
      </div>
    </form>
  );
}
