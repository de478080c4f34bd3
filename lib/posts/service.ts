import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { blockedBetweenSql } from '@/lib/access/blocks';
import type { CreatePostInput, ReportPostInput, UpdatePostInput } from './schema';

// Post board writes. Every write is scoped in its WHERE clause: an author changes only their own posts, an
// admin hides any post, and a post that is hidden, or whose author and the viewer have blocked each other,
// answers "not found" like one that never existed.

/** Where a post lives: the cache tags of these pages are refreshed after a change. */
export type PostLocation = { id: string; category: string; subCategory: string };

export type PostWrite = { status: 'ok'; post: PostLocation; before?: PostLocation } | { status: 'notFound' };

const location = { id: true, category: true, subCategory: true } as const;

export async function createPost(db: Db, authorId: string, input: CreatePostInput): Promise<PostLocation> {
  return db.post.create({
    data: {
      authorId,
      title: input.title,
      text: input.text,
      category: input.category,
      subCategory: input.subCategory,
    },
    select: location,
  });
}

/** The author edits their post (title, text, and where it lives). */
export async function updatePost(db: Db, authorId: string, input: UpdatePostInput): Promise<PostWrite> {
  return db.$transaction(async (tx) => {
    const before = await tx.post.findFirst({
      where: { id: input.postId, authorId, hiddenAt: null },
      select: location,
    });
    if (!before) return { status: 'notFound' } as const;
    const post = await tx.post.update({
      where: { id: before.id },
      data: {
        title: input.title,
        text: input.text,
        category: input.category,
        subCategory: input.subCategory,
      },
      select: location,
    });
    return { status: 'ok', post, before } as const;
  });
}

/** The author deletes their post (reports go with it). */
export async function deletePost(db: Db, authorId: string, postId: string): Promise<PostWrite> {
  return db.$transaction(async (tx) => {
    const post = await tx.post.findFirst({ where: { id: postId, authorId }, select: location });
    if (!post) return { status: 'notFound' } as const;
    await tx.post.delete({ where: { id: post.id } });
    return { status: 'ok', post } as const;
  });
}

export type ReportResult = { status: 'reported' | 'notFound' | 'own' };

/** Anyone signed in reports a post they can see; reporting again replaces the reason and reopens it. */
export async function reportPost(db: Db, reporterId: string, input: ReportPostInput): Promise<ReportResult> {
  const post = await visiblePostFor(db, reporterId, input.postId);
  if (!post) return { status: 'notFound' };
  if (post.authorId === reporterId) return { status: 'own' };
  const reason = input.reason || null;
  await db.postReport.upsert({
    where: { postId_reporterId: { postId: post.id, reporterId } },
    create: { postId: post.id, reporterId, reason },
    update: { reason, closedAt: null },
  });
  return { status: 'reported' };
}

export type ModerationAction = 'hide' | 'restore' | 'dismiss';

/**
 * An admin hides a post: it leaves every list and page. Its open reports stay open until it is restored (the
 * queue lists hidden posts apart). The admin and the time go to the audit trail.
 */
export async function hidePost(db: Db, adminId: string, postId: string): Promise<PostWrite> {
  return db.$transaction(async (tx) => {
    const [post] = await tx.post.updateManyAndReturn({
      where: { id: postId, hiddenAt: null },
      data: { hiddenAt: new Date() },
      select: location,
    });
    if (!post) return { status: 'notFound' } as const;
    await tx.postModerationAction.create({ data: { postId: post.id, adminId, action: 'hide' } });
    return { status: 'ok', post } as const;
  });
}

/** An admin brings a hidden post back: it is on the board again and its reports are closed. */
export async function restorePost(db: Db, adminId: string, postId: string): Promise<PostWrite> {
  return db.$transaction(async (tx) => {
    const [post] = await tx.post.updateManyAndReturn({
      where: { id: postId, hiddenAt: { not: null } },
      data: { hiddenAt: null },
      select: location,
    });
    if (!post) return { status: 'notFound' } as const;
    await tx.postReport.updateMany({ where: { postId, closedAt: null }, data: { closedAt: new Date() } });
    await tx.postModerationAction.create({ data: { postId: post.id, adminId, action: 'restore' } });
    return { status: 'ok', post } as const;
  });
}

/** An admin dismisses a visible post's open reports: it leaves the queue and stays on the board. */
export async function dismissReports(db: Db, adminId: string, postId: string): Promise<PostWrite> {
  return db.$transaction(async (tx) => {
    const post = await tx.post.findFirst({
      where: { id: postId, hiddenAt: null, reports: { some: { closedAt: null } } },
      select: location,
    });
    if (!post) return { status: 'notFound' } as const;
    await tx.postReport.updateMany({ where: { postId, closedAt: null }, data: { closedAt: new Date() } });
    await tx.postModerationAction.create({ data: { postId: post.id, adminId, action: 'dismiss' } });
    return { status: 'ok', post } as const;
  });
}

/** A post the viewer may see: not hidden, and no block between its author and the viewer. */
async function visiblePostFor(db: Db, viewerId: string, postId: string) {
  const [row] = await db.$queryRaw<{ id: string; authorId: string | null }[]>`
    SELECT p."id", p."authorId" FROM "posts" p
     WHERE p."id" = ${postId} AND p."hiddenAt" IS NULL
       AND (p."authorId" IS NULL OR p."authorId" = ${viewerId}
            OR NOT ${blockedBetweenSql(Prisma.sql`${viewerId}`, Prisma.sql`p."authorId"`)})`;
  return row;
}

export type ViewerPostState = { own: string[]; blocked: string[] };

/**
 * For posts shown on a (static) page: which are the viewer's own, and which come from someone the viewer
 * blocked or was blocked by — the page hides those.
 */
export async function viewerPostState(db: Db, viewerId: string, postIds: string[]): Promise<ViewerPostState> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return { own: [], blocked: [] };
  const rows = await db.$queryRaw<{ id: string; own: boolean; blocked: boolean }[]>`
    SELECT p."id", (p."authorId" = ${viewerId}) AS own,
           (p."authorId" IS NOT NULL AND p."authorId" <> ${viewerId}
            AND ${blockedBetweenSql(Prisma.sql`${viewerId}`, Prisma.sql`p."authorId"`)}) AS blocked
      FROM "posts" p WHERE p."id" = ANY(${ids}::text[])`;
  return {
    own: rows.filter((r) => r.own).map((r) => r.id),
    blocked: rows.filter((r) => r.blocked).map((r) => r.id),
  };
}
