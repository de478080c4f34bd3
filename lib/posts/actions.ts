'use server';

import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { limits, takeAll } from '@/lib/rate-limit';
import { postMessages as m } from '@/lib/messages/posts';
import { refreshPostPages } from './cache';
import { postPath } from './rules';
import {
  createPostSchema,
  postIdSchema,
  reportPostSchema,
  updatePostSchema,
  viewerStateSchema,
} from './schema';
import {
  createPost,
  deletePost,
  dismissReports,
  hidePost,
  reportPost,
  restorePost,
  updatePost,
  viewerPostState,
} from './service';

// Post board actions. Writing, editing and deleting need a completed profile like the rest of the signed-in
// area; a foreign, hidden or unknown post id answers 'Post not found' and changes nothing.

/** A signed-in user publishes a post; it is on the board at once (its pages' cache tags are expired). */
export const createPostAction = defineAction<typeof createPostSchema, { id: string; href: string }>(
  { name: 'posts.create', input: createPostSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    if (!(await takeAll(db, limits.posts(viewer.id)))) return fail(m.dailyLimit);
    const post = await createPost(db, viewer.id, input);
    refreshPostPages(post);
    return ok({ id: post.id, href: postPath(post) }, m.created);
  },
);

/** The author edits their post. */
export const updatePostAction = defineAction<typeof updatePostSchema, { id: string; href: string }>(
  { name: 'posts.update', input: updatePostSchema, failure: m.saveFailed },
  async ({ input, viewer }) => {
    const result = await updatePost(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.postNotFound);
    refreshPostPages(result.before, result.post);
    return ok({ id: result.post.id, href: postPath(result.post) }, m.updated);
  },
);

/** The author deletes their post; the browser goes back to the subcategory. */
export const deletePostAction = defineAction<typeof postIdSchema, { href: string }>(
  { name: 'posts.delete', input: postIdSchema, failure: m.deleteFailed, invalid: m.postNotFound },
  async ({ input, viewer }) => {
    const result = await deletePost(db, viewer.id, input.postId);
    if (result.status === 'notFound') return fail(m.postNotFound);
    refreshPostPages(result.post);
    return ok({ href: `/posts/${result.post.category}/${result.post.subCategory}` }, m.deleted);
  },
);

/** Anyone signed in reports a post they can see (not their own). */
export const reportPostAction = defineAction<typeof reportPostSchema, undefined>(
  { name: 'posts.report', input: reportPostSchema, failure: m.reportFailed, auth: { profile: false } },
  async ({ input, viewer }) => {
    const result = await reportPost(db, viewer.id, input);
    if (result.status === 'notFound') return fail(m.postNotFound);
    if (result.status === 'own') return fail(m.cannotReportOwn);
    return ok(undefined, m.reported);
  },
);

/** The moderation queue (admin/posts), revalidated after each of its actions. */
const ADMIN_QUEUE = '/admin/posts';

/** Admins hide a post: it leaves the board for everyone at once (its pages' tags are expired). */
export const hidePostAction = defineAction<typeof postIdSchema, { href: string }>(
  {
    name: 'posts.hide',
    input: postIdSchema,
    failure: m.hideFailed,
    invalid: m.postNotFound,
    auth: { admin: true, profile: false },
    revalidate: [ADMIN_QUEUE],
  },
  async ({ input, viewer }) => {
    const result = await hidePost(db, viewer.id, input.postId);
    if (result.status === 'notFound') return fail(m.postNotFound);
    refreshPostPages(result.post);
    return ok({ href: `/posts/${result.post.category}/${result.post.subCategory}` }, m.hidden);
  },
);

/** Admins bring a hidden post back to the board; its reports are closed. */
export const restorePostAction = defineAction<typeof postIdSchema, { href: string }>(
  {
    name: 'posts.restore',
    input: postIdSchema,
    failure: m.restoreFailed,
    invalid: m.postNotFound,
    auth: { admin: true, profile: false },
    revalidate: [ADMIN_QUEUE],
  },
  async ({ input, viewer }) => {
    const result = await restorePost(db, viewer.id, input.postId);
    if (result.status === 'notFound') return fail(m.postNotFound);
    refreshPostPages(result.post);
    return ok({ href: postPath(result.post) }, m.restored);
  },
);

/** Admins dismiss the open reports of a post that stays on the board. */
export const dismissReportsAction = defineAction<typeof postIdSchema, undefined>(
  {
    name: 'posts.dismissReports',
    input: postIdSchema,
    failure: m.dismissFailed,
    invalid: m.postNotFound,
    auth: { admin: true, profile: false },
    revalidate: [ADMIN_QUEUE],
  },
  async ({ input, viewer }) => {
    const result = await dismissReports(db, viewer.id, input.postId);
    if (result.status === 'notFound') return fail(m.postNotFound);
    return ok(undefined, m.dismissed);
  },
);

export type PostViewer = {
  viewerId: string;
  isAdmin: boolean;
  /** A completed profile: the viewer may write posts. */
  canWrite: boolean;
  own: string[];
  blocked: string[];
};

/**
 * What a static board page needs to know about the signed-in viewer: which of its posts are theirs and
 * which to hide (a block either way). Visitors get the not-signed-in failure and see the public page.
 */
export const viewerPostStateAction = defineAction<typeof viewerStateSchema, PostViewer>(
  {
    name: 'posts.viewerState',
    input: viewerStateSchema,
    failure: m.postNotFound,
    auth: { profile: false },
  },
  async ({ input, viewer }) => {
    const state = await viewerPostState(db, viewer.id, input.postIds);
    return ok({
      viewerId: viewer.id,
      isAdmin: viewer.isAdmin,
      canWrite: viewer.hasAdditionalInfo,
      ...state,
    });
  },
);
