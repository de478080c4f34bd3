'use client';

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import Link from 'next/link';
import { useState } from 'react';
import { Badge, Button, Card, EmptyState } from '@/components/ui';
import type { ProfileGame } from '@/lib/events/queries';
import { formatWhen } from '@/lib/time';
import { eventUiMessages as m } from '@/lib/messages/events';

type ProfileGameRow = ProfileGame;

const PAGE_SIZE = 10;
const column = createColumnHelper<ProfileGameRow>();
const columns = [
  column.accessor('startsAt', {
    header: m.columnDate,
    sortingFn: 'datetime',
    cell: (info) => formatWhen(info.getValue(), info.row.original.timeZone),
  }),
  column.accessor('title', {
    header: m.columnGame,
    cell: (info) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link href={`/evt/${info.row.original.id}`} className="font-medium text-emerald-800 hover:underline">
          {info.getValue()}
        </Link>
        {info.row.original.cancelled && <Badge tone="danger">{m.cancelledBadge}</Badge>}
      </span>
    ),
  }),
  column.accessor((row) => row.gameType ?? '', { id: 'type', header: m.columnType }),
  column.accessor('role', {
    header: m.columnRole,
    cell: (info) => (info.getValue() === 'host' ? m.roleHost : m.rolePlayer),
  }),
  column.accessor('locationName', { header: m.columnWhere }),
];

/** The games a user hosts and plays in, as a sortable, paged table (latest first). */
export function ProfileGamesTable({
  games,
  rating,
}: {
  games: ProfileGameRow[];
  rating: { average: number; count: number } | null;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'startsAt', desc: true }]);
  const table = useReactTable({
    data: games,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize: PAGE_SIZE } },
  });
  const pages = table.getPageCount();
  return (
    <Card title={m.profileGames}>
      {rating && (
        <p className="mb-3 text-sm font-medium text-slate-900">
          {m.hostRating(rating.average, rating.count)}
        </p>
      )}
      {games.length === 0 ? (
        <EmptyState title={m.noProfileGames} headingLevel={3} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-700">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                          }
                          className="py-2 pr-3 font-semibold"
                        >
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true">
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
                  <tr key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="py-2 pr-3 align-top text-slate-800">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <div className="mt-3 flex items-center justify-between gap-2 text-sm text-slate-700">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => table.previousPage()}
                disabled={!table.getCanPreviousPage()}
              >
                {m.previousPage}
              </Button>
              <span aria-live="polite">{m.pageOf(table.getState().pagination.pageIndex + 1, pages)}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => table.nextPage()}
                disabled={!table.getCanNextPage()}
              >
                {m.nextPage}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
