'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, buttonClasses, Dialog } from '@/components/ui';
import { postCategories, postMessages as m } from '@/lib/messages/posts';
import { PostForm } from './PostForm';
import { usePostViewer } from './PostViewer';

/**
 * "Write a post" for signed-in users (a dialog, placed in the page's category and subcategory); visitors
 * get a link to log in and come back here.
 */
export function WritePostButton({ category, subCategory }: { category?: string; subCategory?: string }) {
  const viewer = usePostViewer();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  if (viewer.status === 'loading') return <span aria-hidden className="inline-block h-10 w-36" />;
  if (viewer.status === 'visitor')
    return (
      <Link
        href={`/auth/login?callbackUrl=${encodeURIComponent(pathname)}`}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {m.logInToWrite}
      </Link>
    );
  if (!viewer.viewer.canWrite)
    return (
      <Link
        href={`/user-onboarding?returnTo=${encodeURIComponent(pathname)}`}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {m.completeProfileToWrite}
      </Link>
    );
  const cat = postCategories.find((c) => c.slug === category) ?? postCategories[0];
  const sub = cat.subcategories.find((s) => s.slug === subCategory) ?? cat.subcategories[0];
  return (
    <>
      <Button onClick={() => setOpen(true)}>{m.writePost}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.newPostTitle} width={640}>
        <PostForm
          defaults={{ title: '', text: '', category: cat.slug, subCategory: sub.slug }}
          onCancel={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            // The action expired this page's cache tag: the refreshed list shows the new post.
            router.refresh();
          }}
        />
      </Dialog>
    </>
  );
}
