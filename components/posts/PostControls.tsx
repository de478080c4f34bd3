'use client';

import dynamic from 'next/dynamic';
import type { PostPageData } from '@/lib/posts/queries';
import { usePostViewer } from './PostViewer';

// The controls' dialogs and form load only for signed-in members: visitors (and crawlers) get none of their
// JavaScript. The placeholder keeps the row's height while they load.
const PostControlsPanel = dynamic(() => import('./PostControlsPanel').then((m) => m.PostControlsPanel), {
  ssr: false,
  loading: () => <div aria-hidden className="mt-6 h-[3.3rem] border-t border-slate-100" />,
});

/** On a post's page: the author's, reporter's and admin's controls (nothing for visitors). */
export function PostControls({ post }: { post: PostPageData }) {
  const viewer = usePostViewer();
  if (viewer.status !== 'member') return null;
  return <PostControlsPanel post={post} />;
}
