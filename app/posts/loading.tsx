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
