import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostBreadcrumbs } from '@/components/posts/Breadcrumbs';
import { PostList } from '@/components/posts/PostList';
import { PostViewerProvider } from '@/components/posts/PostViewer';
import { WritePostButton } from '@/components/posts/WritePostButton';
import { postMessages as m } from '@/lib/messages/posts';
import { postsInCategory } from '@/lib/posts/queries';
import { findCategory, POSTS_IMAGE } from '@/lib/posts/rules';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ category: string }> };

// posts/{category}: the newest posts of a category. Static, rendered on first visit and kept until a post of
// the category changes (its cache tag). Nothing is prerendered at build: the database a build sees need
// not be the one the server reads. Unknown categories are 404.
export const revalidate = false;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = findCategory((await params).category);
  if (!category) return {};
  return publicPageMetadata({
    image: POSTS_IMAGE,
    title: m.postsInCategory(category.label),
    description: m.categoryDescription(category.label),
    path: `/posts/${category.slug}`,
  });
}

export default async function CategoryPage({ params }: Props) {
  const category = findCategory((await params).category);
  if (!category) notFound();
  const posts = await postsInCategory(category.slug);
  return (
    <PostViewerProvider postIds={posts.map((p) => p.id)}>
      <PostBreadcrumbs trail={[{ href: `/posts/${category.slug}`, label: category.label }]} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {m.postsInCategory(category.label)}
        </h1>
        <WritePostButton category={category.slug} />
      </div>
      <nav aria-label={m.subcategoriesOf(category.label)} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {category.subcategories.map((sub) => (
            <li key={sub.slug}>
              <a
                href={`/posts/${category.slug}/${sub.slug}`}
                className="inline-block rounded-full border border-emerald-700 px-3 py-1 text-sm font-medium text-emerald-800 hover:bg-emerald-50"
              >
                {sub.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <PostList posts={posts} emptyText={m.empty} />
      </div>
    </PostViewerProvider>
  );
}
