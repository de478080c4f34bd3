import { describe, expect, it } from 'vitest';
import { paymentState } from '@/lib/events/payment-state';
import { refundMessages as pm } from '@/lib/messages/refunds';

// The host's line for one payment on the manage page (docs/refunds.md): a dispute outranks refunds, a failed
// refund shows until the money is back, a partial refund says how much of what.
const base = {
  amountCents: 1500,
  currency: 'usd',
  refundedCents: 0,
  refundState: null,
  disputeStatus: null,
  disputedCents: 0,
} as const;

describe('paymentState', () => {
  it('names each state the host can meet', () => {
    // The fifth failed attempt: no more retries, the host must act.
    expect(paymentState({ ...base, refundState: 'FAILED', refundAttempts: 5 }).text).toBe(pm.refundStuck);
    expect(paymentState(base)).toEqual({ text: pm.paid('$15.00'), tone: 'success' });
    expect(paymentState({ ...base, refundState: 'PENDING' }).text).toBe(pm.refundPending);
    expect(paymentState({ ...base, refundState: 'FAILED' })).toEqual({
      text: pm.refundFailed,
      tone: 'danger',
    });
    expect(paymentState({ ...base, refundState: 'SUCCEEDED', refundedCents: 500 }).text).toBe(
      pm.partlyRefunded('$5.00', '$15.00'),
    );
    expect(paymentState({ ...base, refundState: 'SUCCEEDED', refundedCents: 1500 }).text).toBe(
      pm.refunded('$15.00'),
    );
    // A failed retry of the rest after a partial refund still shows the failure.
    expect(paymentState({ ...base, refundState: 'FAILED', refundedCents: 500 }).text).toBe(pm.refundFailed);
  });

  it('a dispute outranks refunds, and its outcome is shown', () => {
    expect(paymentState({ ...base, disputeStatus: 'needs_response', disputedCents: 1500 }).text).toBe(
      pm.disputed,
    );
    expect(paymentState({ ...base, disputeStatus: 'won' }).text).toBe(pm.disputeWon);
    // An inquiry closed without a chargeback is no loss.
    expect(paymentState({ ...base, disputeStatus: 'warning_closed', disputedCents: 1500 })).toEqual({
      text: pm.disputeClosedNoLoss,
      tone: 'success',
    });
    expect(paymentState({ ...base, disputeStatus: 'warning_needs_response' }).text).toBe(pm.disputed);
    // The platform answers disputes (destination charges): the host is not sent to their own dashboard.
    expect(pm.disputed).not.toMatch(/dashboard/i);
    expect(pm.disputeMessage('Ann', '$15.00', 'Game')).not.toMatch(/dashboard/i);
    expect(paymentState({ ...base, disputeStatus: 'lost', disputedCents: 1500 }).text).toBe(
      pm.disputeLost('$15.00'),
    );
  });
});
