import { postMessages as m } from '@/lib/messages/posts';
import type { PostCardData } from '@/lib/posts/queries';
import { dateTimeFormat } from '@/lib/intl';

/** A post on a list: title, the 100-character preview and View More. */
export function PostCard({ post }: { post: PostCardData }) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{post.title}</h2>
      <p className="flex-1 break-words text-sm text-slate-700" data-testid="post-preview">
        {post.preview}
      </p>
      <p className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        <a
          href={post.href}
          className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {m.viewMore}
          <span className="sr-only">: {post.title}</span>
        </a>
      </p>
    </article>
  );
}

/** "Nov 24, 2026" in UTC, the same on the server and in every browser. */
export function formatPostDate(iso: string) {
  return dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
