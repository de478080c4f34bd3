import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../support/smtp';
import { E2E_SMTP_PORT } from '../../playwright.config';

export const MAILBOX_DIR = path.resolve('test-results/mailbox');

// A real SMTP server for the app under test. Each received mail is written to test-results/mailbox
// as JSON, where the specs (in worker processes) read it.
export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const smtp = await startSmtpServer({
    port: E2E_SMTP_PORT,
    onMail: (mail) =>
      writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${++count}.json`), JSON.stringify(mail)),
  });
  return () => smtp.stop();
}
