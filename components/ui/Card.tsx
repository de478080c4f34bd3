import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export type CardProps = {
  title?: ReactNode;
  /** Buttons/links shown at the right of the header. */
  actions?: ReactNode;
  /** 1 when the card is the page (e.g. a one-card page), else 2 or 3. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  children?: ReactNode;
};

export function Card({ title, actions, headingLevel = 2, className, children }: CardProps) {
  const headingId = useId();
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1];
  const hasHeader = Boolean(title) || Boolean(actions);
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
    >
      {hasHeader && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          {title ? (
            <Heading id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      )}
      <div className="p-4">{children}</div>
    </section>
  );
}
