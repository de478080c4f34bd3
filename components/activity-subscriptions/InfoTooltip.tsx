'use client';

import { useId, useState } from 'react';

// A small "i" button whose text shows on hover and keyboard focus (and is the button's description).
export function InfoTooltip({ label, text, width = 380 }: { label: string; text: string; width?: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
        className="inline-flex size-5 items-center justify-center rounded-full border border-slate-500 text-xs font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        i
      </button>
      <span
        id={id}
        role="tooltip"
        style={{ width: `min(${width}px, 80vw)` }}
        className={`absolute top-7 right-0 z-[70] rounded-md bg-slate-900 px-3 py-2 text-xs font-normal text-white shadow-lg ${open ? 'block' : 'hidden'}`}
      >
        {text}
      </span>
    </span>
  );
}
