'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Button, Card, Dialog, EmptyState, TextField, useToast } from '@/components/ui';
import { Avatar } from '@/components/profile/Avatar';
import { UserSearch } from '@/components/user-search/UserSearch';
import { applyActionErrors } from '@/lib/form-errors';
import {
  addMemberByEmailAction,
  addMemberByUserAction,
  deleteListAction,
  removeMemberAction,
  renameListAction,
} from '@/lib/user-lists/actions';
import {
  addMemberByEmailSchema,
  LIST_NAME_MAX,
  renameListSchema,
  type AddMemberByEmailInput,
  type RenameListInput,
} from '@/lib/user-lists/schema';
import type { UserListView } from '@/lib/user-lists/queries';
import { commonMessages, userListMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import type { ActionResult } from '@/lib/action-result';
import { callAction } from '@/lib/actions/call';

// One list: rename, delete, members (add by e-mail or by user search, remove).
export function ListDetail({ list }: { list: UserListView }) {
  const router = useRouter();
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, work: () => Promise<ActionResult<unknown>>, done?: string) {
    setBusy(key);
    const result = await callAction(work, undefined);
    setBusy(null);
    if (result.ok) {
      if (done) toast.success(done, durations.short);
      router.refresh();
      return true;
    }
    toast.error(result.message ?? commonMessages.somethingWentWrong, durations.short);
    return false;
  }

  return (
    <Card
      title={list.name}
      actions={
        <>
          <Button type="button" size="sm" variant="secondary" onClick={() => setRenaming((v) => !v)}>
            {userListMessages.rename}
          </Button>
          <Button type="button" size="sm" variant="danger" onClick={() => setConfirmDelete(true)}>
            {userListMessages.deleteList}
          </Button>
        </>
      }
    >
      <div className="space-y-6">
        {renaming && <RenameForm list={list} onDone={() => setRenaming(false)} />}

        <section aria-labelledby={`members-${list.id}`} className="space-y-2">
          <h3 id={`members-${list.id}`} className="font-semibold text-slate-900">
            {userListMessages.members} ({list.members.length})
          </h3>
          {list.members.length === 0 ? (
            <EmptyState title={userListMessages.noMembers} headingLevel={3} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.members.map((m) => {
                const name = m.displayName ?? m.email;
                return (
                  <li key={m.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="flex min-w-0 items-center gap-3">
                      <Avatar name={name} photoUrl={m.photoUrl} size={40} alt="" />
                      <span className="min-w-0">
                        {m.profileHref ? (
                          <Link
                            href={m.profileHref}
                            className="block truncate font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
                          >
                            {name}
                          </Link>
                        ) : (
                          <span className="block truncate font-medium text-slate-900">{name}</span>
                        )}
                        <span className="flex items-center gap-2 text-sm text-slate-600">
                          {m.displayName && <span className="truncate">{m.email}</span>}
                          {!m.userId && <Badge>{userListMessages.notOnPlatform}</Badge>}
                        </span>
                      </span>
                    </span>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={userListMessages.removeMember(name)}
                      loading={busy === m.id}
                      onClick={() =>
                        void run(
                          m.id,
                          () => removeMemberAction({ listId: list.id, memberId: m.id }),
                          userListMessages.memberRemoved,
                        )
                      }
                    >
                      {commonMessages.remove}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <AddByEmailForm listId={list.id} />

        <UserSearch
          pickText={userListMessages.addMember}
          pickLabel={(hit) => userListMessages.addUser(hit.displayName ?? hit.email)}
          busyId={busy}
          onPick={(hit) =>
            void run(
              hit.id,
              () => addMemberByUserAction({ listId: list.id, userId: hit.id }),
              userListMessages.memberAdded,
            )
          }
        />
      </div>

      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={userListMessages.deleteList}
        width={400}
        role="alertdialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirmDelete(false)}>
              {commonMessages.cancel}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={busy === 'delete'}
              onClick={async () => {
                const deleted = await run(
                  'delete',
                  () => deleteListAction({ listId: list.id }),
                  userListMessages.deleted,
                );
                if (deleted) {
                  setConfirmDelete(false);
                  router.push('/user-list');
                }
              }}
            >
              {commonMessages.delete}
            </Button>
          </>
        }
      >
        <p>{userListMessages.deleteConfirm(list.name)}</p>
      </Dialog>
    </Card>
  );
}

function RenameForm({ list, onDone }: { list: UserListView; onDone: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const { register, handleSubmit, setError, formState } = useForm<RenameListInput>({
    resolver: zodResolver(renameListSchema),
    defaultValues: { listId: list.id, name: list.name },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction(renameListAction, values);
    if (!result.ok) {
      const message = applyActionErrors(result, setError);
      if (message) toast.error(message);
      return;
    }
    toast.success(userListMessages.renamed, durations.userList.renamed);
    onDone();
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <input type="hidden" {...register('listId')} />
      <TextField
        label={userListMessages.renameTitle}
        maxLength={LIST_NAME_MAX}
        className="min-w-60 flex-1"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        {commonMessages.save}
      </Button>
    </form>
  );
}

function AddByEmailForm({ listId }: { listId: string }) {
  const router = useRouter();
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState } = useForm<AddMemberByEmailInput>({
    resolver: zodResolver(addMemberByEmailSchema),
    defaultValues: { listId, email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await callAction(addMemberByEmailAction, values);
    if (!result.ok) {
      const message = applyActionErrors(result, setError);
      if (message) toast.error(message);
      return;
    }
    toast.success(userListMessages.memberAdded, durations.userList.memberAdded);
    reset({ listId, email: '' });
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <input type="hidden" {...register('listId')} />
      <TextField
        label={userListMessages.addByEmail}
        type="email"
        autoComplete="off"
        maxLength={100}
        className="min-w-60 flex-1"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
        {userListMessages.addMember}
      </Button>
    </form>
  );
}
