'use client';

import { EmptyState } from '@/components/ui/EmptyState';
import type { PostCardData } from '@/lib/posts/queries';
import { PostCard } from './PostCard';
import { usePostViewer } from './PostViewer';

/** The cards of a list page, without the posts of anyone the viewer blocked or was blocked by. */
export function PostList({ posts, emptyText }: { posts: PostCardData[]; emptyText: string }) {
  const viewer = usePostViewer();
  const shown = viewer.status === 'member' ? posts.filter((p) => !viewer.blocked.has(p.id)) : posts;
  if (shown.length === 0) return <EmptyState title={emptyText} headingLevel={2} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {shown.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
