import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { db } from '@/lib/db';
import { env, isProduction } from '@/lib/env';
import type { MailContent } from '@/emails/render';

let transport: Transporter | undefined;

// Sends one mail. With SMTP_URL it goes out over SMTP; without it, outside production, it is kept in
// the dev outbox (/dev/outbox) where its links can be clicked.
export async function sendMail(to: string, content: MailContent): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    transport ??= nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, to, ...content });
    return;
  }
  if (isProduction()) throw new Error('SMTP_URL is not set: cannot send mail in production');
  await db.devMail.create({ data: { to, ...content } });
}

export const appUrl = (path: string) => new URL(path, env().APP_URL).toString();
