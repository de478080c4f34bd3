// The sign-up style profile form's picture: a stylised court with a ball and players (decorative).
export function SignUpIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 480"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id="signup-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#047857" />
          <stop offset="1" stopColor="#065f46" />
        </linearGradient>
      </defs>
      <rect width="400" height="480" fill="url(#signup-sky)" />
      {/* court */}
      <g stroke="#a7f3d0" strokeWidth="4" fill="none" opacity="0.55">
        <rect x="40" y="250" width="320" height="190" rx="6" />
        <line x1="200" y1="250" x2="200" y2="440" />
        <circle cx="200" cy="345" r="42" />
        <path d="M40 300 h50 v90 h-50 M360 300 h-50 v90 h50" />
      </g>
      {/* sun-like ball */}
      <g transform="translate(300 105)">
        <circle r="46" fill="#fbbf24" />
        <path d="M-46 0 h92 M0 -46 v92" stroke="#b45309" strokeWidth="4" />
        <path d="M-32 -33 q32 33 0 66 M32 -33 q-32 33 0 66" stroke="#b45309" strokeWidth="4" fill="none" />
      </g>
      {/* players */}
      <g fill="#ecfdf5">
        <circle cx="120" cy="168" r="18" />
        <rect x="104" y="190" width="32" height="62" rx="14" />
        <rect x="92" y="196" width="14" height="44" rx="7" transform="rotate(-28 99 218)" />
        <rect x="134" y="196" width="14" height="44" rx="7" transform="rotate(32 141 218)" />
        <rect x="106" y="244" width="12" height="48" rx="6" transform="rotate(12 112 268)" />
        <rect x="122" y="244" width="12" height="48" rx="6" transform="rotate(-14 128 268)" />
      </g>
      <g fill="#d1fae5">
        <circle cx="222" cy="196" r="16" />
        <rect x="208" y="216" width="28" height="54" rx="12" />
        <rect x="196" y="220" width="12" height="40" rx="6" transform="rotate(30 202 240)" />
        <rect x="236" y="220" width="12" height="40" rx="6" transform="rotate(-40 242 240)" />
        <rect x="210" y="262" width="11" height="42" rx="5" />
        <rect x="224" y="262" width="11" height="42" rx="5" transform="rotate(-18 229 283)" />
      </g>
      <circle cx="168" cy="150" r="10" fill="#f97316" />
    </svg>
  );
}
