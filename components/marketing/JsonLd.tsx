import { jsonLd } from '@/lib/seo/metadata';

/** A schema.org object as a <script type="application/ld+json"> ("<" escaped). */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
