'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { formMessages as m } from '@/lib/messages';

// A waiver's text in a scrollable box; its "accept" checkbox unlocks once the signer has scrolled to the end
// (or at once when the text fits). The box takes keyboard focus, so arrow keys and Page Down scroll it.
export function WaiverBlock({
  label,
  text,
  hint,
  error,
  accepted,
  onAccept,
}: {
  label: string;
  text: string;
  hint?: string;
  error?: string;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(false);
  const check = () => {
    const el = box.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - 8) setRead(true);
  };
  useEffect(check, []);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <div
        ref={box}
        onScroll={check}
        tabIndex={0}
        role="region"
        aria-label={m.waiverRegion(label)}
        data-testid="waiver-text"
        className="max-h-64 space-y-3 overflow-y-auto rounded-md border border-slate-300 bg-slate-50 p-4 text-sm leading-relaxed text-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        {paragraphs.map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
      {!read && (
        <p id={`${id}-scroll`} className="text-sm text-slate-600">
          {m.waiverScrollHint}
        </p>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-emerald-700 disabled:opacity-50"
          checked={accepted}
          disabled={!read}
          aria-describedby={
            [!read && `${id}-scroll`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={error ? true : undefined}
          onChange={(e) => onAccept(e.target.checked)}
        />
        <span>{m.waiverAccept}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
