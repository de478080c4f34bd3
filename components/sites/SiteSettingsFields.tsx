'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui';
import { siteUi as m } from '@/lib/messages/sites';

type SettingsValues = {
  title: string;
  primaryLogo?: string;
  secondaryLogo?: string;
  primaryColor: string;
  accentColor: string;
};

// Title, logos and theme colours: the same fields in site/build and the editor's site settings.
export function SiteSettingsFields<T extends SettingsValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const r = register as unknown as UseFormRegister<SettingsValues>;
  const e = errors as FieldErrors<SettingsValues>;
  return (
    <>
      <TextField
        label={m.titleLabel}
        placeholder={m.titlePlaceholder}
        maxLength={80}
        required
        {...r('title')}
        error={e.title?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.primaryLogoLabel}
          type="url"
          inputMode="url"
          hint={m.logoHelp}
          {...r('primaryLogo')}
          error={e.primaryLogo?.message}
        />
        <TextField
          label={m.secondaryLogoLabel}
          type="url"
          inputMode="url"
          {...r('secondaryLogo')}
          error={e.secondaryLogo?.message}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <ColorField
          label={m.primaryColorLabel}
          name="primaryColor"
          register={r}
          error={e.primaryColor?.message}
        />
        <ColorField
          label={m.accentColorLabel}
          name="accentColor"
          register={r}
          error={e.accentColor?.message}
        />
      </div>
    </>
  );
}

function ColorField({
  label,
  name,
  register,
  error,
}: {
  label: string;
  name: 'primaryColor' | 'accentColor';
  register: UseFormRegister<SettingsValues>;
  error?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`site-${name}`} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`site-${name}`}
        type="color"
        className="h-10 w-full cursor-pointer rounded-md border border-slate-400 bg-white p-1"
        aria-invalid={error ? true : undefined}
        {...register(name)}
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
