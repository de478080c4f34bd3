'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { Button, useAction } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
import {
  deleteReportedChatMessageAction,
  dismissChatReportAction,
} from '@/lib/conversations/game-chat-actions';
import { postMessages as m } from '@/lib/messages/posts';
import { dismissReportsAction, hidePostAction, restorePostAction } from '@/lib/posts/actions';
import { AdminTable } from './AdminTable';

export type QueueRow = {
  id: string;
  title: string;
  href: string;
  author: string;
  count: number;
  lastReportAt: string;
  lastReport: string;
  reports: { reporter: string; reason: string; when: string }[];
};
export type HiddenRow = {
  id: string;
  title: string;
  author: string;
  hiddenBy: string;
  when: string;
  at: string;
};
export type HistoryRow = {
  id: string;
  admin: string;
  action: string;
  post: string;
  when: string;
  at: string;
};

export type ChatReportRow = {
  id: string;
  body: string;
  author: string;
  reporter: string;
  reason: string;
  href: string | null;
  messageExists: boolean;
  at: string;
  when: string;
};

type RowAction<I> = {
  /** Unique in the table while it runs, e.g. `hide:${id}`. */
  key: string;
  label: string;
  /** What the action is on, for its accessible name ("Hide: <title>"). */
  target: string;
  variant: 'danger' | 'secondary';
  action: (input: I) => Promise<ActionResult<unknown>>;
  input: I;
};

/** The queues' row actions: one runs at a time (the others wait), and the page refreshes after a success. */
function useModerate() {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const go = useCallback(
    async <I,>({ key, action, input }: RowAction<I>) => {
      setBusy(key);
      const result = await runAction(action, input);
      setBusy(null);
      if (result.ok) router.refresh();
    },
    [runAction, router],
  );
  const button = useCallback(
    <I,>(a: RowAction<I>) => (
      <Button
        key={a.key}
        size="sm"
        variant={a.variant}
        loading={busy === a.key}
        disabled={busy !== null}
        onClick={() => go(a)}
        aria-label={`${a.label}: ${a.target}`}
      >
        {a.label}
      </Button>
    ),
    [busy, go],
  );
  return button;
}

/** admin/posts: the open reports, most reported first, with Hide and Dismiss report. */
export function ReportedPostsTable({ rows }: { rows: QueueRow[] }) {
  const button = useModerate();
  const columns = useMemo<ColumnDef<QueueRow>[]>(
    () => [
      {
        id: 'post',
        accessorKey: 'title',
        header: m.colPost,
        cell: ({ row: { original: r } }) => (
          <div className="min-w-48 space-y-1">
            <Link href={r.href} className="font-semibold text-emerald-800 hover:underline">
              {r.title}
            </Link>
            <p className="text-xs text-slate-600">{r.author}</p>
          </div>
        ),
      },
      {
        id: 'actions',
        header: m.colActions,
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <div className="flex flex-wrap gap-2">
            {button({
              key: `hide:${r.id}`,
              label: m.hide,
              target: r.title,
              variant: 'danger',
              action: hidePostAction,
              input: { postId: r.id },
            })}
            {button({
              key: `dismiss:${r.id}`,
              label: m.dismiss,
              target: r.title,
              variant: 'secondary',
              action: dismissReportsAction,
              input: { postId: r.id },
            })}
          </div>
        ),
      },
      {
        id: 'count',
        accessorKey: 'count',
        header: m.colReports,
        cell: ({ row: { original: r } }) => (
          <div className="min-w-56 space-y-1">
            <p className="font-medium">{m.reportCount(r.count)}</p>
            <ul className="space-y-1 text-xs text-slate-700">
              {r.reports.map((x, i) => (
                <li key={i}>
                  <span className="font-medium">{x.reporter}</span> · {x.when}: {x.reason}
                </li>
              ))}
            </ul>
          </div>
        ),
      },
      {
        id: 'last',
        accessorKey: 'lastReportAt',
        header: m.colLastReport,
        cell: (c) => c.row.original.lastReport,
      },
    ],
    [button],
  );
  return (
    <AdminTable
      rows={rows}
      columns={columns}
      label={m.reportedTitle}
      initialSort={[{ id: 'count', desc: true }]}
      rowId={(r) => r.id}
    />
  );
}

/** admin/posts: open reports on game-chat messages, newest first, with Delete message and Dismiss report. */
export function ChatReportsTable({ rows }: { rows: ChatReportRow[] }) {
  const button = useModerate();
  const columns = useMemo<ColumnDef<ChatReportRow>[]>(
    () => [
      {
        id: 'message',
        accessorKey: 'body',
        header: m.colMessage,
        cell: ({ row: { original: r } }) => (
          <div className="min-w-56 space-y-1">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{m.chatKind}</p>
            <p className="break-words whitespace-pre-wrap text-slate-900">{r.body}</p>
            <p className="text-xs text-slate-600">{r.author}</p>
            {r.href ? (
              <Link href={r.href} className="text-sm font-semibold text-emerald-800 hover:underline">
                {m.openInChat}
              </Link>
            ) : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: m.colActions,
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <div className="flex flex-wrap gap-2">
            {r.messageExists ? (
              button({
                key: `delete:${r.id}`,
                label: m.deleteMessage,
                target: r.body.slice(0, 60),
                variant: 'danger',
                action: deleteReportedChatMessageAction,
                input: { reportId: r.id },
              })
            ) : (
              <p className="text-xs text-slate-600">{m.messageGone}</p>
            )}
            {button({
              key: `dismissChat:${r.id}`,
              label: m.dismiss,
              target: r.body.slice(0, 60),
              variant: 'secondary',
              action: dismissChatReportAction,
              input: { reportId: r.id },
            })}
          </div>
        ),
      },
      {
        id: 'reporter',
        accessorKey: 'reporter',
        header: m.colReporter,
        cell: ({ row: { original: r } }) => (
          <div className="min-w-40 space-y-1 text-sm">
            <p className="font-medium">{r.reporter}</p>
            <p className="text-xs text-slate-700">{r.reason}</p>
          </div>
        ),
      },
      { id: 'at', accessorKey: 'at', header: m.colWhen, cell: (c) => c.row.original.when },
    ],
    [button],
  );
  return (
    <AdminTable
      rows={rows}
      columns={columns}
      label={m.chatReportsTitle}
      initialSort={[{ id: 'at', desc: true }]}
      rowId={(r) => r.id}
    />
  );
}

/** admin/posts: hidden posts with who hid them and when, and Restore. */
export function HiddenPostsTable({ rows }: { rows: HiddenRow[] }) {
  const button = useModerate();
  const columns = useMemo<ColumnDef<HiddenRow>[]>(
    () => [
      {
        id: 'post',
        accessorKey: 'title',
        header: m.colPost,
        cell: ({ row: { original: r } }) => (
          <div className="min-w-48">
            <p className="font-medium text-slate-900">{r.title}</p>
            <p className="text-xs text-slate-600">{r.author}</p>
          </div>
        ),
      },
      {
        id: 'actions',
        header: m.colActions,
        enableSorting: false,
        cell: ({ row: { original: r } }) =>
          button({
            key: `restore:${r.id}`,
            label: m.restore,
            target: r.title,
            variant: 'secondary',
            action: restorePostAction,
            input: { postId: r.id },
          }),
      },
      { id: 'by', accessorKey: 'hiddenBy', header: m.colHiddenBy },
      { id: 'at', accessorKey: 'at', header: m.colWhen, cell: (c) => c.row.original.when },
    ],
    [button],
  );
  return (
    <AdminTable
      rows={rows}
      columns={columns}
      label={m.hiddenTitle}
      initialSort={[{ id: 'at', desc: true }]}
      rowId={(r) => r.id}
    />
  );
}

/** admin/posts: the audit trail, newest first. */
export function ModerationHistoryTable({ rows }: { rows: HistoryRow[] }) {
  const columns = useMemo<ColumnDef<HistoryRow>[]>(
    () => [
      { id: 'at', accessorKey: 'at', header: m.colWhen, cell: (c) => c.row.original.when },
      { id: 'admin', accessorKey: 'admin', header: m.colAdmin },
      { id: 'action', accessorKey: 'action', header: m.colAction },
      { id: 'post', accessorKey: 'post', header: m.colPost },
    ],
    [],
  );
  return (
    <AdminTable
      rows={rows}
      columns={columns}
      label={m.historyTitle}
      initialSort={[{ id: 'at', desc: true }]}
      rowId={(r) => r.id}
    />
  );
}
