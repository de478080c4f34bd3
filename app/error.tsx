'use client';

import { Unavailable } from '@/components/shell/Unavailable';

// Any page that throws while loading (e.g. PostgreSQL restarting): a retry, never the error or a stack.
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <Unavailable reset={reset} />;
}
