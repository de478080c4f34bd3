import { cx } from './cx';

export type EmptyIllustrationKind = 'games' | 'people' | 'inbox' | 'search';

// Empty states' pictures: small inline SVGs (no request, no image bytes) drawn with the theme's fill and stroke
// utilities, so they follow dark mode like the rest of the page. Decorative: the empty state's heading says it.
export function EmptyIllustration({ kind, className }: { kind: EmptyIllustrationKind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 160 96"
      className={cx('h-20 w-auto', className)}
      data-illustration={kind}
    >
      <ellipse cx="80" cy="86" rx="64" ry="8" className="fill-slate-100" />
      {kind === 'games' && (
        <>
          {/* A pitch seen from above, its centre circle, and a ball waiting on the spot. */}
          <rect
            x="22"
            y="18"
            width="116"
            height="62"
            rx="6"
            className="fill-emerald-50 stroke-emerald-600"
            strokeWidth="2"
          />
          <path d="M80 18v62" className="stroke-emerald-600" strokeWidth="2" />
          <circle cx="80" cy="49" r="13" className="fill-none stroke-emerald-600" strokeWidth="2" />
          <path
            d="M22 36h12v26H22M138 36h-12v26h12"
            className="fill-none stroke-emerald-600"
            strokeWidth="2"
          />
          <circle cx="106" cy="60" r="9" className="fill-white stroke-slate-700" strokeWidth="2" />
          <path d="m106 55 4 3-1.5 4.5h-5L102 58z" className="fill-slate-700" />
          <path
            d="M42 10l4 6M52 8v6M62 10l-4 6"
            className="stroke-amber-500"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      )}
      {kind === 'people' && (
        <>
          {/* Three players side by side, the middle one waving: a team to be. */}
          <circle cx="52" cy="38" r="10" className="fill-slate-200" />
          <path d="M34 80c0-14 8-24 18-24s18 10 18 24z" className="fill-slate-200" />
          <circle cx="108" cy="38" r="10" className="fill-slate-200" />
          <path d="M90 80c0-14 8-24 18-24s18 10 18 24z" className="fill-slate-200" />
          <circle cx="80" cy="30" r="12" className="fill-emerald-100 stroke-emerald-600" strokeWidth="2" />
          <path
            d="M58 82c0-17 10-29 22-29s22 12 22 29z"
            className="fill-emerald-100 stroke-emerald-600"
            strokeWidth="2"
          />
          <path d="M100 56l12-14" className="stroke-emerald-600" strokeWidth="3" strokeLinecap="round" />
        </>
      )}
      {kind === 'inbox' && (
        <>
          {/* An open envelope with nothing in it. */}
          <path
            d="M36 40l44-26 44 26v40H36z"
            className="fill-emerald-50 stroke-emerald-600"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <rect
            x="50"
            y="28"
            width="60"
            height="34"
            rx="3"
            className="fill-white stroke-slate-300"
            strokeWidth="2"
          />
          <path d="M60 38h40M60 46h28" className="stroke-slate-200" strokeWidth="3" strokeLinecap="round" />
          <path
            d="M36 40l44 28 44-28"
            className="fill-none stroke-emerald-600"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </>
      )}
      {kind === 'search' && (
        <>
          {/* A magnifying glass over an empty map pin. */}
          <path
            d="M66 16c-12 0-21 9-21 21 0 15 21 37 21 37s21-22 21-37c0-12-9-21-21-21z"
            className="fill-emerald-50 stroke-emerald-600"
            strokeWidth="2"
          />
          <circle cx="66" cy="37" r="7" className="fill-white stroke-emerald-600" strokeWidth="2" />
          <circle cx="104" cy="48" r="16" className="fill-white/60 stroke-slate-700" strokeWidth="3" />
          <path d="m115 60 14 14" className="stroke-slate-700" strokeWidth="5" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
