import { buttonClasses } from '@/components/ui/button-classes';
import { featurePages, featuresPage, marketingCommon as m } from '@/lib/messages/marketing-pages';

// Building blocks shared by the marketing pages: the page width, the hero, the closing call to action and
// links to related pages.

export function Section({
  children,
  className = '',
  labelledBy,
}: {
  children: React.ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`mx-auto max-w-6xl px-4 sm:px-6 ${className}`}>
      {children}
    </section>
  );
}

export function Hero({
  eyebrow,
  heading,
  lead,
  aside,
  badge,
  actions = true,
  children,
}: {
  eyebrow?: string;
  heading: string;
  lead: string;
  aside?: React.ReactNode;
  badge?: { label: string; detail: string };
  /** false: no sign-up buttons under the lead. */
  actions?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-b border-emerald-100 bg-gradient-to-b from-emerald-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">{eyebrow}</p>
          ) : null}
          {badge ? (
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              <span>{badge.label}</span>
              <span aria-hidden="true">·</span>
              <span className="font-medium">{badge.detail}</span>
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">{lead}</p>
          {children ?? (actions ? <HeroActions /> : null)}
        </div>
        {aside ? <div className="mx-auto w-full max-w-sm md:max-w-md">{aside}</div> : null}
      </div>
    </div>
  );
}

export function HeroActions() {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <a href="/auth/sign-up" className={buttonClasses({ className: 'px-5' })}>
        {m.ctaPrimary}
      </a>
      <a href="/features" className={buttonClasses({ variant: 'secondary', className: 'px-5' })}>
        {m.ctaSecondary}
      </a>
    </div>
  );
}

export function CtaBand() {
  return (
    <Section className="mt-16" labelledBy="cta-title">
      <div className="rounded-2xl bg-emerald-800 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
          {m.ctaTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-emerald-50">{m.ctaText}</p>
        <a
          href="/auth/sign-up"
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-white px-6 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {m.ctaPrimary}
        </a>
      </div>
    </Section>
  );
}

const featureByPath = new Map<string, { title: string; text: string }>([
  ...Object.values(featurePages).map((p) => [p.path, { title: p.eyebrow, text: p.description }] as const),
  ...featuresPage.more.map((p) => [p.href, { title: p.title, text: p.text }] as const),
]);

/** Cards linking to other marketing pages (feature pages by path, or given explicitly). */
export function RelatedLinks({
  paths,
  links,
  title = m.related,
}: {
  paths?: readonly string[];
  links?: readonly { href: string; title: string; text: string }[];
  title?: string;
}) {
  const items =
    links ??
    (paths ?? []).flatMap((href) => {
      const page = featureByPath.get(href);
      return page ? [{ href, ...page }] : [];
    });
  return (
    <Section className="mt-16" labelledBy="related-title">
      <h2 id="related-title" className="pub-h2">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className="pub-card-link">
              <span className="font-semibold text-emerald-800">{item.title}</span>
              <span className="mt-2 block text-sm text-slate-700">{item.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A titled section of cards, each a short heading and a sentence (what you get, our values...). */
export function CardsSection({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly { title: string; text: string }[];
}) {
  return (
    <Section className="mt-12" labelledBy={id}>
      <h2 id={id} className="pub-h2">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="pub-card p-6">
            <h3 className="pub-h3">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
