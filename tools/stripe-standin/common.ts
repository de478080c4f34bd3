import { randomBytes } from 'node:crypto';

// Helpers shared by the stand-in's modules: ids with Stripe's prefixes, Stripe's error shapes, the hosted pages'
// frame.

export type Json = Record<string, unknown>;

export const now = () => Math.floor(Date.now() / 1000);
export const id = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String((body.error as Json | undefined)?.message ?? (body.error_description as string) ?? 'error'));
  }
}
export const missing = (what: string, value: string, param = 'id') =>
  new StripeError(404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such ${what}: '${value}'`,
    },
  });
export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
  });

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** A hosted page of the stand-in, with its test-mode banner. */
export const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;color:#0f172a}main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px #0002}
.banner{background:#fef3c7;color:#78350f;padding:.5rem 1rem;text-align:center;font-size:.875rem}h1{font-size:1.25rem}
button,a.button{display:inline-block;font:inherit;border:0;border-radius:8px;padding:.625rem 1rem;cursor:pointer;text-decoration:none}
.primary{background:#047857;color:#fff}.secondary{background:#e2e8f0;color:#0f172a}.danger{background:#b91c1c;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.row{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
.amount{font-size:2rem;font-weight:700}.muted{color:#475569}li{margin:.75rem 0}</style></head>
<body><div class="banner" role="note">Test mode — local Stripe stand-in. No real payment is made.</div><main>${body}</main></body></html>`;
