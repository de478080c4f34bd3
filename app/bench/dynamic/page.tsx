import type { Metadata } from 'next';
import { connection } from 'next/server';

// /bench/dynamic: the smallest page rendered per request (no session, no data), the floor of `npm run
// bench:pages`: what any dynamically rendered page costs this server before it does anything of its own.
// Not for people or crawlers.
export const metadata: Metadata = { title: 'Dynamic', robots: { index: false, follow: false } };

export default async function DynamicPage() {
  await connection();
  return (
    <main id="main">
      <h1>Dynamic</h1>
    </main>
  );
}
