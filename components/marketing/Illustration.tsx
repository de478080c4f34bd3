import type { Illustration as Kind } from '@/lib/messages/marketing-pages';

// The marketing pages' illustrations: small inline SVG scenes in the brand colours (no image requests, crisp
// at any size). Decorative: the text next to them says the same thing.

const ink = '#064e3b';
const green = '#047857';
const mint = '#a7f3d0';
const pale = '#ecfdf5';
const sun = '#fbbf24';

function Person({ x, y, shirt = green }: { x: number; y: number; shirt?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={11} fill="#fde68a" stroke={ink} strokeWidth={2} />
      <path d={`M${x - 16} ${y + 38}q16-30 32 0z`} fill={shirt} stroke={ink} strokeWidth={2} />
    </g>
  );
}

function Phone({ x, y, children }: { x: number; y: number; children?: React.ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={96} height={170} rx={14} fill="#fff" stroke={ink} strokeWidth={3} />
      <rect x={36} y={8} width={24} height={4} rx={2} fill={ink} />
      {children}
    </g>
  );
}

const scenes: Record<Kind, React.ReactNode> = {
  community: (
    <>
      <circle cx={160} cy={110} r={78} fill={pale} stroke={mint} strokeWidth={3} />
      <Person x={160} y={62} />
      <Person x={104} y={112} shirt="#0ea5e9" />
      <Person x={216} y={112} shirt={sun} />
      <Person x={132} y={150} shirt="#f43f5e" />
      <Person x={188} y={150} shirt="#8b5cf6" />
      <path d="M160 100 L116 126 M160 100 L204 126" stroke={mint} strokeWidth={3} />
    </>
  ),
  players: (
    <>
      <rect x={30} y={30} width={260} height={160} rx={16} fill={pale} />
      <path
        d="M60 160 C120 60 200 60 260 160"
        stroke={mint}
        strokeWidth={4}
        fill="none"
        strokeDasharray="8 8"
      />
      <circle cx={160} cy={92} r={26} fill={green} />
      <circle cx={160} cy={92} r={10} fill="#fff" />
      <Person x={70} y={120} shirt="#0ea5e9" />
      <Person x={250} y={120} shirt={sun} />
      <circle cx={160} cy={170} r={9} fill="#fff" stroke={ink} strokeWidth={2} />
    </>
  ),
  calendar: (
    <>
      <rect x={50} y={36} width={220} height={160} rx={14} fill="#fff" stroke={ink} strokeWidth={3} />
      <rect x={50} y={36} width={220} height={38} rx={14} fill={green} />
      {[0, 1, 2, 3, 4].map((c) =>
        [0, 1, 2].map((r) => (
          <rect
            key={`${c}-${r}`}
            x={66 + c * 40}
            y={88 + r * 34}
            width={28}
            height={24}
            rx={5}
            fill={c === 2 && r === 1 ? sun : pale}
          />
        )),
      )}
      <path d="M228 150 l10 10 l20-24" stroke={green} strokeWidth={5} fill="none" strokeLinecap="round" />
    </>
  ),
  forms: (
    <>
      <rect x={86} y={24} width={150} height={180} rx={12} fill="#fff" stroke={ink} strokeWidth={3} />
      {[56, 86, 116].map((y) => (
        <g key={y}>
          <rect x={104} y={y} width={60} height={8} rx={4} fill={mint} />
          <rect x={104} y={y + 12} width={112} height={10} rx={3} fill={pale} stroke={mint} />
        </g>
      ))}
      <path d="M106 172 c12-14 20 8 30-4 s16-10 24 2" stroke={green} strokeWidth={3} fill="none" />
      <circle cx={232} cy={170} r={24} fill={green} />
      <path d="M220 170 l8 8 l16-16" stroke="#fff" strokeWidth={5} fill="none" strokeLinecap="round" />
    </>
  ),
  payments: (
    <>
      <Phone x={112} y={28}>
        <rect x={12} y={30} width={72} height={44} rx={8} fill={green} />
        <rect x={20} y={58} width={30} height={6} rx={3} fill={mint} />
        <rect x={12} y={86} width={72} height={10} rx={5} fill={pale} />
        <rect x={12} y={104} width={52} height={10} rx={5} fill={pale} />
        <rect x={12} y={134} width={72} height={22} rx={11} fill={ink} />
      </Phone>
      <circle cx={70} cy={80} r={26} fill={sun} stroke={ink} strokeWidth={2} />
      <text x={70} y={89} textAnchor="middle" fontSize={26} fontWeight={800} fill={ink}>
        $
      </text>
      <circle cx={252} cy={150} r={22} fill={sun} stroke={ink} strokeWidth={2} />
      <text x={252} y={158} textAnchor="middle" fontSize={22} fontWeight={800} fill={ink}>
        $
      </text>
    </>
  ),
  bracket: (
    <>
      {[40, 80, 130, 170].map((y) => (
        <rect key={y} x={30} y={y} width={70} height={22} rx={6} fill={pale} stroke={mint} strokeWidth={2} />
      ))}
      <path
        d="M100 51 h20 v40 h-20 M100 141 h20 v40 h-20 M120 71 h40 M120 161 h40 M160 71 v90 M160 116 h40"
        stroke={green}
        strokeWidth={3}
        fill="none"
      />
      <rect x={200} y={102} width={86} height={28} rx={8} fill={green} />
      <path
        d="M232 60 h24 v14 a12 12 0 0 1 -24 0 z M244 86 v10 M236 98 h16"
        stroke={sun}
        strokeWidth={4}
        fill="none"
      />
    </>
  ),
  webpage: (
    <>
      <rect x={30} y={30} width={260} height={170} rx={12} fill="#fff" stroke={ink} strokeWidth={3} />
      <rect x={30} y={30} width={260} height={24} rx={12} fill={pale} />
      {[48, 62, 76].map((x) => (
        <circle key={x} cx={x} cy={42} r={4} fill={mint} />
      ))}
      <rect x={46} y={66} width={228} height={56} rx={8} fill={green} />
      <rect x={60} y={82} width={110} height={10} rx={5} fill={pale} />
      <rect x={60} y={98} width={70} height={8} rx={4} fill={mint} />
      {[46, 124, 202].map((x) => (
        <rect key={x} x={x} y={134} width={72} height={52} rx={8} fill={pale} stroke={mint} />
      ))}
    </>
  ),
  ai: (
    <>
      <circle cx={160} cy={112} r={80} fill={pale} />
      <path d="M160 52 l10 30 l30 10 l-30 10 l-10 30 l-10-30 l-30-10 l30-10 z" fill={green} />
      <circle cx={92} cy={160} r={14} fill={sun} stroke={ink} strokeWidth={2} />
      <circle cx={232} cy={154} r={14} fill="#0ea5e9" stroke={ink} strokeWidth={2} />
      <circle cx={230} cy={70} r={10} fill={mint} stroke={ink} strokeWidth={2} />
      <path
        d="M106 158 Q160 190 218 156 M160 132 L160 176"
        stroke={ink}
        strokeWidth={2}
        strokeDasharray="4 5"
        fill="none"
      />
    </>
  ),
  promo: (
    <>
      <rect x={60} y={60} width={200} height={130} rx={14} fill={green} />
      <rect x={150} y={60} width={20} height={130} fill={sun} />
      <rect x={60} y={112} width={200} height={20} fill={sun} />
      <path
        d="M160 60 c-30-40 -70-10 -40 0 z M160 60 c30-40 70-10 40 0 z"
        fill={sun}
        stroke={ink}
        strokeWidth={2}
      />
      <circle cx={74} cy={40} r={6} fill={mint} />
      <circle cx={262} cy={44} r={8} fill={mint} />
      <circle cx={286} cy={170} r={5} fill={sun} />
    </>
  ),
};

export function Illustration({ kind, className }: { kind: Kind; className?: string }) {
  return (
    <svg viewBox="0 0 320 230" className={className} aria-hidden="true" focusable="false" role="presentation">
      {scenes[kind]}
    </svg>
  );
}
