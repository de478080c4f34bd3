'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { Button, CheckboxField, SelectField, TextAreaField, TextField, useAction } from '@/components/ui';
import { submitFormAction } from '@/lib/forms/actions';
import { answersSchema, isRequired, type FormField } from '@/lib/forms/fields';
import { formMessages as m } from '@/lib/messages';
import { FileInput } from './FileInput';
import { SignaturePad } from './SignaturePad';
import { WaiverBlock } from './WaiverBlock';

type Values = { forUserId: string; answers: Record<string, unknown> };

function initialAnswer(f: FormField): unknown {
  switch (f.type) {
    case 'multi-select':
      return [];
    case 'checkbox':
    case 'waiver':
      return false;
    case 'signature':
      return { typedName: '', drawing: '' };
    case 'file':
      return null;
    default:
      return '';
  }
}

const errorText = (e: unknown): string | undefined => {
  if (!e || typeof e !== 'object') return undefined;
  const err = e as FieldError & Record<string, unknown>;
  if (typeof err.message === 'string' && err.message) return err.message;
  for (const value of Object.values(err)) {
    const nested = errorText(value);
    if (nested) return nested;
  }
  return undefined;
};

export function FillForm({
  formId,
  version,
  fields,
  wards,
  mayFillSelf,
  hasFee,
}: {
  formId: string;
  version: number;
  fields: FormField[];
  wards: { id: string; name: string }[];
  mayFillSelf: boolean;
  hasFee: boolean;
}) {
  const router = useRouter();
  const runAction = useAction();
  // The same schema the server builds from this version's field list.
  const schema = useMemo(() => z.object({ forUserId: z.string(), answers: answersSchema(fields) }), [fields]);
  const defaultFor = mayFillSelf ? '' : (wards[0]?.id ?? '');
  const { control, register, handleSubmit, getValues, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      forUserId: defaultFor,
      answers: Object.fromEntries(fields.map((f) => [f.id, initialAnswer(f)])),
    },
  });
  const errors = formState.errors.answers as Record<string, unknown> | undefined;

  const onSubmit = handleSubmit(async () => {
    const raw = getValues();
    const result = await runAction(
      submitFormAction,
      { formId, version, forUserId: raw.forUserId || undefined, answers: raw.answers },
      { setError },
    );
    if (!result.ok) return;
    const { submissionId, payNext } = result.data;
    router.push(payNext ? `/form/payment/${formId}/${submissionId}` : `/form/${formId}/${submissionId}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {wards.length > 0 && (
        <SelectField
          label={m.fillFor}
          hint={m.fillForHint}
          error={formState.errors.forUserId?.message}
          options={[
            ...(mayFillSelf ? [{ value: '', label: m.myself }] : []),
            ...wards.map((w) => ({ value: w.id, label: w.name })),
          ]}
          {...register('forUserId')}
        />
      )}
      {fields.map((f) => {
        const name = `answers.${f.id}` as const;
        const error = errorText(errors?.[f.id]);
        const required = isRequired(f);
        const hint = f.help || undefined;
        switch (f.type) {
          case 'text':
          case 'email':
          case 'phone':
          case 'number':
          case 'date':
            return (
              <TextField
                key={f.id}
                label={f.label}
                hint={hint}
                required={required}
                error={error}
                type={f.type === 'phone' ? 'tel' : f.type === 'text' ? 'text' : f.type}
                inputMode={f.type === 'number' ? 'decimal' : undefined}
                autoComplete={f.type === 'email' ? 'email' : f.type === 'phone' ? 'tel' : undefined}
                {...register(name)}
              />
            );
          case 'long-text':
            return (
              <TextAreaField
                key={f.id}
                label={f.label}
                hint={hint}
                required={required}
                error={error}
                rows={4}
                maxLength={5000}
                {...register(name)}
              />
            );
          case 'select':
            return (
              <SelectField
                key={f.id}
                label={f.label}
                hint={hint}
                required={required}
                error={error}
                options={[
                  { value: '', label: '—' },
                  ...(f.options ?? []).map((o) => ({ value: o, label: o })),
                ]}
                {...register(name)}
              />
            );
          case 'multi-select':
            return (
              <Controller
                key={f.id}
                control={control}
                name={name}
                render={({ field }) => {
                  const value = (field.value as string[]) ?? [];
                  return (
                    <fieldset className="space-y-2" aria-describedby={error ? `${f.id}-error` : undefined}>
                      <legend className="text-sm font-medium text-slate-900">
                        {f.label}
                        {required && (
                          <span aria-hidden="true" className="text-red-700">
                            {' *'}
                          </span>
                        )}
                      </legend>
                      {hint && <p className="text-sm text-slate-600">{hint}</p>}
                      {(f.options ?? []).map((o) => (
                        <CheckboxField
                          key={o}
                          label={o}
                          name={`${name}.${o}`}
                          checked={value.includes(o)}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...value, o] : value.filter((v) => v !== o))
                          }
                        />
                      ))}
                      {error && (
                        <p id={`${f.id}-error`} className="text-sm text-red-700">
                          {error}
                        </p>
                      )}
                    </fieldset>
                  );
                }}
              />
            );
          case 'checkbox':
            return <CheckboxField key={f.id} label={f.label} hint={hint} error={error} {...register(name)} />;
          case 'file':
            return (
              <Controller
                key={f.id}
                control={control}
                name={name}
                render={({ field }) => (
                  <FileInput
                    formId={formId}
                    label={f.label}
                    hint={hint}
                    required={required}
                    error={error}
                    value={field.value as { id: string; name: string } | null}
                    onChange={field.onChange}
                  />
                )}
              />
            );
          case 'waiver':
            return (
              <Controller
                key={f.id}
                control={control}
                name={name}
                render={({ field }) => (
                  <WaiverBlock
                    label={f.label}
                    text={f.waiverText ?? ''}
                    hint={hint}
                    error={error}
                    accepted={field.value === true}
                    onAccept={(v) => field.onChange(v)}
                  />
                )}
              />
            );
          case 'signature':
            return (
              <Controller
                key={f.id}
                control={control}
                name={name}
                render={({ field }) => (
                  <SignaturePad
                    label={f.label}
                    hint={hint}
                    error={error}
                    value={field.value as { typedName: string; drawing: string }}
                    onChange={field.onChange}
                  />
                )}
              />
            );
        }
      })}
      <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
        <Button type="submit" loading={formState.isSubmitting}>
          {formState.isSubmitting ? m.submitting : hasFee ? m.submitAndPay : m.submit}
        </Button>
      </div>
    </form>
  );
}
