import 'server-only';
import { updateTag } from 'next/cache';
import { categoryTag, postTag, subcategoryTag } from './queries';
import type { PostLocation } from './service';

/**
 * After a write in a server action: expire the cached pages a post appears on (its subcategory, its
 * category and its own page; before and after a move). updateTag gives read-your-writes — the author's next
 * request renders the new state instead of a stale page.
 */
export function refreshPostPages(...locations: Array<PostLocation | undefined>) {
  const tags = new Set<string>();
  for (const post of locations) {
    if (!post) continue;
    tags.add(subcategoryTag(post.category, post.subCategory));
    tags.add(categoryTag(post.category));
    tags.add(postTag(post.id));
  }
  for (const tag of tags) updateTag(tag);
}
