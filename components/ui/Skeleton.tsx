import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export type SkeletonProps = ComponentPropsWithoutRef<'div'>;

/** Grey pulsing placeholder; size it with className (e.g. "h-4 w-32"). */
export function Skeleton({ className, ...rest }: SkeletonProps) {
  return (
    <div aria-hidden="true" {...rest} className={cx('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

export type PageSkeletonProps = {
  /** Read by screen readers while the page loads (e.g. commonMessages.loading). */
  label: string;
  /** The page's width, as its own container has it. */
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-5xl';
  /** How many card placeholders under the heading. */
  cards?: number;
};

/** A list page's loading.tsx: the heading and a few cards, at the page's own width. */
export function PageSkeleton({ label, width = 'max-w-4xl', cards = 3 }: PageSkeletonProps) {
  return (
    <div className={cx('mx-auto space-y-6', width)} aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
