import { Illustration } from '@/components/marketing/Illustration';
import { articles } from '@/lib/messages/learn';
import { learnPage, mainSlides, marketingCommon } from '@/lib/messages/marketing-pages';

/** The main carousel's slides: one per product area, with its illustration. */
export function mainCarouselSlides() {
  return mainSlides.map((s) => (
    <div key={s.href} className="grid items-center gap-6 sm:grid-cols-2">
      <Illustration kind={s.illustration} className="mx-auto h-48 w-full max-w-xs" />
      <div>
        <h2 className="pub-h2">{s.title}</h2>
        <p className="mt-2 text-slate-700">{s.text}</p>
        <a
          href={s.href}
          className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4"
        >
          {marketingCommon.learnAbout(s.title)}
        </a>
      </div>
    </div>
  ));
}

/** The Learn and grow carousel's slides: one per article. */
export function learnCarouselSlides() {
  return articles.map((a) => (
    <div key={a.slug} className="min-h-40">
      <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">
        {a.audience} · {learnPage.readingTime(a.minutes)}
      </p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900">{a.title}</h2>
      <p className="mt-2 text-slate-700">{a.summary}</p>
      <a
        href={`/learn-and-grow#${a.slug}`}
        className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4"
      >
        {learnPage.readArticle}
        <span className="sr-only">: {a.title}</span>
      </a>
    </div>
  ));
}
