'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo } from 'react';
import { Badge } from '@/components/ui';
import { adminPartnerMessages as m, partnerTypes, type PartnerType } from '@/lib/messages/partners';
import { AdminTable } from './AdminTable';

export type PartnerRow = {
  id: string;
  name: string;
  type: string;
  place: string;
  preferred: boolean;
  retired: boolean;
  events: number;
};

/** admin/partners: every partner, sortable; the name opens its edit page. */
export function PartnersTable({ rows }: { rows: PartnerRow[] }) {
  const columns = useMemo<ColumnDef<PartnerRow>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: m.colName,
        cell: ({ row: { original: r } }) => (
          <span className="flex flex-wrap items-center gap-2">
            <Link href={`/admin/partners/${r.id}`} className="font-semibold text-emerald-800 hover:underline">
              {r.name}
            </Link>
            {r.preferred && <Badge tone="success">{m.preferredBadge}</Badge>}
          </span>
        ),
      },
      {
        id: 'type',
        accessorFn: (r) => partnerTypes[r.type as PartnerType]?.label ?? r.type,
        header: m.colType,
      },
      { id: 'place', accessorKey: 'place', header: m.colPlace },
      { id: 'events', accessorKey: 'events', header: m.colEvents },
      {
        id: 'status',
        accessorFn: (r) => (r.retired ? m.retired : m.active),
        header: m.colStatus,
        cell: ({ row: { original: r } }) => (
          <Badge tone={r.retired ? 'neutral' : 'success'}>{r.retired ? m.retired : m.active}</Badge>
        ),
      },
    ],
    [],
  );
  return <AdminTable rows={rows} columns={columns} label={m.title} rowId={(r) => r.id} />;
}
