/** The Badge tones (components/ui). */
type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';
import { MAX_REFUND_ATTEMPTS } from '@/lib/billing/refund-attempts';
import { refundMessages as pm } from '@/lib/messages/refunds';

// The host's line for one payment of their game (the manage page's Payments card): pure, shared by the page and
// its tests.

export { MAX_REFUND_ATTEMPTS };

export type PaymentLine = {
  amountCents: number;
  currency: string;
  refundedCents: number;
  refundState: 'PENDING' | 'SUCCEEDED' | 'FAILED' | null;
  disputeStatus: string | null;
  disputedCents: number;
  /** Failed refund attempts so far (absent: none counted). */
  refundAttempts?: number;
};

/** What became of one payment: refunds (full, partial, pending, failed and retried) and disputes. */
export function paymentState(p: PaymentLine): { text: string; tone: BadgeTone } {
  const money = (cents: number) => pm.money(cents, p.currency);
  if (p.disputeStatus === 'lost') return { text: pm.disputeLost(money(p.disputedCents)), tone: 'danger' };
  if (p.disputeStatus === 'won') return { text: pm.disputeWon, tone: 'success' };
  // An inquiry (or dispute) closed without a chargeback: nothing was lost, it is not a lost dispute.
  if (p.disputeStatus === 'warning_closed') return { text: pm.disputeClosedNoLoss, tone: 'success' };
  if (p.disputeStatus) return { text: pm.disputed, tone: 'warning' };
  if (p.refundState === 'FAILED' && p.refundedCents < p.amountCents)
    return {
      text: (p.refundAttempts ?? 0) >= MAX_REFUND_ATTEMPTS ? pm.refundStuck : pm.refundFailed,
      tone: 'danger',
    };
  if (p.refundState === 'PENDING') return { text: pm.refundPending, tone: 'warning' };
  if (p.refundedCents >= p.amountCents) return { text: pm.refunded(money(p.amountCents)), tone: 'neutral' };
  if (p.refundedCents > 0)
    return { text: pm.partlyRefunded(money(p.refundedCents), money(p.amountCents)), tone: 'neutral' };
  return { text: pm.paid(money(p.amountCents)), tone: 'success' };
}
