import type { Metadata } from 'next';
import Link from 'next/link';
import { TransactionsTable } from '@/components/billing/TransactionsTable';
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
          <TransactionsTable
            rows={rows.map((t) => ({
              id: t.id,
              at: t.createdAt.toISOString(),
              date: date.format(t.createdAt),
              kind: t.kind,
              description: t.description ?? '—',
              amountCents: t.amountCents,
              currency: t.currency,
            }))}
          />
        </Card>
      )}
    </div>
  );
}
