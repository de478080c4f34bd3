'use client';

import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Badge, Button, SelectField, TextField } from '@/components/ui';
import { toCsv } from '@/lib/forms/rules';
import { formMessages as m } from '@/lib/messages';

export type SubmissionRow = {
  id: string;
  createdAt: string;
  participant: string;
  email: string;
  filedBy: string;
  version: number;
  status: string;
  paidCents: number;
  dueCents: number;
  answers: Record<string, string>;
};

const tone: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = {
  PAID: 'success',
  PARTIALLY_PAID: 'warning',
  UNPAID: 'danger',
};
const STATUSES = ['UNPAID', 'PARTIALLY_PAID', 'PAID', 'REFUNDED', 'NOT_REQUIRED'];

// form/{id}/submissions: search across every column, sort by any column, filter by payment status and version,
// and export what is shown (filtered and sorted) as CSV.
export function SubmissionsTable({
  formId,
  title,
  currency,
  rows,
  columns: answerColumns,
  versions,
  timeZone,
}: {
  formId: string;
  title: string;
  currency: string;
  rows: SubmissionRow[];
  columns: { id: string; label: string }[];
  versions: number[];
  /** The viewer's zone (users.timeZone): server and browser render the same text (docs/time-zones.md). */
  timeZone: string;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const [search, setSearch] = useState('');
  const date = useMemo(
    () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [timeZone],
  );

  const columns = useMemo<ColumnDef<SubmissionRow>[]>(
    () => [
      {
        id: 'createdAt',
        header: m.colSubmitted,
        accessorFn: (r) => r.createdAt,
        cell: (c) => (
          <Link
            href={`/form/${formId}/${c.row.original.id}`}
            className="font-medium whitespace-nowrap text-emerald-800 underline"
          >
            {date.format(new Date(c.row.original.createdAt))}
          </Link>
        ),
      },
      { id: 'participant', header: m.colParticipant, accessorFn: (r) => r.participant },
      { id: 'email', header: m.colEmail, accessorFn: (r) => r.email },
      { id: 'filedBy', header: m.colFiledBy, accessorFn: (r) => r.filedBy },
      {
        id: 'version',
        header: m.colVersion,
        accessorFn: (r) => r.version,
        filterFn: (row, id, value) => value === '' || String(row.getValue(id)) === value,
      },
      {
        id: 'status',
        header: m.colStatus,
        accessorFn: (r) => r.status,
        filterFn: (row, id, value) => value === '' || row.getValue(id) === value,
        cell: (c) => (
          <Badge tone={tone[c.row.original.status] ?? 'neutral'}>
            {m.paymentStatus[c.row.original.status]}
          </Badge>
        ),
      },
      {
        id: 'paid',
        header: m.colPaid,
        accessorFn: (r) => r.paidCents,
        cell: (c) => (
          <span className="whitespace-nowrap tabular-nums">
            {c.row.original.dueCents
              ? `${m.formatMoney(c.row.original.paidCents, currency)} / ${m.formatMoney(c.row.original.dueCents, currency)}`
              : '—'}
          </span>
        ),
      },
      ...answerColumns.map<ColumnDef<SubmissionRow>>((a) => ({
        id: `a_${a.id}`,
        header: a.label,
        accessorFn: (r) => r.answers[a.id] ?? '',
        cell: (c) => <span className="line-clamp-2 max-w-56">{String(c.getValue() ?? '')}</span>,
      })),
    ],
    [answerColumns, currency, date, formId],
  );

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, columnFilters: filters, globalFilter: search },
    onSortingChange: setSorting,
    onColumnFiltersChange: setFilters,
    onGlobalFilterChange: setSearch,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const shown = table.getRowModel().rows;
  const filterValue = (id: string) => (filters.find((f) => f.id === id)?.value as string) ?? '';
  const setFilter = (id: string, value: string) =>
    setFilters((prev) => [...prev.filter((f) => f.id !== id), ...(value ? [{ id, value }] : [])]);

  function exportCsv() {
    const header = [
      m.colSubmitted,
      m.colParticipant,
      m.colEmail,
      m.colFiledBy,
      m.colVersion,
      m.colStatus,
      m.colPaid,
      m.colDue,
      ...answerColumns.map((a) => a.label),
    ];
    const body = shown.map(({ original: r }) => [
      r.createdAt,
      r.participant,
      r.email,
      r.filedBy,
      String(r.version),
      m.paymentStatus[r.status] ?? r.status,
      (r.paidCents / 100).toFixed(2),
      (r.dueCents / 100).toFixed(2),
      ...answerColumns.map((a) => r.answers[a.id] ?? ''),
    ]);
    const blob = new Blob([toCsv([header, ...body])], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${
      title
        .replace(/[^\w-]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'form'
    }-submissions.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={m.searchLabel}
          name="search"
          type="search"
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="min-w-56 flex-1"
        />
        <SelectField
          label={m.statusFilter}
          name="status"
          value={filterValue('status')}
          onChange={(e) => setFilter('status', e.target.value)}
          options={[
            { value: '', label: m.allStatuses },
            ...STATUSES.map((s) => ({ value: s, label: m.paymentStatus[s]! })),
          ]}
          className="w-44"
        />
        {versions.length > 1 && (
          <SelectField
            label={m.versionFilter}
            name="version"
            value={filterValue('version')}
            onChange={(e) => setFilter('version', e.target.value)}
            options={[
              { value: '', label: m.allVersions },
              ...versions.map((v) => ({ value: String(v), label: m.versionLabel(v) })),
            ]}
            className="w-36"
          />
        )}
        <Button type="button" variant="secondary" onClick={exportCsv}>
          {m.exportCsv}
        </Button>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {m.showing(shown.length, rows.length)}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                      className="px-3 py-2 font-medium whitespace-nowrap"
                    >
                      <button
                        type="button"
                        onClick={h.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
                        aria-label={m.sortBy(String(h.column.columnDef.header))}
                      >
                        {flexRender(h.column.columnDef.header, h.getContext())}
                        <span aria-hidden="true" className="text-slate-400">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600">
                  {m.noMatches}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <tr key={row.id} className="align-top hover:bg-slate-50" data-testid="submission-row">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2">
                      {flexRender(
                        cell.column.columnDef.cell ?? ((c) => String(c.getValue() ?? '')),
                        cell.getContext(),
                      )}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
