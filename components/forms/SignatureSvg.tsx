import { SIGNATURE_LIMITS } from '@/lib/forms/fields';

/** A drawn signature (JSON strokes in a 1000×300 space) as an SVG. */
export function SignatureSvg({
  drawing,
  className,
  title,
}: {
  drawing: string;
  className?: string;
  title?: string;
}) {
  let strokes: number[][][] = [];
  try {
    const v = JSON.parse(drawing) as unknown;
    if (Array.isArray(v)) strokes = v as number[][][];
  } catch {
    strokes = [];
  }
  return (
    <svg
      viewBox={`0 0 ${SIGNATURE_LIMITS.width} ${SIGNATURE_LIMITS.height}`}
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      preserveAspectRatio="xMidYMid meet"
    >
      {strokes.map((s, i) =>
        s.length === 1 ? (
          <circle key={i} cx={s[0]![0]} cy={s[0]![1]} r={3} fill="#0f172a" />
        ) : (
          <polyline
            key={i}
            points={s.map((p) => p.join(',')).join(' ')}
            fill="none"
            stroke="#0f172a"
            strokeWidth={4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ),
      )}
    </svg>
  );
}
