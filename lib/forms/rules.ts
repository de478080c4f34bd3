import { MAX_REFUND_ATTEMPTS } from '@/lib/billing/refund-attempts';
import type { FormPaymentKind, PaymentStatus } from '@/lib/generated/prisma/enums';

// Pure rules of forms: the fee's next payment, the submission's payment status, when a form takes submissions,
// CSV cells. Client components import this file (types only from Prisma).

export type Fee = { priceCents: number; depositCents: number | null };

/** What the submitter pays next: the deposit first when the form has one, then the balance; null when settled. */
export function nextPayment(
  fee: Fee,
  paidCents: number,
): { kind: FormPaymentKind; amountCents: number } | null {
  const due = fee.priceCents;
  if (due <= 0 || paidCents >= due) return null;
  if (paidCents === 0) {
    const deposit = fee.depositCents ?? 0;
    return deposit > 0 && deposit < due
      ? { kind: 'DEPOSIT', amountCents: deposit }
      : { kind: 'FULL', amountCents: due };
  }
  return { kind: 'BALANCE', amountCents: due - paidCents };
}

export function paymentStatusOf(dueCents: number, paidCents: number, refunded = false): PaymentStatus {
  if (refunded) return 'REFUNDED';
  if (dueCents <= 0) return 'NOT_REQUIRED';
  if (paidCents <= 0) return 'UNPAID';
  return paidCents >= dueCents ? 'PAID' : 'PARTIALLY_PAID';
}

export type Window = {
  opensAt: Date | null;
  closesAt: Date | null;
  closed: boolean;
  capacity: number | null;
};
export type WindowState = 'open' | 'notYet' | 'closed' | 'full';

/** Whether a form takes a submission now, given how many it has. */
export function windowState(form: Window, now: Date, count: number): WindowState {
  if (form.closed || (form.closesAt && now >= form.closesAt)) return 'closed';
  if (form.opensAt && now < form.opensAt) return 'notYet';
  if (form.capacity !== null && count >= form.capacity) return 'full';
  return 'open';
}

/** One CSV cell: quoted when needed; a leading = + - @ (a spreadsheet formula) is defused with a quote mark. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A fee's refund that failed at Stripe: being retried, or given up after the last attempt (docs/refunds.md). */
export function refundTrouble(p: {
  refundState: 'PENDING' | 'SUCCEEDED' | 'FAILED' | null;
  refundAttempts: number;
}): 'retrying' | 'stuck' | null {
  if (p.refundState !== 'FAILED') return null;
  return p.refundAttempts >= MAX_REFUND_ATTEMPTS ? 'stuck' : 'retrying';
}
