import Link from 'next/link';
import { notFoundMessages, organizationMessages } from '@/lib/messages';

export default function OrganizationNotFound() {
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{organizationMessages.notFound}</h1>
      <p className="text-slate-700">{notFoundMessages.subtitle}</p>
      <Link href="/" className="font-semibold text-emerald-700 underline underline-offset-4">
        {notFoundMessages.goHome}
      </Link>
    </main>
  );
}
