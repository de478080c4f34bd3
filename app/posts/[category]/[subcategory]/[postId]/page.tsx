import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { PostBreadcrumbs } from '@/components/posts/Breadcrumbs';
import { formatPostDate } from '@/components/posts/PostCard';
import { PostControls } from '@/components/posts/PostControls';
import { PostGate } from '@/components/posts/PostGate';
import { PostText } from '@/components/posts/PostText';
import { PostViewerProvider } from '@/components/posts/PostViewer';
import { siteUrl } from '@/lib/env';
import { postMessages as m } from '@/lib/messages/posts';
import { postById } from '@/lib/posts/queries';
import { findPlacement, postPath, postPreview, POSTS_IMAGE } from '@/lib/posts/rules';
import { jsonLd, publicPageMetadata } from '@/lib/seo/metadata';
import { isNewAccount, NEW_ACCOUNT_ROBOTS } from '@/lib/indexing/new-accounts';

type Props = { params: Promise<{ category: string; subcategory: string; postId: string }> };

// posts/{category}/{subcategory}/{postId}: one post. Static, rendered on first visit and kept until the post
// changes (its cache tag). A hidden or unknown post is 404; a post moved to another subcategory redirects.
export const revalidate = false;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await postById((await params).postId);
  if (!post) return {};
  const metadata = publicPageMetadata({
    image: POSTS_IMAGE,
    title: post.title,
    description: postPreview(post.text, 155),
    path: postPath(post),
    type: 'article',
  });
  return isNewAccount(post.authorJoinedAt) ? { ...metadata, robots: NEW_ACCOUNT_ROBOTS } : metadata;
}

export default async function PostPage({ params }: Props) {
  const { category, subcategory, postId } = await params;
  const post = await postById(postId);
  const place = post && findPlacement(post.category, post.subCategory);
  if (!post || !place) notFound();
  if (post.category !== category || post.subCategory !== subcategory) permanentRedirect(postPath(post));
  const author = post.authorName ?? m.formerMember;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: post.title,
    text: post.text,
    url: `${siteUrl()}${postPath(post)}`,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: author },
  };
  return (
    <PostViewerProvider postIds={[post.id]}>
      <PostBreadcrumbs
        trail={[
          { href: `/posts/${place.category.slug}`, label: place.category.label },
          {
            href: `/posts/${place.category.slug}/${place.subcategory.slug}`,
            label: place.subcategory.label,
          },
        ]}
      />
      <PostGate postId={post.id}>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
        <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <header className="mb-5 space-y-2 border-b border-slate-100 pb-4">
            <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {post.title}
            </h1>
            <p className="text-sm text-slate-600">
              {m.postedBy(author)} · <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
            </p>
          </header>
          <PostText text={post.text} />
          <PostControls post={post} />
        </article>
      </PostGate>
      <p className="mt-6">
        <a
          href={`/posts/${place.category.slug}/${place.subcategory.slug}`}
          className="text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline"
        >
          ← {m.backToPosts}
        </a>
      </p>
    </PostViewerProvider>
  );
}
