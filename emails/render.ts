import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';

/** What the send path (lib/mail) takes: the subject, the HTML part and the plain-text part. */
export type MailContent = { subject: string; html: string; text: string };

/** Gmail clips a message whose HTML is larger than about 102 KB; every mail stays under this. */
export const MAX_HTML_BYTES = 100 * 1024;

/**
 * Renders one mail component on the server: the HTML part, and the plain-text part generated from that HTML
 * (links written out after their text; the preheader and the "paste this link" line are skipped there).
 */
export async function renderMail(subject: string, element: ReactElement): Promise<MailContent> {
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}
