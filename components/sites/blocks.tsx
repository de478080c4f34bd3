import type { ReactNode } from 'react';
import type { BlockPropsOf } from '@/lib/sites/schema';
import { blockUi } from '@/lib/messages/sites';

// The site builder's blocks as plain presentational components: no hooks, no data access, so the public
// pages render them through Puck's server <Render> (no editor JavaScript) and the editor through <Puck>.
// Colours come from the site's theme as CSS variables (--site-primary, --site-accent) set by the page.

const Section = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <section className={`mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 ${className}`}>{children}</section>
);
const Heading = ({ children }: { children: ReactNode }) =>
  children ? <h2 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{children}</h2> : null;

export function HeroBlock(p: BlockPropsOf<'Hero'>) {
  return (
    <section
      className="relative isolate overflow-hidden bg-[var(--site-fill)] text-white"
      style={
        p.imageUrl
          ? { backgroundImage: `url("${p.imageUrl}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
          : undefined
      }
    >
      {p.imageUrl && <div className="absolute inset-0 -z-10 bg-black/55" aria-hidden />}
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {p.heading || blockUi.defaultHero}
        </h1>
        {p.subheading && <p className="mt-4 max-w-2xl text-lg text-white/90">{p.subheading}</p>}
        {p.ctaLabel && p.ctaHref && (
          <a
            href={p.ctaHref}
            className="mt-8 inline-flex min-h-11 items-center rounded-md bg-[var(--site-accent)] px-5 py-2.5 font-semibold text-slate-950 shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {p.ctaLabel}
          </a>
        )}
      </div>
    </section>
  );
}

export function TextBlock(p: BlockPropsOf<'Text'>) {
  const paragraphs = (p.body || blockUi.defaultText).split(/\n{2,}/);
  return (
    <Section>
      <Heading>{p.heading}</Heading>
      <div className="max-w-3xl space-y-4 text-base leading-7 text-slate-700">
        {paragraphs.map((para, i) => (
          <p key={i} className="whitespace-pre-line">
            {para}
          </p>
        ))}
      </div>
    </Section>
  );
}

export function ImageBlock(p: BlockPropsOf<'Image'>) {
  return (
    <Section>
      <figure>
        {p.src ? (
          // Site images are the owner's own https addresses, not optimized assets of the app.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={p.src} alt={p.alt} loading="lazy" className="w-full rounded-xl object-cover shadow-sm" />
        ) : (
          <div className="grid aspect-[16/7] place-items-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
            {blockUi.imageUrl}
          </div>
        )}
        {p.caption && <figcaption className="mt-2 text-sm text-slate-600">{p.caption}</figcaption>}
      </figure>
    </Section>
  );
}

export type RosterView = { name: string; players: { id: string; name: string; role: string }[] } | null;

export function RosterBlock({
  heading,
  roster,
  note,
}: {
  heading: string;
  roster: RosterView;
  note?: string;
}) {
  return (
    <Section>
      <Heading>{heading || roster?.name}</Heading>
      {note ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-600">
          {note}
        </p>
      ) : !roster || roster.players.length === 0 ? (
        <p className="text-slate-600">{blockUi.rosterEmpty}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{blockUi.players(roster.players.length)}</p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={heading || roster.name}>
            {roster.players.map((pl) => (
              <li
                key={pl.id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <span
                  aria-hidden
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-[var(--site-fill)] font-semibold text-white"
                >
                  {pl.name.slice(0, 1).toUpperCase()}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{pl.name}</span>
                  <span className="block text-sm text-slate-500 capitalize">{pl.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export type EventView = {
  id: string;
  title: string;
  dateStart: Date | string;
  timeZone: string;
  locationName: string;
  capacity: number | null;
  goingCount: number;
};

export function EventsBlock({
  heading,
  events,
  note,
  eventHref,
}: {
  heading: string;
  events: EventView[];
  note?: string;
  eventHref: (id: string) => string;
}) {
  return (
    <Section>
      <Heading>{heading}</Heading>
      {note ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-600">
          {note}
        </p>
      ) : events.length === 0 ? (
        <p className="text-slate-600">{blockUi.eventsEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {events.map((e) => {
            const when = new Date(e.dateStart);
            return (
              <li key={e.id}>
                <a href={eventHref(e.id)} className="flex items-center gap-4 p-4 hover:bg-slate-50">
                  <span className="grid w-14 shrink-0 place-items-center rounded-lg bg-[var(--site-primary)]/10 py-1.5 text-center text-[var(--site-ink)]">
                    <span className="text-xs font-semibold uppercase">
                      {when.toLocaleDateString('en-US', { month: 'short', timeZone: e.timeZone })}
                    </span>
                    <span className="text-xl font-bold">
                      {when.toLocaleDateString('en-US', { day: 'numeric', timeZone: e.timeZone })}
                    </span>
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-slate-900">{e.title}</span>
                    <span className="block truncate text-sm text-slate-600">
                      {when.toLocaleTimeString('en-US', {
                        hour: 'numeric',
                        minute: '2-digit',
                        timeZone: e.timeZone,
                      })}
                      {' · '}
                      {e.locationName}
                    </span>
                  </span>
                  {e.capacity != null && (
                    <span className="hidden text-sm text-slate-600 sm:block">
                      {e.capacity > e.goingCount ? blockUi.spots(e.capacity - e.goingCount) : blockUi.full}
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function RegistrationFormBlock(p: BlockPropsOf<'RegistrationForm'>) {
  return (
    <Section>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6">
        <div>
          <Heading>{p.heading || blockUi.form}</Heading>
          {p.description && <p className="-mt-2 max-w-2xl text-slate-700">{p.description}</p>}
        </div>
        {p.formId ? (
          <a
            href={`/form/${encodeURIComponent(p.formId)}`}
            className="mt-4 inline-flex min-h-11 shrink-0 items-center rounded-md bg-[var(--site-fill)] px-5 py-2.5 font-semibold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--site-primary)] sm:mt-0"
          >
            {p.buttonLabel || blockUi.register}
          </a>
        ) : (
          <p className="mt-4 text-sm text-slate-500 sm:mt-0">{blockUi.chooseForm}</p>
        )}
      </div>
    </Section>
  );
}

export function ContactBlock(p: BlockPropsOf<'Contact'>) {
  const rows = [
    p.email && { label: blockUi.email, value: p.email, href: `mailto:${p.email}` },
    p.phone && { label: blockUi.phone, value: p.phone, href: `tel:${p.phone.replace(/[^+\d]/g, '')}` },
    p.address && { label: blockUi.address, value: p.address, href: null },
  ].filter(Boolean) as { label: string; value: string; href: string | null }[];
  return (
    <Section>
      <Heading>{p.heading || blockUi.contact}</Heading>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map((r) => (
          <div key={r.label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm font-medium text-slate-500">{r.label}</dt>
            <dd className="mt-1 break-words text-slate-900">
              {r.href ? (
                <a href={r.href} className="text-[var(--site-ink)] underline-offset-2 hover:underline">
                  {r.value}
                </a>
              ) : (
                r.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function MapBlock(p: BlockPropsOf<'Map'>) {
  const hasPoint = p.lat !== 0 || p.lng !== 0;
  const osm = hasPoint
    ? `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=15/${p.lat}/${p.lng}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(p.address)}`;
  return (
    <Section>
      <Heading>{p.heading || blockUi.map}</Heading>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {/* A drawn map background: no tiles are fetched from a third party when the page loads. */}
        <div
          aria-hidden
          className="relative h-48 bg-emerald-50 bg-[linear-gradient(90deg,rgb(148_163_184/.25)_1px,transparent_1px),linear-gradient(rgb(148_163_184/.25)_1px,transparent_1px)] bg-[size:32px_32px]"
        >
          <svg
            viewBox="0 0 24 24"
            className="absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-full text-[var(--site-primary)]"
          >
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
          </svg>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-slate-900">{p.address}</p>
          {(hasPoint || p.address) && (
            <a
              href={osm}
              className="text-sm font-medium text-[var(--site-ink)] hover:underline"
              rel="noopener"
              target="_blank"
            >
              {blockUi.openMap}
            </a>
          )}
        </div>
      </div>
    </Section>
  );
}
