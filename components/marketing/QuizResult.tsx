import { CtaBand, Section } from '@/components/marketing/sections';
import { buttonClasses } from '@/components/ui/button-classes';
import { siteUrl } from '@/lib/env';
import { quizMessages as m } from '@/lib/messages/quiz';

/** A quiz result page: the result, its share link, and what to do next. */
export function QuizResult({
  badge,
  title,
  text,
  path,
  retake,
  other,
  children,
}: {
  badge: string;
  title: string;
  text: string;
  path: string;
  retake: string;
  other: { href: string; label: string };
  children?: React.ReactNode;
}) {
  const shareUrl = `${siteUrl()}${path}`;
  return (
    <>
      <Section className="mt-10 max-w-3xl">
        <div className="rounded-2xl border border-emerald-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">{m.resultEyebrow}</p>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <span className="rounded-xl bg-emerald-700 px-4 py-2 text-2xl font-extrabold text-white">
              {badge}
            </span>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
          </div>
          <p className="mt-4 text-lg text-slate-700">{text}</p>
          {children}
        </div>
      </Section>
      <Section className="mt-8 max-w-3xl" labelledBy="share">
        <h2 id="share" className="text-xl font-bold text-slate-900">
          {m.shareTitle}
        </h2>
        <label htmlFor="share-url" className="mt-2 block text-slate-700">
          {m.shareText}
        </label>
        <input
          id="share-url"
          readOnly
          value={shareUrl}
          className="mt-2 w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm"
        />
      </Section>
      <Section className="mt-8 max-w-3xl" labelledBy="next">
        <h2 id="next" className="text-xl font-bold text-slate-900">
          {m.nextTitle}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href="/find-players" className={buttonClasses()}>
            {m.findGames}
          </a>
          <a href={retake} className={buttonClasses({ variant: 'secondary' })}>
            {m.retake}
          </a>
          <a href={other.href} className={buttonClasses({ variant: 'secondary' })}>
            {other.label}
          </a>
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
