import { partnerMessages as m, partnerTypes } from '@/lib/messages/partners';

/** Links between the partner types; the current one is marked. */
export function PartnerNav({ current }: { current?: string }) {
  return (
    <nav aria-label={m.typesNav} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {Object.entries(partnerTypes).map(([type, t]) => (
          <li key={type}>
            <a
              href={`/partners/${type}`}
              aria-current={type === current ? 'page' : undefined}
              className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-emerald-300 hover:bg-emerald-50 aria-[current=page]:bg-emerald-700 aria-[current=page]:text-white aria-[current=page]:ring-emerald-700"
            >
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BecomePartner() {
  return (
    <section aria-labelledby="become" className="mx-auto mt-12 max-w-6xl px-4 sm:px-6">
      <div className="rounded-xl bg-emerald-50 p-6">
        <h2 id="become" className="text-xl font-bold text-slate-900">
          {m.becomeTitle}
        </h2>
        <p className="mt-1 text-slate-700">{m.becomeText}</p>
        <a
          href="/auth/sign-up"
          className="mt-3 inline-block font-semibold text-emerald-800 underline underline-offset-4"
        >
          {m.becomeCta}
        </a>
      </div>
    </section>
  );
}
