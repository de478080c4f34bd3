import { z } from 'zod';
import { postMessages as m } from '@/lib/messages/posts';
import { findCategory, findPlacement } from './rules';

// Post board forms and actions: the same schemas validate the form (zodResolver) and the server action.

export const POST_TITLE_MAX = 120;
export const POST_TEXT_MAX = 5000;
export const REPORT_REASON_MAX = 500;
/** Posts a viewer-state call may ask about at once (a page lists at most this many). */
export const VIEWER_STATE_MAX = 200;

const id = z.string().min(1).max(64);

const postFields = z.object({
  title: z.string().trim().min(1, m.titleRequired).max(POST_TITLE_MAX, m.titleTooLong(POST_TITLE_MAX)),
  text: z.string().trim().min(1, m.textRequired).max(POST_TEXT_MAX, m.textTooLong(POST_TEXT_MAX)),
  category: z.string().refine((slug) => findCategory(slug) !== undefined, m.categoryInvalid),
  subCategory: z.string(),
});

type PostFields = z.infer<typeof postFields>;
const placementCheck = (value: PostFields, ctx: z.RefinementCtx) => {
  if (findCategory(value.category) && !findPlacement(value.category, value.subCategory))
    ctx.addIssue({ code: 'custom', path: ['subCategory'], message: m.subcategoryInvalid });
};

export const createPostSchema = postFields.superRefine(placementCheck);
export type CreatePostInput = z.infer<typeof createPostSchema>;

export const updatePostSchema = postFields.extend({ postId: id }).superRefine(placementCheck);
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const postIdSchema = z.object({ postId: id });
export type PostIdInput = z.infer<typeof postIdSchema>;

export const reportPostSchema = z.object({
  postId: id,
  reason: z.string().trim().max(REPORT_REASON_MAX, m.reportReasonTooLong(REPORT_REASON_MAX)).optional(),
});
export type ReportPostInput = z.infer<typeof reportPostSchema>;

export const viewerStateSchema = z.object({ postIds: z.array(id).max(VIEWER_STATE_MAX) });
