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
