'use client';

import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui';
import { toCsv } from '@/lib/billing/csv';
import { billingMessages as m } from '@/lib/messages/billing';

export type TransactionRow = {
  id: string;
  /** ISO instant (sorting, CSV) and the date as the viewer reads it. */
  at: string;
  date: string;
  kind: string;
  description: string;
  amountCents: number;
  currency: string;
};

const PAGE_SIZE = 20;

// Transaction History (issue 12 §5): payments, refunds and payouts, sortable by each column, 20 a page, and a CSV
// export of every row (not only the page shown).
export function TransactionsTable({ rows }: { rows: TransactionRow[] }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'at', desc: true }]);
  const columns = useMemo<ColumnDef<TransactionRow>[]>(
    () => [
      { id: 'at', accessorKey: 'at', header: m.colDate, cell: (c) => c.row.original.date },
      { id: 'kind', accessorFn: (r) => m.transactionKind[r.kind] ?? r.kind, header: m.colType },
      { id: 'description', accessorKey: 'description', header: m.colDescription, enableSorting: false },
      {
        id: 'amount',
        accessorKey: 'amountCents',
        header: m.colAmount,
        cell: (c) => m.formatCents(c.row.original.amountCents, c.row.original.currency),
      },
    ],
    [],
  );
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize: PAGE_SIZE } },
  });

  function exportCsv() {
    const csv = toCsv(
      [m.colDate, m.colType, m.colDescription, m.colAmount, m.colCurrency],
      table
        .getSortedRowModel()
        .rows.map(({ original: r }) => [
          r.at,
          m.transactionKind[r.kind] ?? r.kind,
          r.description,
          (r.amountCents / 100).toFixed(2),
          r.currency.toUpperCase(),
        ]),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = m.csvFileName;
    a.click();
    URL.revokeObjectURL(url);
  }

  const pages = table.getPageCount();
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button size="sm" variant="secondary" onClick={exportCsv}>
          {m.exportCsv}
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const right = header.column.id === 'amount';
                  // On phones the type gives way, so date, description and amount fit without scrolling.
                  const wide = header.column.id === 'kind' ? 'hidden sm:table-cell' : '';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={`py-2 pr-2 font-medium sm:pr-4 ${right ? 'text-right' : ''} ${wide}`}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
                          aria-label={m.sortBy(String(header.column.columnDef.header))}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={
                      // On a phone the type column is hidden (the description names it) so date, description and amount fit.
                      cell.column.id === 'amount'
                        ? 'py-2 text-right whitespace-nowrap tabular-nums'
                        : cell.column.id === 'at'
                          ? 'py-2 pr-2 sm:pr-4 whitespace-nowrap'
                          : cell.column.id === 'kind'
                            ? 'hidden py-2 pr-2 sm:pr-4 sm:table-cell'
                            : 'py-2 pr-2 sm:pr-4'
                    }
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={m.transactionsTitle}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            {m.previousPage}
          </Button>
          <span className="text-sm text-slate-600">
            {m.pageOf(table.getState().pagination.pageIndex + 1, pages)}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            {m.nextPage}
          </Button>
        </nav>
      )}
    </div>
  );
}
