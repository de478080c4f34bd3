'use client';

import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { TextField } from '@/components/ui';
import { SIGNATURE_LIMITS } from '@/lib/forms/fields';
import { formMessages as m } from '@/lib/messages';
import { SignatureSvg } from './SignatureSvg';

type Value = { typedName: string; drawing: string };
type Stroke = [number, number][];

const { width: W, height: H } = SIGNATURE_LIMITS;
const parse = (drawing: string): Stroke[] => {
  try {
    const v = JSON.parse(drawing) as unknown;
    return Array.isArray(v) ? (v as Stroke[]) : [];
  } catch {
    return [];
  }
};

/** A scribble that follows the typed name, for signing without a pointer (Enter on the pad). */
function keyboardStrokes(name: string): Stroke[] {
  const letters = [...name.replace(/\s+/g, '')].slice(0, 40);
  if (letters.length === 0) return [];
  const step = (W - 120) / Math.max(letters.length, 2);
  return [
    letters.map(
      (c, i) => [60 + i * step, 150 + (((c.codePointAt(0) ?? 0) * 37) % 90) - 45] as [number, number],
    ),
  ];
}

// Typed full name plus a drawn signature (pointer: mouse, finger or stylus). Strokes are kept in a 1000×300 space
// whatever the pad's size on screen, so they render the same everywhere.
export function SignaturePad({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: Value;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  const pad = useRef<HTMLDivElement>(null);
  const strokes = useRef<Stroke[]>(parse(value.drawing));
  const drawing = useRef(false);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
    strokes.current = parse(value.drawing);
  }, [value]);

  const point = (e: PointerEvent): [number, number] => {
    const r = pad.current!.getBoundingClientRect();
    const x = Math.min(W, Math.max(0, ((e.clientX - r.left) / r.width) * W));
    const y = Math.min(H, Math.max(0, ((e.clientY - r.top) / r.height) * H));
    return [Math.round(x), Math.round(y)];
  };
  const commit = () => onChange({ ...latest.current, drawing: JSON.stringify(strokes.current) });

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      </legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <TextField
        label={m.typedNameLabel}
        name={`${id}-typed`}
        required
        autoComplete="name"
        value={value.typedName}
        onChange={(e) => onChange({ ...latest.current, typedName: e.target.value })}
      />
      <div className="space-y-1">
        <p id={`${id}-draw`} className="text-sm font-medium text-slate-900">
          {m.drawLabel}
        </p>
        <div
          ref={pad}
          role="img"
          tabIndex={0}
          aria-labelledby={`${id}-draw`}
          aria-describedby={`${id}-draw-hint`}
          data-testid="signature-pad"
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              strokes.current = keyboardStrokes(latest.current.typedName);
              commit();
            }
          }}
          onPointerDown={(e) => {
            e.preventDefault();
            (e.target as Element).setPointerCapture?.(e.pointerId);
            drawing.current = true;
            if (strokes.current.length >= SIGNATURE_LIMITS.strokes) return;
            strokes.current = [...strokes.current, [point(e)]];
            commit();
          }}
          onPointerMove={(e) => {
            if (!drawing.current) return;
            const last = strokes.current[strokes.current.length - 1];
            if (!last || last.length >= SIGNATURE_LIMITS.points) return;
            strokes.current = [...strokes.current.slice(0, -1), [...last, point(e)]];
            commit();
          }}
          onPointerUp={() => {
            drawing.current = false;
          }}
          onPointerCancel={() => {
            drawing.current = false;
          }}
          className={`relative aspect-[10/3] w-full touch-none rounded-md border-2 border-dashed bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
            error ? 'border-red-700' : 'border-slate-400'
          }`}
        >
          <SignatureSvg
            drawing={value.drawing}
            className="pointer-events-none absolute inset-0 h-full w-full"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute bottom-3 left-6 right-6 border-b border-slate-300"
          />
        </div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p id={`${id}-draw-hint`} className="text-sm text-slate-600">
            {m.drawHint}
          </p>
          <button
            type="button"
            className="text-sm font-medium text-emerald-800 underline"
            onClick={() => {
              strokes.current = [];
              commit();
            }}
          >
            {m.clearSignature}
          </button>
        </div>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
