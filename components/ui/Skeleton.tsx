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

export type CardSkeletonProps = {
  /** Rows of two lines (a title and its details), as a list card has. */
  rows?: number;
  /** A header bar with a title placeholder, as a Card with a title has. */
  titled?: boolean;
  className?: string;
};

/**
 * A Card's placeholder with the Card's own frame (border, header bar, padding), so a page's loading.tsx keeps
 * the final layout and nothing jumps when the content arrives.
 */
export function CardSkeleton({ rows = 3, titled = true, className }: CardSkeletonProps) {
  return (
    <div aria-hidden="true" className={cx('card', className)}>
      {titled && (
        <div className="border-b border-slate-200 px-4 py-3">
          <Skeleton className="h-5 w-40" />
        </div>
      )}
      <div className="space-y-4 p-4">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="skeleton-row" />
        ))}
      </div>
    </div>
  );
}
