import { cx } from './cx';

// The button styles, apart from the Button component (which brings next/link for ButtonLink): for a page's
// first-load code that needs only the look (the error page, components/shell/Unavailable.tsx).

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';
export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700',
  secondary:
    'bg-white text-slate-900 ring-1 ring-inset ring-slate-400 hover:bg-slate-50 focus-visible:outline-emerald-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  ghost:
    'bg-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-emerald-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
};

/** Class string shared by Button and ButtonLink (usable on any element). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonStyleProps = {}): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}
