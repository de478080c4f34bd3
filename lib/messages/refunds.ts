// Refunds and disputes of paid games as the host sees them (issue 34 §3, docs/refunds.md). Not in the specs: ours.

const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const refundMessages = {
  money,
  paymentsTitle: 'Payments', // ours
  paymentsSummary: (collected: string, refunded: string, net: string) =>
    `Collected ${collected} · refunded ${refunded} · yours ${net} before fees`, // ours
  paid: (amount: string) => `Paid ${amount}`, // ours
  refunded: (amount: string) => `Refunded ${amount}`, // ours
  partlyRefunded: (refunded: string, amount: string) => `Refunded ${refunded} of ${amount}`, // ours
  refundPending: 'Refund pending at Stripe', // ours
  refundFailed: 'Refund failed — retrying', // ours
  refundStuck: 'Refund failed — needs your attention', // ours
  refundStuckTitle: 'A refund needs your attention', // ours
  refundStuckMessage: (name: string, amount: string, title: string, attempts: number) =>
    `Refunding ${amount} to ${name} for ${title} failed ${attempts} times at Stripe (their card may be closed), so it is no longer retried. Contact them to arrange the refund another way.`, // ours
  disputed: 'Disputed — the platform answers it with Stripe', // ours
  disputeClosedNoLoss: 'Dispute closed — no money lost', // ours
  disputeWon: 'Dispute won', // ours
  disputeLost: (amount: string) => `Dispute lost — ${amount} returned to the payer`, // ours
  /** The ledger row of a lost dispute (the payer's transactions). */
  disputeLedger: (title: string) => `Dispute: ${title}`, // ours
  /** The ledger row of a refund Stripe reported, then failed: the money is the payer's again (positive). */
  refundReversedLedger: (title: string) => `Refund failed: ${title}`, // ours
  disputeTitle: 'A payment was disputed', // ours
  disputeMessage: (name: string, amount: string, title: string) =>
    `${name} disputed their ${amount} payment for ${title}. The platform answers the dispute with Stripe; you will be told how it ends.`, // ours
  disputeClosedTitle: 'A dispute was closed', // ours
  disputeClosedMessage: (status: string, amount: string, title: string) =>
    status === 'won'
      ? `You won the dispute of ${amount} for ${title}.`
      : status === 'lost'
        ? `You lost the dispute of ${amount} for ${title}; the money went back to the payer.`
        : `The dispute of ${amount} for ${title} was closed without any money lost.`, // ours
  // Punch cards' charges (docs/passes.md). The platform answers disputes (destination charges).
  passRefundedTitle: 'A punch card was refunded', // ours
  passRefundedMessage: (name: string, amount: string, card: string) =>
    `${name}'s punch card ${card} was refunded in full (${amount}) at Stripe, so the card has ended.`, // ours
  passPartlyRefundedTitle: 'A punch card was partly refunded', // ours
  passPartlyRefundedMessage: (name: string, amount: string, price: string, card: string) =>
    `${amount} of ${name}'s ${price} punch card ${card} was refunded at Stripe. The card stays active with its games.`, // ours
  passDisputeTitle: 'A punch card payment was disputed', // ours
  passDisputeMessage: (name: string, amount: string, card: string) =>
    `${name} disputed their ${amount} payment for the punch card ${card}. The card cannot be used until the dispute is decided; the platform responds to it with Stripe.`, // ours
  passDisputeClosedMessage: (lost: boolean, amount: string, card: string) =>
    lost
      ? `The dispute of ${amount} for the punch card ${card} was lost; the money went back to the holder and the card has ended.`
      : `The dispute of ${amount} for the punch card ${card} was closed without a loss; the card can be used again.`, // ours
};
