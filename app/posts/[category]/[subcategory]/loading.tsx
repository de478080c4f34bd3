// "Loading posts..." while a subcategory's list (or a post) loads. Not on the board and category pages: those are
// large static pages, and a boundary there lets React stream the fallback first and swap the content in
// (a layout shift on phones).
import { Spinner } from '@/components/ui/Spinner';
import { postMessages as m } from '@/lib/messages/posts';

export default function PostsLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-10 text-slate-700">
      <Spinner decorative />
      {m.loading}
    </p>
  );
}
