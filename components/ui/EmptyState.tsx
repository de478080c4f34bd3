import type { ReactNode } from 'react';
import { cx } from './cx';
import { EmptyIllustration, type EmptyIllustrationKind } from './EmptyIllustration';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a <ButtonLink>. */
  action?: ReactNode;
  /** 1 when the empty state is the whole page, else 2 or 3. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  /** A picture above the heading for the page's main empty states (components/ui/EmptyIllustration). */
  illustration?: EmptyIllustrationKind;
};

export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
  className,
  illustration,
}: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1];
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center',
        className,
      )}
    >
      {illustration && <EmptyIllustration kind={illustration} className="mb-2" />}
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description && <p className="max-w-prose text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
