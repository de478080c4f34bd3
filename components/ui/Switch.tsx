'use client';

import { Description, Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  /** When set, a hidden input is rendered so the value is submitted with a form. */
  name?: string;
  className?: string;
};

export function Switch({ label, checked, onChange, description, disabled, name, className }: SwitchProps) {
  return (
    <Field disabled={disabled} className={cx('flex items-start justify-between gap-4', className)}>
      <span className="flex flex-col gap-0.5">
        <Label className="text-sm font-medium text-slate-900 data-disabled:opacity-60">{label}</Label>
        {description && <Description className="text-sm text-slate-600">{description}</Description>}
      </span>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        name={name}
        className={cx(
          'group inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 p-0.5 transition-colors',
          'data-checked:bg-emerald-700 data-disabled:cursor-not-allowed data-disabled:opacity-60',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        )}
      >
        <span
          aria-hidden="true"
          className="size-5 translate-x-0 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
        />
      </HeadlessSwitch>
    </Field>
  );
}
