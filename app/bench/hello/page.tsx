import type { Metadata } from 'next';

// /bench/hello: the smallest static page, the baseline of `npm run bench:public` (a marketing page's req/s is
// compared with this page's, served by the same server). Not for people or crawlers.
export const metadata: Metadata = { title: 'Hello', robots: { index: false, follow: false } };

export default function HelloPage() {
  return (
    <main id="main">
      <h1>Hello</h1>
    </main>
  );
}
