import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/components/marketing/og-image';
import { postMessages as m } from '@/lib/messages/posts';

// The share image of the post board and every page below it.
export const alt = m.boardTitle;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return ogImage({ eyebrow: m.boardTitle, title: m.shareTitle, tagline: m.boardIntro });
}
