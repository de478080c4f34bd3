import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

// A real SMTP server in this process: mail sent by the app over SMTP arrives here.
export async function startSmtpServer(
  options: {
    port?: number;
    onMail?: (mail: ReceivedMail) => void;
    /** How long to hold each message before accepting it (a slow server), read per message. */
    delayMs?: () => number;
  } = {},
) {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          const text = parsed.text ?? '';
          const mail: ReceivedMail = {
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: Array.from(new Set(text.match(/https?:\/\/\S+/g) ?? [])),
          };
          mails.push(mail);
          options.onMail?.(mail);
          waiters.forEach((wake) => wake());
          setTimeout(callback, options.delayMs?.() ?? 0);
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  // Resolves with the first mail (already received or arriving later) that matches.
  function waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = mails.find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(
            `No matching mail within ${timeoutMs} ms (received: ${mails.map((m) => m.subject).join(', ') || 'none'})`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      const wake = () => void check();
      if (!check()) waiters.add(wake);
    });
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
