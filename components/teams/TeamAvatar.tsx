import Image from 'next/image';
import { cx } from '@/components/ui/cx';

/** A team's square photo, or its initials on a coloured tile. Decorative: the name is always next to it. */
export function TeamAvatar({
  name,
  photoUrl,
  size = 48,
  className,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <Image
        src={photoUrl}
        alt=""
        width={size}
        height={size}
        unoptimized
        className={cx('shrink-0 rounded-xl bg-slate-100 object-cover', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return (
    <span
      aria-hidden
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-xl bg-emerald-700 font-bold text-white',
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.max(14, Math.round(size / 2.8)) }}
    >
      {initials}
    </span>
  );
}
