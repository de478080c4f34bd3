import Link from 'next/link';
import { PRODUCT_NAME } from '@/lib/messages';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-emerald-50 to-slate-50 px-4 py-10">
      <header className="mb-6">
        <Link href="/" className="text-2xl font-extrabold tracking-tight text-emerald-800">
          {PRODUCT_NAME}
        </Link>
      </header>
      <main
        id="main"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        {children}
      </main>
    </div>
  );
}
