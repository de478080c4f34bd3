import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

// The `transactions` ledger (the player's Transactions page and CSV): the one writer. Payments are positive and
// refunds negative, so a user's rows add up to what they paid; callers pass amounts as positive cents and say
// which it is. Written inside the caller's transaction, with the state change it records.

type Tx = Prisma.TransactionClient;

export type LedgerEntry = {
  userId: string;
  /** A payment (money in) or a refund of one (money back). */
  kind: 'EVENT_PAYMENT' | 'FORM_PAYMENT' | 'PASS_PAYMENT' | 'REFUND';
  /** Positive cents; a refund is stored negative. */
  amountCents: number;
  currency: string;
  description: string;
  stripePaymentIntentId?: string | null;
  eventId?: string;
  formSubmissionId?: string;
  /**
   * A refund taken back: Stripe reported it succeeded, then failed (the payer's card was closed), so the money
   * never reached the payer. Stored positive with kind REFUND, cancelling the earlier refund row.
   */
  reversal?: boolean;
};

const row = (entry: LedgerEntry): Prisma.TransactionCreateManyInput => ({
  userId: entry.userId,
  kind: entry.kind,
  amountCents:
    entry.kind === 'REFUND' && !entry.reversal ? -Math.abs(entry.amountCents) : Math.abs(entry.amountCents),
  currency: entry.currency,
  description: entry.description,
  ...(entry.stripePaymentIntentId !== undefined && { stripePaymentIntentId: entry.stripePaymentIntentId }),
  ...(entry.eventId !== undefined && { eventId: entry.eventId }),
  ...(entry.formSubmissionId !== undefined && { formSubmissionId: entry.formSubmissionId }),
});

/** Writes ledger rows in the caller's transaction (one statement for any number of rows). */
export async function writeLedger(tx: Tx, entries: LedgerEntry[]) {
  if (entries.length === 0) return;
  if (entries.length === 1) await tx.transaction.create({ data: row(entries[0]!) });
  else await tx.transaction.createMany({ data: entries.map(row) });
}
