'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Button, useAction } from '@/components/ui';
import type { ActionResult } from '@/lib/action-result';
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

type PostAction = (input: { postId: string }) => Promise<ActionResult<unknown>>;

function useModerate() {
  const runAction = useAction();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: PostAction, postId: string) => {
    setBusy(key);
    const result = await runAction(action, { postId });
    setBusy(null);
    if (result.ok) router.refresh();
  };
  return { busy, run };
}

/** admin/posts: the open reports, most reported first, with Hide and Dismiss report. */
export function ReportedPostsTable({ rows }: { rows: QueueRow[] }) {
  const { busy, run } = useModerate();
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
            <Button
              size="sm"
              variant="danger"
              loading={busy === `hide:${r.id}`}
              disabled={busy !== null}
              onClick={() => run(`hide:${r.id}`, hidePostAction, r.id)}
              aria-label={`${m.hide}: ${r.title}`}
            >
              {m.hide}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === `dismiss:${r.id}`}
              disabled={busy !== null}
              onClick={() => run(`dismiss:${r.id}`, dismissReportsAction, r.id)}
              aria-label={`${m.dismiss}: ${r.title}`}
            >
              {m.dismiss}
            </Button>
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
    [busy, run],
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

/** admin/posts: hidden posts with who hid them and when, and Restore. */
export function HiddenPostsTable({ rows }: { rows: HiddenRow[] }) {
  const { busy, run } = useModerate();
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
        cell: ({ row: { original: r } }) => (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === `restore:${r.id}`}
            disabled={busy !== null}
            onClick={() => run(`restore:${r.id}`, restorePostAction, r.id)}
            aria-label={`${m.restore}: ${r.title}`}
          >
            {m.restore}
          </Button>
        ),
      },
      { id: 'by', accessorKey: 'hiddenBy', header: m.colHiddenBy },
      { id: 'at', accessorKey: 'at', header: m.colWhen, cell: (c) => c.row.original.when },
    ],
    [busy, run],
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
