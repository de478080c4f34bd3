import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { mailSamples } from '@/emails/catalog';
import { devEmailsMessages as m } from '@/lib/messages/shell';
import { isProduction } from '@/lib/env';
import { isLoopback, requestClientIp } from '@/lib/auth/client-ip';

export const metadata: Metadata = { title: m.title, robots: { index: false } };
export const dynamic = 'force-dynamic';

// Development only, and only for a browser on this machine (like /dev/outbox): every mail template in
// emails/, rendered with its sample data (emails/catalog.ts), HTML and plain-text parts side by side.
export default async function DevEmailsPage() {
  if (isProduction() || !isLoopback(await requestClientIp())) notFound();
  const mails = await Promise.all(mailSamples.map(async (s) => ({ id: s.id, ...(await s.render()) })));
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <p>{m.intro}</p>
      <ul className="list-inside list-disc text-sm">
        {mails.map((mail) => (
          <li key={mail.id}>
            <a href={`#${mail.id}`} className="font-medium text-emerald-700 underline">
              {mail.id}
            </a>
          </li>
        ))}
      </ul>
      {mails.map((mail) => (
        <article
          key={mail.id}
          id={mail.id}
          className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <h2 className="font-semibold">{mail.subject}</h2>
          <p className="text-sm text-slate-700">
            <code>emails/{mail.id}.tsx</code> · {m.size((Buffer.byteLength(mail.html) / 1024).toFixed(1))}
          </p>
          <iframe
            title={mail.subject}
            srcDoc={mail.html}
            sandbox="allow-popups"
            className="h-96 w-full rounded border border-slate-200"
          />
          <details>
            <summary className="cursor-pointer text-sm font-medium">{m.plainText}</summary>
            <pre className="mt-2 text-sm whitespace-pre-wrap">{mail.text}</pre>
          </details>
        </article>
      ))}
    </main>
  );
}
