'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { postCategories, postMessages as m } from '@/lib/messages/posts';
import { PostForm } from './PostForm';

/** The signed-in member's "Write a post" button and dialog (loaded only for members by WritePostButton). */
export function WritePostDialog({ category, subCategory }: { category?: string; subCategory?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
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
