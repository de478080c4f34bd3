import { linkify } from '@/lib/posts/rules';

/**
 * A post's plain text: line breaks kept, web addresses as links that search engines do not follow
 * (rel="nofollow ugc") opening in a new tab. Everything else is React text, so nothing the author typed can
 * become markup.
 */
export function PostText({ text }: { text: string }) {
  return (
    <div className="whitespace-pre-wrap break-words text-base leading-relaxed text-slate-800">
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            rel="nofollow ugc noopener noreferrer"
            target="_blank"
            className="font-medium text-emerald-800 underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </div>
  );
}
