import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostBreadcrumbs } from '@/components/posts/Breadcrumbs';
import { PostList } from '@/components/posts/PostList';
import { PostViewerProvider } from '@/components/posts/PostViewer';
import { WritePostButton } from '@/components/posts/WritePostButton';
import { postMessages as m } from '@/lib/messages/posts';
import { postsInSubcategory } from '@/lib/posts/queries';
import { findPlacement, POSTS_IMAGE } from '@/lib/posts/rules';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ category: string; subcategory: string }> };

// posts/{category}/{subcategory}: 'Posts in {category} - {subcategory}'. Static like the category page
// (rendered on first visit, kept until a post here changes). Unknown pairs are 404.
export const revalidate = false;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, subcategory } = await params;
  const place = findPlacement(category, subcategory);
  if (!place) return {};
  return publicPageMetadata({
    image: POSTS_IMAGE,
    title: m.postsIn(place.category.label, place.subcategory.label),
    description: m.categoryDescription(`${place.category.label} - ${place.subcategory.label}`),
    path: `/posts/${place.category.slug}/${place.subcategory.slug}`,
  });
}

export default async function SubcategoryPage({ params }: Props) {
  const { category, subcategory } = await params;
  const place = findPlacement(category, subcategory);
  if (!place) notFound();
  const posts = await postsInSubcategory(place.category.slug, place.subcategory.slug);
  return (
    <PostViewerProvider postIds={posts.map((p) => p.id)}>
      <PostBreadcrumbs
        trail={[
          { href: `/posts/${place.category.slug}`, label: place.category.label },
          {
            href: `/posts/${place.category.slug}/${place.subcategory.slug}`,
            label: place.subcategory.label,
          },
        ]}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {m.postsIn(place.category.label, place.subcategory.label)}
        </h1>
        <WritePostButton category={place.category.slug} subCategory={place.subcategory.slug} />
      </div>
      <div className="mt-6">
        <PostList posts={posts} emptyText={m.empty} />
      </div>
    </PostViewerProvider>
  );
}
