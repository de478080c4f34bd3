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

// The class lists live in app/globals.css (.card, .card-head, .card-title): a page sends them once per card in
// its HTML and again in its RSC payload.
export function Card({ title, actions, headingLevel = 2, className, children }: CardProps) {
  const headingId = useId();
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1];
  const hasHeader = Boolean(title) || Boolean(actions);
  return (
    <section aria-labelledby={title ? headingId : undefined} className={cx('card', className)}>
      {hasHeader && (
        <div className="card-head">
          {title ? (
            <Heading id={headingId} className="card-title">
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
