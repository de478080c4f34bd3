import { postCategories, postMessages, type PostCategory, type PostSubcategory } from '@/lib/messages/posts';

// The post board's pure rules: where a post lives (category and subcategory slugs), its URL, the card's
// preview and the pieces of a post's text that become links. No I/O.

/** Characters of a post's text shown on its card (02 §9). */
export const PREVIEW_LENGTH = 100;

export type Placement = { category: PostCategory; subcategory: PostSubcategory };

export function findCategory(slug: string): PostCategory | undefined {
  return postCategories.find((c) => c.slug === slug);
}

/** The category and subcategory of two slugs, or undefined when the pair is not on the board. */
export function findPlacement(categorySlug: string, subcategorySlug: string): Placement | undefined {
  const category = findCategory(categorySlug);
  const subcategory = category?.subcategories.find((s) => s.slug === subcategorySlug);
  return category && subcategory ? { category, subcategory } : undefined;
}

/** The board's share image (app/posts/opengraph-image.tsx), named by every board page's metadata. */
export const POSTS_IMAGE = { path: '/posts/opengraph-image', alt: postMessages.boardTitle };

export const postPath = (post: { id: string; category: string; subCategory: string }) =>
  `/posts/${post.category}/${post.subCategory}/${post.id}`;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The card's preview: the text on one line, its first `max` characters and the ellipsis only when it was cut.
 * Characters are user-perceived characters (grapheme clusters), so a cut never splits a surrogate pair, an
 * emoji sequence or a letter from its accent.
 */
export function postPreview(text: string, max = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Fast path: fewer UTF-16 units than `max` means fewer characters too.
  if (flat.length <= max) return flat;
  let out = '';
  let count = 0;
  for (const { segment } of graphemes.segment(flat)) {
    if (count === max) return out + postMessages.previewEllipsis;
    out += segment;
    count += 1;
  }
  return out;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s):// or www. up to whitespace or an angle bracket; trailing punctuation is left outside the link.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

/**
 * A post's plain text split into text and links (http, https and www. addresses only). Rendering the parts
 * as React text and <a> elements keeps every other character as text: nothing the author writes is markup.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    // Keep a closing parenthesis that belongs to the address, e.g. a Wikipedia link.
    const kept = trailing.startsWith(')') && url.slice(0, -trailing.length).includes('(') ? 1 : 0;
    url = url.slice(0, url.length - trailing.length + kept);
    const start = match.index;
    const href = /^www\./i.test(url) ? `https://${url}` : url;
    if (!isHttpUrl(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
