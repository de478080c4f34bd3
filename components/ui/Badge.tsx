import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

// The classes are named in app/globals.css (.badge, .badge-<tone>): a badge sits on every game card, and its
// class list would otherwise be sent twice per badge (HTML and RSC payload).
const tones: Record<BadgeTone, string> = {
  neutral: 'badge-neutral',
  success: 'badge-success',
  warning: 'badge-warning',
  danger: 'badge-danger',
};

export type BadgeProps = { tone?: BadgeTone; className?: string; children: ReactNode };

export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return <span className={cx('badge', tones[tone], className)}>{children}</span>;
}
