'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { callAction } from '@/lib/actions/call';
import { viewerPostStateAction, type PostViewer } from '@/lib/posts/actions';

// The board's pages are static and the same for everyone; this asks the server once per page who is
// looking: visitors keep the public page, a signed-in viewer gets their controls and loses the posts of
// anyone they blocked or who blocked them.

export type PostViewerState =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'member'; viewer: PostViewer; own: Set<string>; blocked: Set<string> };

const Context = createContext<PostViewerState>({ status: 'loading' });

export const usePostViewer = () => useContext(Context);

export function PostViewerProvider({ postIds, children }: { postIds: string[]; children: ReactNode }) {
  const [state, setState] = useState<PostViewerState>({ status: 'loading' });
  const key = postIds.join(',');
  useEffect(() => {
    let live = true;
    void callAction(viewerPostStateAction, { postIds: key ? key.split(',') : [] }).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? {
              status: 'member',
              viewer: result.data,
              own: new Set(result.data.own),
              blocked: new Set(result.data.blocked),
            }
          : { status: 'visitor' },
      );
    });
    return () => {
      live = false;
    };
  }, [key]);
  return <Context.Provider value={state}>{children}</Context.Provider>;
}
