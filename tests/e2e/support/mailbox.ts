import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/smtp';

const MAILBOX_DIR = path.resolve('test-results/mailbox');

function readMailbox(): ReceivedMail[] {
  return readdirSync(MAILBOX_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as ReceivedMail);
}

// Waits for a mail to `to` whose subject matches, and returns its first link containing `linkPart`.
export async function linkFromMail(to: string, subject: RegExp, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readMailbox()
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        link = mail?.links.find((l) => l.includes(linkPart));
        return link;
      },
      { timeout: 15_000, message: `mail "${subject}" to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
