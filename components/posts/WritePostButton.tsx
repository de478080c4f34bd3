'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button-classes';
import { postMessages as m } from '@/lib/messages/posts';
import { usePostViewer } from './PostViewer';

// The dialog and the form load only for signed-in members: visitors get a link and none of their JavaScript.
const WritePostDialog = dynamic(() => import('./WritePostDialog').then((mod) => mod.WritePostDialog), {
  ssr: false,
  loading: () => <span aria-hidden className="inline-block h-10 w-36" />,
});

/**
 * "Write a post" for signed-in users (a dialog, placed in the page's category and subcategory); visitors
 * get a link to log in and come back here.
 */
export function WritePostButton({ category, subCategory }: { category?: string; subCategory?: string }) {
  const viewer = usePostViewer();
  const pathname = usePathname();
  // While the viewer loads, the visitor's link holds its place invisibly (same size: no layout shift for
  // visitors, who are most readers). Not prefetched: most readers never log in from here, and the login page's
  // scripts would be fetched and compiled while the board starts.
  if (viewer.status === 'loading' || viewer.status === 'visitor')
    return (
      <Link
        href={`/auth/login?callbackUrl=${encodeURIComponent(pathname)}`}
        prefetch={false}
        className={buttonClasses({
          variant: 'secondary',
          className: viewer.status === 'loading' ? 'invisible' : '',
        })}
        aria-hidden={viewer.status === 'loading' || undefined}
        tabIndex={viewer.status === 'loading' ? -1 : undefined}
      >
        {m.logInToWrite}
      </Link>
    );
  if (!viewer.viewer.canWrite)
    return (
      <Link
        href={`/user-onboarding?returnTo=${encodeURIComponent(pathname)}`}
        prefetch={false}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {m.completeProfileToWrite}
      </Link>
    );
  return <WritePostDialog category={category} subCategory={subCategory} />;
}
