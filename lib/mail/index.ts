import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '@/lib/db';
import { env, isProduction } from '@/lib/env';
import type { MailContent } from '@/emails/render';

let transport: Transporter | undefined;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

// Sends one mail. With SMTP_URL it goes out over SMTP; without it, outside production, it is kept in
// the dev outbox (/dev/outbox) where its links can be clicked.
export async function sendMail(to: string, content: MailContent): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    // Bounded waits: a server that stalls fails the attempt within seconds, and the queue retries it
    // (docs/architecture.md, "Mail that someone waits for"), instead of holding the worker for minutes.
    transport ??= nodemailer.createTransport({ url: SMTP_URL, ...SMTP_TIMEOUTS });
    await transport.sendMail({ from: MAIL_FROM, to, ...content });
    return;
  }
  if (isProduction()) throw new Error('SMTP_URL is not set: cannot send mail in production');
  await db.devMail.create({ data: { to, ...content } });
}

export const appUrl = (path: string) => new URL(path, env().APP_URL).toString();
