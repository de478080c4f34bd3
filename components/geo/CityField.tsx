import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import type { PickedCity } from '@/lib/geo/city';

/** The props of the shared US city picker (either implementation: offline index or Google Places). */
export type CityPickerProps = {
  /** The chosen city, or null. */
  value: PickedCity | null;
  /** Called with the chosen city, or null when the input is cleared. */
  onChange: (city: PickedCity | null) => void;
  label: string;
  error?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  id?: string;
  className?: string;
};

// Shared by the offline and the Google city pickers.
export function describedBy(inputId: string, hint?: string, error?: string) {
  return [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
}

export function inputClasses(error?: string) {
  return cx(
    'block w-full rounded-md border bg-white px-3 py-2 pr-9 text-sm text-slate-900 placeholder:text-slate-500',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    error ? 'border-red-700' : 'border-slate-400',
  );
}

/** Label, hint and error around a city input (shared by both pickers). */
export function CityField({
  inputId,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  inputId: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
