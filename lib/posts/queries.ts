import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db';
import { postPath, postPreview } from './rules';
import { newAccountSince } from '@/lib/indexing/new-accounts';

// Post board reads. The board's pages are static and identical for everyone, so these reads are the
// public view (hidden posts left out) kept in Next's data cache under tags; a write refreshes the tags of
// the pages it changes (lib/posts/cache.ts). What differs per viewer — their own posts, posts from people
// they blocked or who blocked them — is settled in the browser through viewerPostStateAction.

export const POSTS_TAG = 'posts';
export const categoryTag = (category: string) => `posts:${category}`;
export const subcategoryTag = (category: string, subCategory: string) => `posts:${category}/${subCategory}`;
export const postTag = (id: string) => `post:${id}`;

/** Posts listed on one page. Older ones are not shown (the board is for what is happening now). */
export const LIST_LIMIT = 60;

export type PostCardData = {
  id: string;
  title: string;
  preview: string;
  href: string;
  createdAt: string;
  subCategory: string;
};

const cardSelect = { id: true, title: true, text: true, category: true, subCategory: true, createdAt: true };
type CardRow = {
  id: string;
  title: string;
  text: string;
  category: string;
  subCategory: string;
  createdAt: Date;
};

const toCard = (row: CardRow): PostCardData => ({
  id: row.id,
  title: row.title,
  preview: postPreview(row.text),
  href: postPath(row),
  createdAt: row.createdAt.toISOString(),
  subCategory: row.subCategory,
});

/** The newest visible posts of a subcategory (cached; tagged with the subcategory). */
export const postsInSubcategory = (category: string, subCategory: string) =>
  unstable_cache(
    async () => {
      const rows = await db.post.findMany({
        where: { category, subCategory, hiddenAt: null },
        select: cardSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: LIST_LIMIT,
      });
      return rows.map(toCard);
    },
    ['posts-subcategory', category, subCategory],
    { tags: [POSTS_TAG, categoryTag(category), subcategoryTag(category, subCategory)] },
  )();

/** The newest visible posts of a category, across its subcategories (cached; tagged with the category). */
export const postsInCategory = (category: string) =>
  unstable_cache(
    async () => {
      const rows = await db.post.findMany({
        where: { category, hiddenAt: null },
        select: cardSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: LIST_LIMIT,
      });
      return rows.map(toCard);
    },
    ['posts-category', category],
    { tags: [POSTS_TAG, categoryTag(category)] },
  )();

export type PostPageData = {
  id: string;
  title: string;
  text: string;
  category: string;
  subCategory: string;
  authorName: string | null;
  /** When the author's account was created (null: deleted author): new accounts' posts are not indexed. */
  authorJoinedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** One visible post (cached; tagged with the post). */
export const postById = (id: string) =>
  unstable_cache(
    async (): Promise<PostPageData | null> => {
      const row = await db.post.findFirst({
        where: { id, hiddenAt: null },
        select: {
          id: true,
          title: true,
          text: true,
          category: true,
          subCategory: true,
          createdAt: true,
          updatedAt: true,
          author: { select: { displayName: true, createdAt: true } },
        },
      });
      if (!row) return null;
      return {
        id: row.id,
        title: row.title,
        text: row.text,
        category: row.category,
        subCategory: row.subCategory,
        authorName: row.author?.displayName ?? null,
        authorJoinedAt: row.author?.createdAt.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
    ['post', id],
    { tags: [POSTS_TAG, postTag(id)] },
  )();

/** Every visible post's address, for the sitemap (newest first, at most `limit`). */
/** Posts for the sitemap: visible ones, except those of new accounts (lib/indexing/new-accounts.ts). */
export function sitemapPosts(limit = 40_000) {
  return db.post.findMany({
    where: {
      hiddenAt: null,
      OR: [{ authorId: null }, { author: { createdAt: { lte: newAccountSince() } } }],
    },
    select: { id: true, category: true, subCategory: true, updatedAt: true },
    orderBy: { updatedAt: 'desc' },
    take: limit,
  });
}

export type ReportedPost = {
  id: string;
  title: string;
  href: string;
  authorName: string | null;
  reports: { reason: string | null; createdAt: Date }[];
};

/** Admin review: visible posts with at least one report, most reported first (not cached). */
export async function reportedPosts(): Promise<ReportedPost[]> {
  const rows = await db.post.findMany({
    where: { hiddenAt: null, reports: { some: {} } },
    select: {
      id: true,
      title: true,
      category: true,
      subCategory: true,
      author: { select: { displayName: true } },
      reports: { select: { reason: true, createdAt: true }, orderBy: { createdAt: 'desc' } },
    },
    orderBy: { reports: { _count: 'desc' } },
    take: 100,
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    href: postPath(r),
    authorName: r.author?.displayName ?? null,
    reports: r.reports,
  }));
}
