import { PostViewerProvider } from '@/components/posts/PostViewer';
import { WritePostButton } from '@/components/posts/WritePostButton';
import { postCategories, postMessages as m } from '@/lib/messages/posts';
import { POSTS_IMAGE } from '@/lib/posts/rules';
import { publicPageMetadata } from '@/lib/seo/metadata';

export const metadata = publicPageMetadata({
  image: POSTS_IMAGE,
  title: m.boardTitle,
  description: m.boardIntro,
  path: '/posts',
});

// posts: Community Posts with the category view. Fully static (no data).
export default function PostBoardPage() {
  return (
    <PostViewerProvider postIds={[]}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.boardTitle}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{m.boardIntro}</p>
        </div>
        <WritePostButton />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{m.categoriesTitle}</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {postCategories.map((category) => (
          <li key={category.slug} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold">
              <a
                href={`/posts/${category.slug}`}
                className="text-emerald-800 underline-offset-4 hover:underline"
              >
                {category.label}
              </a>
            </h3>
            <ul aria-label={m.subcategoriesOf(category.label)} className="mt-2 space-y-1 text-sm">
              {category.subcategories.map((sub) => (
                <li key={sub.slug}>
                  <a
                    href={`/posts/${category.slug}/${sub.slug}`}
                    className="text-slate-700 underline-offset-4 hover:text-emerald-800 hover:underline"
                  >
                    {sub.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </PostViewerProvider>
  );
}
