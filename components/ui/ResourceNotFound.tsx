import Link from 'next/link';
import { notFoundMessages } from '@/lib/messages';

/** A 404 for one thing the viewer asked for (a game, team or place that is unknown or hidden from them): its own
 * heading, the Beans 404's two lines and a way on. Never a 500. */
export function ResourceNotFound({
  heading,
  href,
  linkLabel,
}: {
  heading: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden className="text-6xl">
        🐶
      </p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="text-slate-700">{notFoundMessages.title}</p>
      <p className="text-slate-700">{notFoundMessages.subtitle}</p>
      <Link href={href} className="font-semibold text-emerald-700 underline underline-offset-4">
        {linkLabel}
      </Link>
    </div>
  );
}
