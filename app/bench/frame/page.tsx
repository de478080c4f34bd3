import type { Metadata } from 'next';
import { requireViewer } from '@/lib/auth/viewer';

// /bench/frame: the signed-in frame with an empty body, the second floor of `npm run bench:pages`: what every
// signed-in page costs this server before its own content (the session and viewer read, the side panel and its
// client components, requireViewer's checks). Like /bench/dynamic, 404 in production unless BENCH_ROUTES=on
// (proxy.ts); not for people or crawlers.
export const metadata: Metadata = { title: 'Frame', robots: { index: false, follow: false } };

export default async function FramePage() {
  await requireViewer();
  return <h1>Frame</h1>;
}
