import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';

export type SkeletonProps = ComponentPropsWithoutRef<'div'>;

/** Grey pulsing placeholder; size it with className (e.g. "h-4 w-32"). */
export function Skeleton({ className, ...rest }: SkeletonProps) {
  return (
    <div aria-hidden="true" {...rest} className={cx('animate-pulse rounded-md bg-slate-200', className)} />
  );
}
