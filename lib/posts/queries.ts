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

/**
 * The shape of a post id (a cuid, or the demo data's readable ids): anything else is unknown without a query.
 */
export const POST_ID_SHAPE = /^[a-z0-9][a-z0-9-]{7,39}$/;

/** Thrown inside a cached read on a miss: unstable_cache keeps nothing for a read that throws. */
class Miss extends Error {}

/**
 * One visible post (cached; tagged with the post). An id of another shape is unknown without a query, and a miss
 * is never cached, so made-up ids leave nothing in the shared cache (docs/security.md, "Shared cache").
 */
export async function postById(id: string): Promise<PostPageData | null> {
  if (!POST_ID_SHAPE.test(id)) return null;
  try {
    return await cachedPost(id);
  } catch (error) {
    if (error instanceof Miss) return null;
    throw error;
  }
}

const cachedPost = (id: string) =>
  unstable_cache(
    async (): Promise<PostPageData> => {
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
      if (!row) throw new Miss();
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
  lastReportAt: Date;
  reports: { reason: string | null; createdAt: Date; reporterName: string }[];
};

export type HiddenPost = {
  id: string;
  title: string;
  authorName: string | null;
  hiddenAt: Date;
  hiddenBy: string | null;
};

export type ModerationEntry = {
  id: string;
  action: string;
  createdAt: Date;
  adminName: string | null;
  postId: string;
  postTitle: string;
};

const personName = (u: { displayName: string | null; fullName: string | null; email: string } | null) =>
  u ? u.displayName || u.fullName || u.email : null;
const personSelect = { select: { displayName: true, fullName: true, email: true } } as const;

/**
 * The moderation queue (admin/posts, not cached): visible posts with open reports (most reported first), hidden
 * posts with who hid them, and the latest entries of the audit trail. Null for anyone but an administrator.
 */
export async function moderationQueue(viewer: { isAdmin: boolean }, take = 100) {
  if (!viewer.isAdmin) return null;
  const open = { closedAt: null } as const;
  const [reported, hidden, history] = await Promise.all([
    db.post.findMany({
      where: { hiddenAt: null, reports: { some: open } },
      select: {
        id: true,
        title: true,
        category: true,
        subCategory: true,
        author: { select: { displayName: true } },
        reports: {
          where: open,
          select: { reason: true, createdAt: true, reporter: personSelect },
          orderBy: { createdAt: 'desc' },
        },
      },
      orderBy: [{ reports: { _count: 'desc' } }, { createdAt: 'desc' }],
      take,
    }),
    db.post.findMany({
      where: { hiddenAt: { not: null } },
      select: {
        id: true,
        title: true,
        hiddenAt: true,
        author: { select: { displayName: true } },
        moderation: {
          where: { action: 'hide' },
          select: { admin: personSelect },
          orderBy: { createdAt: 'desc' },
          take: 1,
        },
      },
      orderBy: { hiddenAt: 'desc' },
      take,
    }),
    db.postModerationAction.findMany({
      select: {
        id: true,
        action: true,
        createdAt: true,
        admin: personSelect,
        post: { select: { id: true, title: true } },
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    }),
  ]);
  return {
    reported: reported.map((r): ReportedPost => ({
      id: r.id,
      title: r.title,
      href: postPath(r),
      authorName: r.author?.displayName ?? null,
      lastReportAt: r.reports[0].createdAt,
      reports: r.reports.map((x) => ({
        reason: x.reason,
        createdAt: x.createdAt,
        reporterName: personName(x.reporter)!,
      })),
    })),
    hidden: hidden.map((h): HiddenPost => ({
      id: h.id,
      title: h.title,
      authorName: h.author?.displayName ?? null,
      hiddenAt: h.hiddenAt!,
      hiddenBy: personName(h.moderation[0]?.admin ?? null),
    })),
    history: history.map((e): ModerationEntry => ({
      id: e.id,
      action: e.action,
      createdAt: e.createdAt,
      adminName: personName(e.admin),
      postId: e.post.id,
      postTitle: e.post.title,
    })),
  };
}
