import type { Metadata } from 'next';
import Link from 'next/link';
import { ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { dateTimeFormat } from '@/lib/intl';
import { searchUi as m } from '@/lib/messages/places';
import { param, type SearchParams } from '@/lib/search-params';
import { searchOneKind, searchOverview } from '@/lib/search/queries';
import { COUNT_CAP, SEARCH_PAGE_SIZE, searchParamsSchema, type SearchHit } from '@/lib/search/schema';

export const metadata: Metadata = { title: m.title, robots: { index: false } };

const href = (q: string, kind?: string, page?: number) => {
  const p = new URLSearchParams({ q });
  if (kind) p.set('kind', kind);
  if (page && page > 1) p.set('page', String(page));
  return `/full-search?${p.toString()}`;
};

// The day on the viewer's calendar (docs/time-zones.md).
const dateLabel = (at: Date, timeZone: string) =>
  dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(at);

function HitList({ hits, timeZone }: { hits: SearchHit[]; timeZone: string }) {
  return (
    <ul className="-m-4 divide-y divide-slate-200">
      {hits.map((hit) => (
        <li key={hit.id}>
          <Link
            href={hit.href}
            className="block px-4 py-3 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700"
          >
            <span className="block font-semibold text-slate-900">{hit.title}</span>
            {(hit.subtitle || hit.at) && (
              <span className="block truncate text-sm text-slate-600">
                {[hit.at ? dateLabel(hit.at, timeZone) : null, hit.subtitle].filter(Boolean).join(' · ')}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// full-search?q=&kind=&page=: everything the viewer may see matching the text, grouped by kind with counts
// and "see all" per kind; one kind paged with ?kind=.
export default async function FullSearchPage({ searchParams }: { searchParams?: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const raw = (await searchParams) ?? {};
  const { q, kind, page } = searchParamsSchema.parse({
    q: param(raw.q) ?? '',
    kind: param(raw.kind),
    page: param(raw.page) ?? 1,
  });
  const form = (
    <form role="search" aria-label={m.pageRegion} action="/full-search" className="flex gap-2">
      <label htmlFor="full-search-q" className="sr-only">
        {m.label}
      </label>
      <input
        id="full-search-q"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder={m.placeholder}
        className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      />
      {kind && <input type="hidden" name="kind" value={kind} />}
      <button
        type="submit"
        className="rounded-md bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {m.submit}
      </button>
    </form>
  );
  const header = (
    <div className="space-y-3">
      <div>
        <h1 className="text-2xl font-bold">{q ? m.resultsFor(q) : m.title}</h1>
        <p className="text-slate-700">{m.intro}</p>
      </div>
      {form}
    </div>
  );
  if (!q) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {header}
        <EmptyState title={m.emptyQuery} description={m.typoHint} />
      </div>
    );
  }
  if (kind) {
    const result = await searchOneKind(viewer.id, kind, q, page);
    const capped = result.total >= COUNT_CAP;
    const pages = Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE));
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {header}
        <Link href={href(q)} className="text-sm font-semibold text-emerald-800 underline underline-offset-4">
          {m.backToAll}
        </Link>
        <Card title={`${m.kinds[kind]} (${m.count(result.total, capped)})`}>
          {result.hits.length === 0 ? (
            <p className="text-sm text-slate-600">{m.nothingInKind}</p>
          ) : (
            <HitList hits={result.hits} timeZone={viewer.timeZone} />
          )}
        </Card>
        {pages > 1 && (
          <nav aria-label={m.pageOf(page, pages)} className="flex items-center justify-between">
            {page > 1 ? (
              <ButtonLink href={href(q, kind, page - 1)} variant="secondary" size="sm">
                {m.previous}
              </ButtonLink>
            ) : (
              <span />
            )}
            <span className="text-sm text-slate-700">{m.pageOf(page, pages)}</span>
            {page < pages ? (
              <ButtonLink href={href(q, kind, page + 1)} variant="secondary" size="sm">
                {m.next}
              </ButtonLink>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
    );
  }
  const groups = (await searchOverview(viewer.id, q)).filter((g) => g.total > 0);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {header}
      {groups.length === 0 ? (
        <EmptyState illustration="search" title={m.noResults(q)} description={m.noResultsHint} />
      ) : (
        <>
          <nav aria-label={m.title} className="flex flex-wrap gap-2">
            {groups.map((g) => (
              <Link
                key={g.kind}
                href={href(q, g.kind)}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                {m.kinds[g.kind]}{' '}
                <span className="font-semibold">{m.count(g.total, g.total >= COUNT_CAP)}</span>
              </Link>
            ))}
          </nav>
          {groups.map((g) => {
            const count = m.count(g.total, g.total >= COUNT_CAP);
            return (
              <Card
                key={g.kind}
                title={`${m.kinds[g.kind]} (${count})`}
                actions={
                  g.total > g.hits.length ? (
                    <Link
                      href={href(q, g.kind)}
                      className="text-sm font-semibold text-emerald-800 underline underline-offset-4"
                    >
                      {m.seeAll(count, m.kinds[g.kind])}
                    </Link>
                  ) : undefined
                }
              >
                <HitList hits={g.hits} timeZone={viewer.timeZone} />
              </Card>
            );
          })}
        </>
      )}
    </div>
  );
}
