import { PRODUCT_NAME } from '@/lib/messages';

export type MailContent = { subject: string; html: string; text: string };

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Every mail: a short text, one call-to-action button with the link also written out, and a footer.
export function actionMail(opts: {
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro?: string;
  /** A last small line with a link, e.g. to stop this kind of mail. */
  footer?: { text: string; link: string; url: string };
}): MailContent {
  const { subject, intro, action, url, outro, footer } = opts;
  const html = `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#047857">${escapeHtml(PRODUCT_NAME)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">Or paste this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(url)}" style="color:#047857">${escapeHtml(url)}</a></p>
${outro ? `<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(outro)}</p>` : ''}
${footer ? `<p style="margin:16px 0 0;font-size:12px;color:#64748b">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.url)}" style="color:#64748b">${escapeHtml(footer.link)}</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  const footerText = footer ? `\n${footer.text} ${footer.link}: ${footer.url}\n` : '';
  const text = `${intro}\n\n${action}: ${url}\n${outro ? `\n${outro}\n` : ''}${footerText}\n— ${PRODUCT_NAME}`;
  return { subject, html, text };
}
