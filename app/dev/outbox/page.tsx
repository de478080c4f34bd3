import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { devOutbox } from '@/lib/mail/queries';
import { devOutboxMessages as m } from '@/lib/messages/shell';
import { env, isProduction } from '@/lib/env';
import { isLoopback, requestClientIp } from '@/lib/auth/client-ip';

export const metadata: Metadata = { title: m.title, robots: { index: false } };
export const dynamic = 'force-dynamic';

// Development only, and only for a browser on this machine: mail that would have been sent, with
// working links (reset links included). Absent in production and for anyone on the network.
export default async function DevOutboxPage() {
  if (isProduction() || env().SMTP_URL || !isLoopback(await requestClientIp())) notFound();
  const mails = await devOutbox();
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      {mails.length === 0 && <p>{m.empty}</p>}
      {mails.map((mail) => (
        <article key={mail.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="font-semibold">{mail.subject}</h2>
          <p className="text-sm text-slate-700">
            To {mail.to} · {mail.createdAt.toISOString()}
          </p>
          <ul className="mt-2 space-y-1">
            {Array.from(new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])).map((url) => (
              <li key={url}>
                <a href={url} className="break-all text-sm font-medium text-emerald-700 underline">
                  {url}
                </a>
              </li>
            ))}
          </ul>
          <iframe
            title={mail.subject}
            srcDoc={mail.html}
            sandbox="allow-top-navigation-by-user-activation allow-popups"
            className="mt-3 h-96 w-full rounded border border-slate-200"
          />
        </article>
      ))}
    </main>
  );
}
