import type { Metadata } from 'next';
import Link from 'next/link';
import { ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { transactionsOf } from '@/lib/billing/queries';
import { billingMessages as m } from '@/lib/messages';
import { dateTimeFormat } from '@/lib/intl';

export const metadata: Metadata = { title: m.transactionsTitle };

// transactions: the viewer's payments, refunds and payouts, newest first.
export default async function TransactionsPage() {
  const viewer = await requireViewer({ profile: true });
  const rows = await transactionsOf(viewer.id);
  const date = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: viewer.timeZone ?? 'UTC' });
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <Link href="/billing" className="text-sm text-emerald-800 underline">
          {m.backToBilling}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{m.transactionsTitle}</h1>
      </div>
      {rows.length === 0 ? (
        <EmptyState
          title={m.noTransactionsTitle}
          description={m.noTransactionsText}
          action={<ButtonLink href="/billing">{m.pageTitle}</ButtonLink>}
        />
      ) : (
        <Card>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {m.colDate}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {m.colType}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {m.colDescription}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {m.colAmount}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((t) => (
                  <tr key={t.id}>
                    <td className="py-2 pr-4 whitespace-nowrap">{date.format(t.createdAt)}</td>
                    <td className="py-2 pr-4">{m.transactionKind[t.kind] ?? t.kind}</td>
                    <td className="py-2 pr-4">{t.description ?? '—'}</td>
                    <td className="py-2 text-right whitespace-nowrap tabular-nums">
                      {m.formatCents(t.amountCents, t.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </div>
  );
}
