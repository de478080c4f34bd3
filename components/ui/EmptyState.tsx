import type { ReactNode } from 'react';
import { cx } from './cx';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a <ButtonLink>. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
};

export function EmptyState({ title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center',
        className,
      )}
    >
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description && <p className="max-w-prose text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
