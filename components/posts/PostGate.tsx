'use client';

import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { postMessages as m } from '@/lib/messages/posts';
import { usePostViewer } from './PostViewer';

/** A post's content, or 'Post not found' for a viewer who blocked its author or was blocked by them. */
export function PostGate({ postId, children }: { postId: string; children: ReactNode }) {
  const viewer = usePostViewer();
  if (viewer.status === 'member' && viewer.blocked.has(postId))
    return <EmptyState title={m.postNotFound} headingLevel={2} />;
  return <>{children}</>;
}
