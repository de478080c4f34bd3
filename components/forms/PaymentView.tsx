import Link from 'next/link';
import { Badge, Card, ToastOnMount } from '@/components/ui';
import type { paymentData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';
import { PayButton } from './PayButton';

type Data = NonNullable<Awaited<ReturnType<typeof paymentData>>>;
const tone = { PAID: 'success', PARTIALLY_PAID: 'warning', UNPAID: 'danger' } as Record<
  string,
  'success' | 'warning' | 'danger'
>;

// form/payment/{id}/{submissionId} and pay-balance/{id}/{submissionId}: what is paid, what is left, and the button.
export function PaymentView({
  data,
  balance,
  returned,
}: {
  data: Data;
  balance: boolean;
  returned: boolean;
}) {
  const money = (c: number) => m.formatMoney(c, data.form.currency);
  const next = data.next;
  const label = !next
    ? ''
    : next.kind === 'DEPOSIT'
      ? m.payDeposit(money(next.amountCents))
      : next.kind === 'BALANCE'
        ? m.payBalance(money(next.amountCents))
        : m.payFull(money(next.amountCents));
  return (
    <div className="mx-auto max-w-lg space-y-6">
      {data.recorded === 'recorded' && <ToastOnMount kind="success" message={m.paymentReceived} />}
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{balance ? m.payBalanceTitle : m.payTitle}</h1>
        <p className="text-slate-600">{m.payIntro(data.form.title)}</p>
      </div>
      <Card>
        <div className="space-y-4 p-6">
          <div className="flex items-center justify-between gap-2">
            <p className="text-lg font-semibold tabular-nums text-slate-900">
              {m.amountLine(data.paidCents, data.dueCents, data.form.currency)}
            </p>
            <Badge tone={tone[data.status] ?? 'neutral'}>{m.paymentStatus[data.status]}</Badge>
          </div>
          {data.participant && <p className="text-sm text-slate-600">{data.participant}</p>}
          {next ? (
            data.paymentsOn ? (
              <div className="space-y-2">
                {returned && data.recorded !== 'recorded' && data.status !== 'PAID' && (
                  <p role="status" className="text-sm text-slate-700">
                    {m.balanceDue(money(data.dueCents - data.paidCents))}
                  </p>
                )}
                <PayButton
                  formId={data.form.id}
                  submissionId={data.id}
                  balance={next.kind === 'BALANCE'}
                  label={label}
                />
                {data.platformCharge && <p className="text-xs text-slate-500">{m.platformCharge}</p>}
              </div>
            ) : (
              <p className="text-sm text-slate-700">{m.paymentsOff}</p>
            )
          ) : (
            <p role="status" className="font-medium text-emerald-800">
              {data.status === 'PAID' ? m.paidInFull : m.nothingToPay}
            </p>
          )}
          <Link
            href={`/form/${data.form.id}/${data.id}`}
            className="inline-block text-sm text-emerald-800 underline"
          >
            {m.receiptAction}
          </Link>
        </div>
      </Card>
    </div>
  );
}
