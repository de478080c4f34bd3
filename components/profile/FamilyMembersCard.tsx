'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useTransition } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type FieldErrors,
} from 'react-hook-form';
import {
  Badge,
  Button,
  Card,
  Dialog,
  FormError,
  SelectField,
  Spinner,
  TextField,
  ToastOnMount,
  useToast,
} from '@/components/ui';
import {
  removeFamilyConnectionAction,
  saveFamilyMembersAction,
  searchFamilyUserAction,
} from '@/lib/family/actions';
import { AGE, searchKind, sendsRequest, USER_SEARCH_DEBOUNCE_MS, type FamilyView } from '@/lib/family/rules';
import { saveFamilySchema, type SaveFamilyInput } from '@/lib/family/schema';
import { applyActionErrors } from '@/lib/form-errors';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { commonMessages, familyMessages as m, fieldLabels, relationOptions } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { PHONE_MAX } from '@/lib/profile/schema';
import { callAction } from '@/lib/actions/call';

const d = durations.family;
const relationLabel = (value: string) => relationOptions.find((o) => o.value === value)?.label ?? value;

const emptyRow = (): SaveFamilyInput['members'][number] => ({
  isPlatformUser: null,
  relation: '',
  userId: '',
  userLabel: '',
  firstName: '',
  lastName: '',
  age: '',
  phoneNumber: '',
});

// The family-members card: the user's connections (sent requests, pending or accepted, and accepted
// ones received) and new rows. Saving sends requests to platform users and adds the others directly.
export function FamilyMembersCard({
  members,
  loadFailed = false,
}: {
  members: FamilyView[];
  /** The list could not be loaded: say so instead of showing an empty list. */
  loadFailed?: boolean;
}) {
  const toast = useToast();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const form = useForm<SaveFamilyInput, unknown, SaveFamilyInput>({
    // Errors show after the first save attempt, then follow every change.
    resolver: zodResolver(saveFamilySchema, undefined, { raw: true }),
    defaultValues: { members: [] },
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'members' });
  const rows = useWatch({ control, name: 'members' });
  const requesting = sendsRequest(rows.map((r) => ({ isPlatformUser: r.isPlatformUser })));

  const onSave = handleSubmit(
    async (values) => {
      const failure = requesting ? m.requestFailed : m.updateFailed;
      const result = await callAction(saveFamilyMembersAction, values, failure);
      if (!result.ok) {
        toast.error(applyActionErrors(result, setError) ?? failure, d.updateFailed);
        return;
      }
      toast.success(result.message ?? m.updated, requesting ? d.requestSent : d.updated);
      reset({ members: [] });
      startTransition(() => router.refresh());
    },
    (errors: FieldErrors<SaveFamilyInput>) => {
      const needsSelection = errors.members?.some?.((row) => row?.userId?.message === m.selectUser);
      if (needsSelection) toast.error(m.selectUser, d.selectUser);
    },
  );

  return (
    <Card title={m.title}>
      {loadFailed ? (
        <>
          <ToastOnMount kind="error" message={m.loadFailed} durationMs={d.loadFailed} />
          <FormError message={m.loadFailed} />
        </>
      ) : (
        <FamilyList members={members} />
      )}
      <FormProvider {...form}>
        <form onSubmit={onSave} noValidate className="mt-4 space-y-4">
          {fields.map((field, index) => (
            <FamilyRow key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => append(emptyRow())}>
              {m.addMember}
            </Button>
            {fields.length > 0 && (
              <Button type="submit" loading={formState.isSubmitting}>
                {requesting ? m.sendRequest : m.saveChanges}
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}

function FamilyList({ members }: { members: FamilyView[] }) {
  const toast = useToast();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [removing, setRemoving] = useState<FamilyView | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    const result = await callAction(removeFamilyConnectionAction, { id: removing.id });
    setBusy(false);
    setRemoving(null);
    if (!result?.ok) return toast.error(m.removeFailed, d.removeFailed);
    toast.success(m.removed, d.removed);
    startTransition(() => router.refresh());
  };

  if (members.length === 0) return <p className="text-sm text-slate-700">{m.noMembers}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={m.title}>
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex flex-wrap items-center gap-2">
              {!member.pending && member.userId ? (
                <Link
                  href={`/profile/${encodeURIComponent(member.userId)}`}
                  className="font-medium text-emerald-800 underline-offset-4 hover:underline"
                >
                  {member.name}
                </Link>
              ) : (
                <span className="font-medium">{member.name}</span>
              )}
              <span className="text-sm text-slate-700">{relationLabel(member.relation)}</span>
              {member.pending && <Badge tone="warning">{m.pending}</Badge>}
            </span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`${m.removeMember}: ${member.name}`}
              onClick={() => setRemoving(member)}
            >
              {commonMessages.remove}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={m.removeMember}
        width={400}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setRemoving(null)} disabled={busy}>
              {commonMessages.cancel}
            </Button>
            <Button type="button" variant="danger" onClick={confirmRemove} loading={busy}>
              {commonMessages.remove}
            </Button>
          </>
        }
      >
        <p>{removing ? m.card.confirmRemove(removing.name) : null}</p>
      </Dialog>
    </>
  );
}

function FamilyRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, control, formState } = useFormContext<SaveFamilyInput>();
  const errors = formState.errors.members?.[index];
  const isPlatformUser = useWatch({ control, name: `members.${index}.isPlatformUser` });
  const groupId = useId();
  const legend = m.card.newMember(index + 1);

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <Controller
        control={control}
        name={`members.${index}.isPlatformUser`}
        render={({ field }) => (
          <div
            role="radiogroup"
            aria-labelledby={`${groupId}-q`}
            aria-describedby={errors?.isPlatformUser ? `${groupId}-qe` : undefined}
          >
            <p id={`${groupId}-q`} className="text-sm font-medium text-slate-900">
              {m.isPlatformUser}
            </p>
            <div className="mt-1 flex gap-4">
              {[
                { value: true, label: commonMessages.yes },
                { value: false, label: commonMessages.no },
              ].map((option) => (
                <label key={option.label} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${groupId}-platform`}
                    className="size-4 accent-emerald-700"
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors?.isPlatformUser?.message && (
              <p id={`${groupId}-qe`} className="mt-1 text-sm text-red-700">
                {errors.isPlatformUser.message}
              </p>
            )}
          </div>
        )}
      />
      {isPlatformUser !== null && (
        <>
          <SelectField
            label={fieldLabels.relation}
            placeholder={fieldLabels.select}
            options={relationOptions.map((o) => ({ value: o.value, label: o.label }))}
            error={errors?.relation?.message}
            {...register(`members.${index}.relation`)}
          />
          {isPlatformUser ? (
            <UserSearch index={index} error={errors?.userId?.message} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={fieldLabels.firstName}
                maxLength={100}
                error={errors?.firstName?.message}
                {...register(`members.${index}.firstName`)}
              />
              <TextField
                label={fieldLabels.lastName}
                maxLength={100}
                error={errors?.lastName?.message}
                {...register(`members.${index}.lastName`)}
              />
              <TextField
                label={fieldLabels.age}
                type="number"
                inputMode="numeric"
                min={AGE.min}
                max={AGE.max}
                error={errors?.age?.message}
                {...register(`members.${index}.age`)}
              />
              <TextField
                label={fieldLabels.phoneNumber}
                type="tel"
                maxLength={PHONE_MAX}
                error={errors?.phoneNumber?.message}
                {...register(`members.${index}.phoneNumber`)}
              />
            </div>
          )}
        </>
      )}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={onRemove}
        aria-label={`${m.card.removeRow}: ${legend}`}
      >
        {m.card.removeRow}
      </Button>
    </fieldset>
  );
}

type SearchResult =
  | { query: string; status: 'found'; user: { id: string; name: string } }
  | { query: string; status: 'none' | 'error' };

// "Enter email address or user ID": searches 300 ms after typing stops, from 3 characters on.
function UserSearch({ index, error }: { index: number; error?: string }) {
  const { setValue, control } = useFormContext<SaveFamilyInput>();
  const inputId = useId();
  const userId = useWatch({ control, name: `members.${index}.userId` });
  const userLabel = useWatch({ control, name: `members.${index}.userLabel` });
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [result, setResult] = useState<SearchResult | null>(null);

  useEffect(() => {
    if (searchKind(debounced) === null) return;
    let cancelled = false;
    searchFamilyUserAction({ query: debounced })
      .then((answer) => {
        if (cancelled) return;
        if (!answer.ok) setResult({ query: debounced, status: 'error' });
        else if (!answer.data) setResult({ query: debounced, status: 'none' });
        else setResult({ query: debounced, status: 'found', user: answer.data });
      })
      .catch(() => !cancelled && setResult({ query: debounced, status: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [debounced]);

  const select = (user: { id: string; name: string } | null) => {
    setValue(`members.${index}.userId`, user?.id ?? '', { shouldValidate: true });
    setValue(`members.${index}.userLabel`, user?.name ?? '');
  };

  if (userId) {
    return (
      <div className="flex items-center gap-3 rounded-md bg-emerald-50 px-3 py-2 text-sm">
        <span role="status">{m.card.selected(userLabel || userId)}</span>
        <Button type="button" size="sm" variant="ghost" onClick={() => select(null)}>
          {m.card.changeSelection}
        </Button>
      </div>
    );
  }

  const typed = query.trim();
  const searching = searchKind(typed) !== null && result?.query !== typed;
  const current = result && result.query === typed ? result : null;
  return (
    <div className="space-y-2">
      <TextField
        id={inputId}
        label={m.searchPlaceholder}
        name={`members.${index}.search`}
        placeholder={m.searchPlaceholder}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        error={error}
        hint={typed.length > 0 && searchKind(typed) === null ? m.searchMinChars : undefined}
      />
      <div aria-live="polite" className="text-sm">
        {searching && (
          <span className="flex items-center gap-2 text-slate-700">
            <Spinner decorative /> {m.searching}
          </span>
        )}
        {current?.status === 'none' && <p className="text-slate-700">{m.noUserFound}</p>}
        {current?.status === 'error' && <p className="text-red-700">{m.searchError}</p>}
        {current?.status === 'found' && (
          <ul aria-label={m.searchPlaceholder}>
            <li>
              <Button type="button" size="sm" variant="secondary" onClick={() => select(current.user)}>
                {current.user.name}
              </Button>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
