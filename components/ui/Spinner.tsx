import { cx } from './cx';

export type SpinnerProps = {
  className?: string;
  /** Screen-reader text. */
  label?: string;
  /** Hide the screen-reader text (e.g. inside a button that already sets aria-busy). */
  decorative?: boolean;
};

export function Spinner({ className, label = 'Loading...', decorative = false }: SpinnerProps) {
  return (
    <span className={cx('inline-flex items-center', className)}>
      <svg aria-hidden="true" className="size-4 animate-spin" viewBox="0 0 24 24" fill="none">
        <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
        <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
      </svg>
      {!decorative && <span className="sr-only">{label}</span>}
    </span>
  );
}
