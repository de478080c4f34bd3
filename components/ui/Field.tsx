'use client';

import {
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from './cx';

const controlBase =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-50';

function borderFor(error: string | undefined) {
  return error ? 'border-red-700' : 'border-slate-400';
}

function joinIds(...ids: Array<string | false | null | undefined>) {
  return ids.filter(Boolean).join(' ') || undefined;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

type CommonProps = { label: ReactNode; error?: string; hint?: ReactNode; className?: string };

function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-900">
      {children}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      )}
    </label>
  );
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
  counter,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  counter?: { id: string; text: string };
}) {
  if (!hint && !error && !counter) return null;
  return (
    <div className="flex items-start justify-between gap-2 text-sm">
      <div className="flex flex-col gap-0.5">
        {hint && (
          <p id={hintId} className="text-slate-600">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-red-700">
            {error}
          </p>
        )}
      </div>
      {counter && (
        <p id={counter.id} className="shrink-0 tabular-nums text-slate-600">
          {counter.text}
        </p>
      )}
    </div>
  );
}

/** Tracks the value length for the character counter (controlled or uncontrolled / react-hook-form). */
function useCharCount<T extends HTMLInputElement | HTMLTextAreaElement>(
  ref: Ref<T> | undefined,
  value: unknown,
  defaultValue: unknown,
) {
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  const setRef = useCallback(
    (el: T | null) => {
      assignRef(ref, el);
      if (el) setTyped(el.value.length);
    },
    [ref],
  );
  const count = value !== undefined && value !== null ? String(value).length : typed;
  return { count, setRef, setTyped };
}

/** What a text input and a text area share: ids for the hint, error and counter, the character counter, and
 * the control's own props (ref, id, ARIA links, the counting onChange, the look). */
function useTextControl<T extends HTMLInputElement | HTMLTextAreaElement>({
  id,
  ref,
  value,
  defaultValue,
  maxLength,
  hint,
  error,
  describedBy,
  onChange,
}: {
  id: string | undefined;
  ref: Ref<T> | undefined;
  value: unknown;
  defaultValue: unknown;
  maxLength: number | undefined;
  hint: ReactNode;
  error: string | undefined;
  describedBy: string | undefined;
  onChange: ((event: ChangeEvent<T>) => void) | undefined;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const ids = { hint: `${inputId}-hint`, error: `${inputId}-error`, counter: `${inputId}-count` };
  const { count, setRef, setTyped } = useCharCount(ref, value, defaultValue);
  const counter = maxLength !== undefined ? { id: ids.counter, text: `${count}/${maxLength}` } : undefined;
  const control = {
    ref: setRef,
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': joinIds(
      describedBy,
      hint ? ids.hint : undefined,
      counter && ids.counter,
      error && ids.error,
    ),
    onChange: (event: ChangeEvent<T>) => {
      setTyped(event.target.value.length);
      onChange?.(event);
    },
    className: cx(controlBase, borderFor(error)),
  };
  const messages = (
    <FieldMessages hint={hint} hintId={ids.hint} error={error} errorId={ids.error} counter={counter} />
  );
  return { inputId, control, messages };
}

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'name'> & CommonProps & { name: string };

export function TextField({
  label,
  name,
  error,
  hint,
  className,
  id,
  ref,
  maxLength,
  required,
  onChange,
  value,
  defaultValue,
  ...rest
}: TextFieldProps) {
  const { inputId, control, messages } = useTextControl({
    id,
    ref,
    value,
    defaultValue,
    maxLength,
    hint,
    error,
    describedBy: rest['aria-describedby'],
    onChange,
  });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        {...control}
        name={name}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
      />
      {messages}
    </div>
  );
}

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'name'> &
  CommonProps & { name: string };

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  id,
  ref,
  maxLength,
  required,
  onChange,
  value,
  defaultValue,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const { inputId, control, messages } = useTextControl({
    id,
    ref,
    value,
    defaultValue,
    maxLength,
    hint,
    error,
    describedBy: rest['aria-describedby'],
    onChange,
  });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        {...rest}
        {...control}
        name={name}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
      />
      {messages}
    </div>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = ComponentPropsWithRef<'select'> &
  CommonProps & { options?: SelectOption[]; placeholder?: string };

/** Native select; pass `options` or <option> children. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  required,
  options,
  placeholder,
  children,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const ids = { hint: `${selectId}-hint`, error: `${selectId}-error` };
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      <select
        {...rest}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(rest['aria-describedby'], hint ? ids.hint : undefined, error && ids.error)}
        className={cx(controlBase, borderFor(error))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages hint={hint} hintId={ids.hint} error={error} errorId={ids.error} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & CommonProps;

export function CheckboxField({ label, error, hint, className, id, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const ids = { hint: `${inputId}-hint`, error: `${inputId}-error` };
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          {...rest}
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(
            rest['aria-describedby'],
            hint ? ids.hint : undefined,
            error && ids.error,
          )}
          className={cx(
            'size-4 shrink-0 accent-emerald-700 disabled:cursor-not-allowed',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
          )}
        />
        <label htmlFor={inputId} className="text-sm text-slate-900">
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={ids.hint} error={error} errorId={ids.error} />
    </div>
  );
}

export type FormErrorProps = { message?: string | null; children?: ReactNode; className?: string };

/** Form-level error box; renders nothing when empty. */
export function FormError({ message, children, className }: FormErrorProps) {
  const content = children ?? message;
  if (!content) return null;
  return (
    <div
      role="alert"
      className={cx('rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800', className)}
    >
      {content}
    </div>
  );
}
