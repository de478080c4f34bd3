import type { SportIcon } from '@/lib/looks/sports';

/** The sport's line icon as SVG children (circles and paths), drawn in `stroke`. */
export function SportGlyph({
  icon,
  size,
  stroke,
  strokeWidth = 1.75,
}: {
  icon: SportIcon;
  size: number;
  stroke: string;
  strokeWidth?: number;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      {icon.circles?.map(([cx, cy, r]) => (
        <circle key={`c${cx}-${cy}-${r}`} cx={cx} cy={cy} r={r} stroke={stroke} strokeWidth={strokeWidth} />
      ))}
      {icon.paths?.map((d) => (
        <path
          key={d}
          d={d}
          stroke={stroke}
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

const paths = new WeakMap<SportIcon, string>();

/**
 * The icon's circles and paths as one path's `d` (a circle is two arcs), built once per icon. Stroked with no
 * fill, the subpaths draw exactly what the separate elements draw.
 */
export function sportGlyphPath(icon: SportIcon): string {
  let d = paths.get(icon);
  if (d === undefined) {
    const circles = (icon.circles ?? []).map(
      ([cx, cy, r]) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`,
    );
    d = [...circles, ...(icon.paths ?? [])].join('');
    paths.set(icon, d);
  }
  return d;
}

/**
 * The sport's icon for lists (game cards): two elements, the stroke set once on the `<svg>`, instead of one
 * element per stroke with its own attributes (~1 kB less per card, sent twice: in the HTML and the RSC payload).
 */
export function SportMark({ icon, size, stroke }: { icon: SportIcon; size: number; stroke: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={stroke}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={sportGlyphPath(icon)} />
    </svg>
  );
}
