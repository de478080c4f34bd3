import { postMessages as m } from '@/lib/messages/posts';

/** Community Posts › Category › Subcategory (the last one is the current page unless `current` is given). */
export function PostBreadcrumbs({ trail }: { trail: { href: string; label: string }[] }) {
  const items = [{ href: '/posts', label: m.boardTitle }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.href} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            <a href={item.href} className="underline-offset-4 hover:text-emerald-800 hover:underline">
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
