'use client';

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { cx } from '@/components/ui/cx';
import type { EventGamesView } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';

type Row = EventGamesView['standings'][number];
const col = createColumnHelper<Row>();

const numeric = (key: 'played' | 'won' | 'lost' | 'tied' | 'pointsFor' | 'pointsAgainst' | 'difference') =>
  col.accessor(key, {
    header: () => (
      <abbr title={m.colTitle[key]} className="no-underline">
        {m.col[key]}
      </abbr>
    ),
    meta: { title: m.colTitle[key] },
    cell: (c) => (key === 'difference' && c.getValue() > 0 ? `+${c.getValue()}` : c.getValue()),
    sortDescFirst: key !== 'pointsAgainst' && key !== 'lost',
  });

const columns = [
  col.accessor('rank', { header: m.col.rank, meta: { title: m.col.rank } }),
  col.accessor((r) => r.side.name, {
    id: 'side',
    header: m.col.side,
    meta: { title: m.col.side },
    cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
  }),
  numeric('played'),
  numeric('won'),
  numeric('lost'),
  numeric('tied'),
  numeric('pointsFor'),
  numeric('pointsAgainst'),
  numeric('difference'),
];

/** Standings of the round-robin games: ranked by the written tie-break order; any column can sort the view. */
export function StandingsTable({ rows }: { rows: Row[] }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">{m.standingsCaption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = (header.column.columnDef.meta as { title: string } | undefined)?.title ?? '';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={cx(
                        'px-2 py-2 font-semibold',
                        header.column.id === 'side' ? 'text-left' : 'text-right',
                      )}
                    >
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        title={m.sortBy(title)}
                        className="inline-flex items-center gap-1 rounded uppercase focus-visible:outline-2 focus-visible:outline-emerald-700"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden className="w-2 text-[10px]">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="odd:bg-white even:bg-slate-50/50">
                {row.getVisibleCells().map((cell) =>
                  cell.column.id === 'side' ? (
                    <th key={cell.id} scope="row" className="px-2 py-2 text-left font-normal">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </th>
                  ) : (
                    <td key={cell.id} className="px-2 py-2 text-right tabular-nums text-slate-800">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <h3 className="font-medium text-slate-900">{m.tieBreakTitle}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {m.tieBreaks.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
