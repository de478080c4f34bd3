'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useCallback, useEffect } from 'react';
// Direct imports of small files, not the barrels (Headless UI, every string) nor Button (next/link): this
// file is in every page's first load (app/error.tsx, app/global-error.tsx).
import { buttonClasses } from '@/components/ui/button-classes';
import { unavailableMessages as m } from '@/lib/messages/errors';

// What a page that failed to load shows (app/error.tsx, app/global-error.tsx): a short message and a retry,
// never the error. A database restart is over in seconds, so it also retries once by itself after 5 s.
export function Unavailable({ reset }: { reset: () => void }) {
  const router = useRouter();
  const retry = useCallback(
    () =>
      startTransition(() => {
        router.refresh();
        reset();
      }),
    [router, reset],
  );
  useEffect(() => {
    const timer = setTimeout(retry, 5000);
    return () => clearTimeout(timer);
  }, [retry]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold" role="alert">
        {m.title}
      </h1>
      <p className="text-slate-700">{m.subtitle}</p>
      <button type="button" className={buttonClasses()} onClick={retry}>
        {m.retry}
      </button>
    </main>
  );
}
