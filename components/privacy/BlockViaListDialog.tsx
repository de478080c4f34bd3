'use client';

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Badge, Button, Dialog, EmptyState, Spinner, useToast } from '@/components/ui';
import { blockFromListAction, membersForBlockingAction } from '@/lib/privacy/actions';
import type { BlockableMember } from '@/lib/privacy/service';
import { blockingMessages, userListMessages } from '@/lib/messages';
import { durations } from '@/components/ui/toast-durations';
import { callAction } from '@/lib/actions/call';

export type ListChoice = { id: string; name: string; memberCount: number };

const column = createColumnHelper<BlockableMember>();

const selectable = (m: BlockableMember) => !m.alreadyBlocked && !m.isSelf;

// "Block via List": choose one of your user lists, then tick the members to block. Members already
// blocked (by user or address) cannot be ticked.
export function BlockViaListDialog({
  open,
  onClose,
  onBlocked,
  lists,
}: {
  open: boolean;
  onClose: () => void;
  onBlocked: () => void;
  lists: ListChoice[];
}) {
  const toast = useToast();
  const [list, setList] = useState<ListChoice | null>(null);
  const [members, setMembers] = useState<BlockableMember[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});

  function reset() {
    setList(null);
    setMembers(null);
    setRowSelection({});
  }

  function close() {
    reset();
    onClose();
  }

  async function choose(choice: ListChoice) {
    setList(choice);
    setLoading(true);
    const result = await callAction(membersForBlockingAction, { listId: choice.id });
    setLoading(false);
    if (!result?.ok) {
      toast.error(result?.message ?? blockingMessages.blockError, durations.blocking.blockError);
      reset();
      return;
    }
    setMembers(result.data);
  }

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label={blockingMessages.selectAll}
            className="size-4 accent-emerald-700"
            checked={table.getIsAllRowsSelected()}
            ref={(el) => {
              if (el) el.indeterminate = table.getIsSomeRowsSelected();
            }}
            disabled={!table.getRowModel().rows.some((r) => r.getCanSelect())}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={blockingMessages.selectRow(row.original.displayName ?? row.original.email)}
            className="size-4 accent-emerald-700"
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      column.accessor('email', { header: blockingMessages.columnEmail }),
      column.accessor('displayName', {
        header: blockingMessages.columnDisplayName,
        cell: ({ row, getValue }) => (
          <span className="flex items-center gap-2">
            {getValue() ?? '—'}
            {row.original.alreadyBlocked && (
              <Badge tone="danger">{blockingMessages.alreadyBlockedBadge}</Badge>
            )}
          </span>
        ),
      }),
    ],
    [],
  );

  const table = useReactTable({
    data: members ?? [],
    columns,
    getRowId: (m) => m.id,
    enableRowSelection: (row) => selectable(row.original),
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
    getCoreRowModel: getCoreRowModel(),
  });

  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);

  async function blockSelected() {
    if (!list || selectedIds.length === 0) return;
    setSaving(true);
    const result = await callAction(blockFromListAction, { listId: list.id, memberIds: selectedIds });
    setSaving(false);
    if (result?.ok) {
      toast.success(blockingMessages.blocked, durations.blocking.blocked);
      onBlocked();
      close();
    } else if (result?.message === blockingMessages.alreadyBlocked) {
      toast.error(blockingMessages.alreadyBlocked, durations.blocking.alreadyBlocked);
    } else {
      toast.error(blockingMessages.blockError, durations.blocking.blockError);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={list ? `${blockingMessages.dialogTitle}: ${list.name}` : blockingMessages.dialogTitle}
      width={800}
      footer={
        <>
          {list && (
            <Button type="button" variant="ghost" onClick={reset} className="mr-auto">
              {blockingMessages.backToLists}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={close}>
            {blockingMessages.cancel}
          </Button>
          {list && (
            <Button
              type="button"
              variant="danger"
              onClick={blockSelected}
              loading={saving}
              disabled={selectedIds.length === 0}
            >
              {blockingMessages.blockSelected}
            </Button>
          )}
        </>
      }
    >
      {!list &&
        (lists.length === 0 ? (
          <EmptyState
            title={blockingMessages.noUserLists}
            action={
              <Link href="/user-list" className="font-semibold text-emerald-700 underline underline-offset-4">
                {userListMessages.createTitle}
              </Link>
            }
          />
        ) : (
          <fieldset>
            <legend className="mb-3 font-medium text-slate-900">{blockingMessages.chooseList}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {lists.map((l) => (
                <li key={l.id}>
                  <button
                    type="button"
                    onClick={() => void choose(l)}
                    className="flex w-full items-center justify-between gap-3 rounded-md border border-slate-300 px-4 py-3 text-left hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                  >
                    <span className="font-medium text-slate-900">{l.name}</span>
                    <span className="text-slate-600">{userListMessages.memberCount(l.memberCount)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      {list && loading && <Spinner />}
      {list && members && members.length === 0 && <EmptyState title={blockingMessages.listMembersEmpty} />}
      {list && members && members.length > 0 && (
        <table className="w-full text-left">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-200 text-slate-700">
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="py-2 pr-3 font-medium">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="border-b border-slate-100"
                aria-disabled={!row.getCanSelect() || undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="py-2 pr-3">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
