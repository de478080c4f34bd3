import type { Metadata } from 'next';
import Link from 'next/link';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { invoicesOf } from '@/lib/billing/queries';
import { billingMessages as m } from '@/lib/messages';
import { dateTimeFormat } from '@/lib/intl';

export const metadata: Metadata = { title: m.invoicesTitle };

// invoices: the viewer's invoices (date, description, amount, status, links), mirrored from Stripe by the sync.
export default async function InvoicesPage() {
  const viewer = await requireViewer({ profile: true });
  const invoices = await invoicesOf(viewer.id);
  const date = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: viewer.timeZone ?? 'UTC' });
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <Link href="/billing" className="text-sm text-emerald-800 underline">
          {m.backToBilling}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{m.invoicesTitle}</h1>
      </div>
      {invoices.length === 0 ? (
        <EmptyState
          title={m.noInvoicesTitle}
          description={m.noInvoicesText}
          action={<ButtonLink href="/billing">{m.pageTitle}</ButtonLink>}
        />
      ) : (
        <Card>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-2 font-medium sm:pr-4">
                    {m.colDate}
                  </th>
                  <th scope="col" className="py-2 pr-2 font-medium sm:pr-4">
                    {m.colDescription}
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium sm:pr-4">
                    {m.colAmount}
                  </th>
                  <th scope="col" className="py-2 pr-2 font-medium sm:pr-4">
                    {m.colStatus}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{m.viewInvoice}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {invoices.map((inv) => (
                  <tr key={inv.id}>
                    <td className="py-2 pr-2 sm:pr-4 sm:whitespace-nowrap">{date.format(inv.createdAt)}</td>
                    <td className="py-2 pr-2 sm:pr-4">{inv.description ?? '—'}</td>
                    <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums sm:pr-4">
                      {m.formatCents(inv.amountCents, inv.currency)}
                    </td>
                    <td className="py-2 pr-2 sm:pr-4">
                      <Badge tone={inv.status === 'paid' ? 'success' : 'warning'}>
                        {m.invoiceStatus[inv.status] ?? inv.status}
                      </Badge>
                    </td>
                    <td className="py-2">
                      <span className="flex flex-col gap-1 sm:flex-row sm:gap-3">
                        {inv.hostedUrl && (
                          <a
                            className="text-emerald-800 underline"
                            href={inv.hostedUrl}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {m.viewInvoice}
                          </a>
                        )}
                        {inv.pdfUrl && (
                          <a
                            className="text-emerald-800 underline"
                            href={inv.pdfUrl}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {m.downloadPdf}
                          </a>
                        )}
                      </span>
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
