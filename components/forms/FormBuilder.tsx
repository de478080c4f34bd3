'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import {
  Button,
  Card,
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  useAction,
} from '@/components/ui';
import { saveFormAction } from '@/lib/forms/actions';
import { CHOICE_TYPES, FIELD_TYPES, newField, type FieldType } from '@/lib/forms/fields';
import { saveFormSchema, type SaveFormInput, type SaveFormValues } from '@/lib/forms/schema';
import { formMessages as m } from '@/lib/messages';

type Team = { id: string; name: string; seasons: { id: string; label: string }[] };

const EMPTY: SaveFormInput = {
  title: '',
  description: '',
  teamId: '',
  seasonId: '',
  price: '',
  deposit: '',
  opensAt: '',
  closesAt: '',
  capacity: '',
  audience: 'ANYONE',
  closed: false,
  fields: [],
};

/** ISO instant → the value of a datetime-local input in this browser's zone. */
function toLocalInput(iso: string | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const toIso = (local: string | undefined) => (local ? new Date(local).toISOString() : '');
const freshId = () => `f_${Math.random().toString(36).slice(2, 10)}`;

export function FormBuilder({
  teams,
  initial,
  submissions,
  version,
}: {
  teams: Team[];
  initial: (SaveFormInput & { formId: string }) | null;
  submissions: number;
  version: number;
}) {
  const router = useRouter();
  const runAction = useAction();
  const form = useForm<SaveFormInput, unknown, SaveFormValues>({
    resolver: zodResolver(saveFormSchema),
    defaultValues: initial
      ? { ...initial, opensAt: '', closesAt: '' }
      : { ...EMPTY, fields: [newField('text', freshId())] },
  });
  const { control, register, handleSubmit, setError, setValue, formState } = form;
  const { errors } = formState;
  const list = useFieldArray({ control, name: 'fields', keyName: 'key' });
  const [announcement, setAnnouncement] = useState('');
  const [addType, setAddType] = useState<FieldType>('text');
  const handles = useRef(new Map<number, HTMLDivElement>());
  // Dragging by the handle with pointer events (mouse, touch, pen): the field under the pointer is the target.
  const dragFrom = useRef<number | null>(null);
  const [drag, setDrag] = useState<{ from: number; to: number | null } | null>(null);
  const fieldAt = (e: PointerEvent) => {
    const el = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-field-index]');
    return el ? Number(el.getAttribute('data-field-index')) : null;
  };
  const dragHandlers = (index: number) => ({
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (e.button !== 0) return;
      e.currentTarget.setPointerCapture?.(e.pointerId);
      dragFrom.current = index;
      setDrag({ from: index, to: null });
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      const from = dragFrom.current;
      if (from !== null) setDrag({ from, to: fieldAt(e) });
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      const from = dragFrom.current;
      const to = fieldAt(e);
      dragFrom.current = null;
      setDrag(null);
      if (from !== null && to !== null) move(from, to, true);
    },
    onPointerCancel: () => {
      dragFrom.current = null;
      setDrag(null);
    },
  });

  // Dates are shown in the browser's zone: filled in after hydration (the server does not know the zone).
  useEffect(() => {
    if (initial?.opensAt) setValue('opensAt', toLocalInput(initial.opensAt));
    if (initial?.closesAt) setValue('closesAt', toLocalInput(initial.closesAt));
  }, [initial, setValue]);

  const teamId = useWatch({ control, name: 'teamId' });
  const seasons = teams.find((t) => t.id === teamId)?.seasons ?? [];
  // A form with answers keeps its team and season (the server refuses a change too).
  const teamLocked = initial !== null && submissions > 0;
  const lockedTeam = teams.find((t) => t.id === initial?.teamId);
  const fields = useWatch({ control, name: 'fields' });

  function move(from: number, to: number, focus = false) {
    if (to < 0 || to >= list.fields.length || from === to) return;
    list.move(from, to);
    const label = fields?.[from]?.label || m.fieldTypeLabel[fields?.[from]?.type ?? 'text'];
    setAnnouncement(m.moved(label, to + 1, list.fields.length));
    if (focus) requestAnimationFrame(() => handles.current.get(to)?.focus());
  }

  function onHandleKey(event: KeyboardEvent<HTMLDivElement>, index: number) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    const payload = { ...values, opensAt: toIso(values.opensAt), closesAt: toIso(values.closesAt) };
    const result = await runAction(saveFormAction, payload, { setError });
    if (!result.ok) return;
    if (!initial) router.push(`/form/build/${result.data.formId}`);
    else router.refresh();
  });

  const fieldsError = errors.fields?.message ?? errors.fields?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        <Card>
          <div className="space-y-4 p-4">
            <TextField
              label={m.titleLabel}
              required
              maxLength={120}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextAreaField
              label={m.descriptionLabel}
              hint={m.descriptionHint}
              rows={3}
              maxLength={2000}
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        </Card>

        <Card title={m.fieldsHeading}>
          <div className="space-y-3 p-4">
            <p className="text-sm text-slate-600">{m.fieldsHint}</p>
            {submissions > 0 && (
              <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {m.versionNote(version)}
              </p>
            )}
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
            <ol className="space-y-3">
              {list.fields.map((item, index) => (
                <li
                  key={item.key}
                  data-field-index={index}
                  className={`rounded-lg border bg-slate-50 p-3 ${
                    drag && drag.to === index && drag.from !== index
                      ? 'border-emerald-600 ring-2 ring-emerald-600'
                      : 'border-slate-200'
                  }`}
                  data-testid="builder-field"
                >
                  <FieldEditor
                    index={index}
                    total={list.fields.length}
                    control={control}
                    register={register}
                    errors={errors.fields?.[index]}
                    handleRef={(el) => {
                      if (el) handles.current.set(index, el);
                      else handles.current.delete(index);
                    }}
                    onHandleKey={(e) => onHandleKey(e, index)}
                    dragHandlers={dragHandlers(index)}
                    onMove={(to) => move(index, to, true)}
                    onRemove={() => list.remove(index)}
                    onTypeChange={(type) => {
                      const current = fields?.[index];
                      setValue(`fields.${index}`, {
                        ...newField(type, current?.id ?? freshId()),
                        label: current?.label || m.fieldTypeLabel[type],
                        help: current?.help,
                      });
                    }}
                  />
                </li>
              ))}
            </ol>
            {fieldsError && (
              <p role="alert" className="text-sm text-red-700">
                {fieldsError}
              </p>
            )}
            <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3">
              <SelectField
                label={m.fieldType}
                name="add-type"
                value={addType}
                onChange={(e) => setAddType(e.target.value as FieldType)}
                options={FIELD_TYPES.map((t) => ({ value: t, label: m.fieldTypeLabel[t] }))}
                className="w-48"
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => list.append(newField(addType, freshId()))}
              >
                {m.addField}
              </Button>
            </div>
          </div>
        </Card>
      </div>

      <div className="space-y-6">
        <Card title={m.settingsHeading}>
          <div className="space-y-4 p-4">
            {teamLocked ? (
              // Answers were given to this team and season: they stay with it (docs/features.md, "Forms and waivers").
              <div className="space-y-2" data-testid="form-team-locked">
                <TextField
                  name="lockedTeam"
                  label={m.teamLabel}
                  value={lockedTeam?.name ?? m.noTeam}
                  hint={m.teamLocked}
                  error={errors.teamId?.message}
                  readOnly
                />
                <TextField
                  name="lockedSeason"
                  label={m.seasonLabel}
                  value={seasons.find((s) => s.id === initial?.seasonId)?.label ?? m.noSeason}
                  readOnly
                />
              </div>
            ) : (
              <>
                <SelectField
                  label={m.teamLabel}
                  error={errors.teamId?.message}
                  options={[
                    { value: '', label: m.noTeam },
                    ...teams.map((t) => ({ value: t.id, label: t.name })),
                  ]}
                  {...register('teamId', { onChange: () => setValue('seasonId', '') })}
                />
                <SelectField
                  label={m.seasonLabel}
                  error={errors.seasonId?.message}
                  disabled={!teamId}
                  options={[
                    { value: '', label: m.noSeason },
                    ...seasons.map((s) => ({ value: s.id, label: s.label })),
                  ]}
                  {...register('seasonId')}
                />
              </>
            )}
            <TextField
              label={m.priceLabel}
              hint={m.priceHint}
              inputMode="decimal"
              placeholder="0"
              error={errors.price?.message}
              {...register('price')}
            />
            <TextField
              label={m.depositLabel}
              hint={m.depositHint}
              inputMode="decimal"
              error={errors.deposit?.message}
              {...register('deposit')}
            />
            <TextField
              label={m.opensAtLabel}
              type="datetime-local"
              error={errors.opensAt?.message}
              {...register('opensAt')}
            />
            <TextField
              label={m.closesAtLabel}
              type="datetime-local"
              error={errors.closesAt?.message}
              {...register('closesAt')}
            />
            <TextField
              label={m.capacityLabel}
              hint={m.capacityHint}
              inputMode="numeric"
              error={errors.capacity?.message}
              {...register('capacity')}
            />
            <SelectField
              label={m.audienceLabel}
              error={errors.audience?.message}
              options={[
                { value: 'ANYONE', label: m.audience.ANYONE! },
                { value: 'TEAM_MEMBERS', label: m.audience.TEAM_MEMBERS! },
              ]}
              {...register('audience')}
            />
            <CheckboxField label={m.closedLabel} {...register('closed')} />
          </div>
        </Card>
        <Button type="submit" loading={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? m.saving : m.saveForm}
        </Button>
      </div>
    </form>
  );
}

type FieldErrors = {
  label?: { message?: string };
  help?: { message?: string };
  options?: { message?: string; root?: { message?: string } } & Record<
    number,
    { message?: string } | undefined
  >;
  waiverText?: { message?: string };
};

function FieldEditor({
  index,
  total,
  control,
  register,
  errors,
  handleRef,
  onHandleKey,
  dragHandlers,
  onMove,
  onRemove,
  onTypeChange,
}: {
  index: number;
  total: number;
  control: Control<SaveFormInput, unknown, SaveFormValues>;
  register: UseFormRegister<SaveFormInput>;
  errors: FieldErrors | undefined;
  handleRef: (el: HTMLDivElement | null) => void;
  onHandleKey: (e: KeyboardEvent<HTMLDivElement>) => void;
  dragHandlers: Record<string, (e: PointerEvent<HTMLDivElement>) => void>;
  onMove: (to: number) => void;
  onRemove: () => void;
  onTypeChange: (type: FieldType) => void;
}) {
  const field = useWatch({ control, name: `fields.${index}` });
  const type = field?.type ?? 'text';
  const label = field?.label || m.fieldTypeLabel[type];
  const optionsError =
    errors?.options?.message ??
    errors?.options?.root?.message ??
    Object.values(errors?.options ?? {})
      .map((e) =>
        e && typeof e === 'object' && 'message' in e ? (e as { message?: string }).message : undefined,
      )
      .find(Boolean);
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 border-b border-slate-200 pb-2">
        <div
          role="button"
          tabIndex={0}
          ref={handleRef}
          {...dragHandlers}
          onKeyDown={onHandleKey}
          aria-label={m.dragHandle(label)}
          aria-roledescription="sortable"
          className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700"
          data-testid="drag-handle"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <circle cx="7" cy="5" r="1.5" />
            <circle cx="13" cy="5" r="1.5" />
            <circle cx="7" cy="10" r="1.5" />
            <circle cx="13" cy="10" r="1.5" />
            <circle cx="7" cy="15" r="1.5" />
            <circle cx="13" cy="15" r="1.5" />
          </svg>
        </div>
        <span className="text-sm font-semibold text-slate-700">
          {index + 1}. {m.fieldTypeLabel[type]}
        </span>
        <div className="ml-auto flex gap-1">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={m.moveUp(label)}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={m.moveDown(label)}
            disabled={index === total - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={m.removeField(label)}
            onClick={onRemove}
          >
            ✕
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[11rem_1fr]">
        <SelectField
          label={m.fieldType}
          name={`fields.${index}.type`}
          value={type}
          onChange={(e) => onTypeChange(e.target.value as FieldType)}
          options={FIELD_TYPES.map((t) => ({ value: t, label: m.fieldTypeLabel[t] }))}
        />
        <TextField
          label={m.fieldLabel}
          required
          maxLength={200}
          error={errors?.label?.message}
          {...register(`fields.${index}.label`)}
        />
      </div>
      <div className="grid gap-3  sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label={m.fieldHelp}
          maxLength={500}
          error={errors?.help?.message}
          {...register(`fields.${index}.help`)}
        />
        {type === 'waiver' ? null : (
          <CheckboxField label={m.fieldRequired} {...register(`fields.${index}.required`)} />
        )}
      </div>
      {CHOICE_TYPES.includes(type) && (
        <div className="">
          <Controller
            control={control}
            name={`fields.${index}.options`}
            render={({ field: f }) => (
              <TextAreaField
                label={m.fieldOptions}
                name={f.name}
                rows={3}
                error={optionsError}
                defaultValue={(f.value ?? []).join('\n')}
                onChange={(e) =>
                  f.onChange(
                    e.target.value
                      .split('\n')
                      .map((o) => o.trim())
                      .filter(Boolean),
                  )
                }
                onBlur={f.onBlur}
              />
            )}
          />
        </div>
      )}
      {type === 'waiver' && (
        <div className="">
          <TextAreaField
            label={m.waiverTextLabel}
            hint={m.waiverTextHint}
            rows={8}
            maxLength={20000}
            error={errors?.waiverText?.message}
            {...register(`fields.${index}.waiverText`)}
          />
        </div>
      )}
    </div>
  );
}
