import Image from 'next/image';
import { cx } from '@/components/ui/cx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/** A round profile picture, or the name's initials when there is none. */
export function Avatar({
  name,
  photoUrl,
  size = 64,
  alt,
  className,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
  /** Accessible text; empty when a visible name sits next to the picture. */
  alt: string;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <Image
        src={photoUrl}
        alt={alt}
        width={size}
        height={size}
        unoptimized
        className={cx('shrink-0 rounded-full bg-slate-100 object-cover', className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-900',
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.max(12, Math.round(size / 2.6)) }}
    >
      {initials(name)}
    </span>
  );
}
