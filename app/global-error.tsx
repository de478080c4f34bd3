'use client';

import { Unavailable } from '@/components/shell/Unavailable';
import './globals.css';

// A failure in the root layout itself: the same retry page, in its own document.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <Unavailable reset={reset} />
      </body>
    </html>
  );
}
