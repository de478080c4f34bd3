// How often a failed refund is tried (docs/refunds.md "Failed refunds"): pure, so the host's payment line (a
// client component) and the servers that retry (paid games, form fees) share one number.

/** A payment's failed refunds are tried this many times in all; then its seller is told. */
export const MAX_REFUND_ATTEMPTS = 5;
