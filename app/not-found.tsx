import Link from 'next/link';
import { notFoundMessages } from '@/lib/messages';

export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p aria-hidden className="text-6xl">
        🐶
      </p>
      <h1 className="text-2xl font-bold">{notFoundMessages.title}</h1>
      <p className="text-slate-700">{notFoundMessages.subtitle}</p>
      <Link href="/" className="font-semibold text-emerald-700 underline underline-offset-4">
        {notFoundMessages.goHome}
      </Link>
    </main>
  );
}
