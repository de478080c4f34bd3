import { z } from 'zod';
import { formMessages as m } from '@/lib/messages/forms';

// A form's field list and the zod schema of its answers, built from that list. The fill-in page (client,
// zodResolver) and the submit action (server) build the schema with the same function from the same stored
// version, so both refuse the same answers. Pure: client components import it.

export const FIELD_TYPES = [
  'text',
  'long-text',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'multi-select',
  'checkbox',
  'file',
  'waiver',
  'signature',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const CHOICE_TYPES: readonly FieldType[] = ['select', 'multi-select'];
export const MAX_FIELDS = 60;
export const MAX_OPTIONS = 50;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** A drawn signature: at most this many strokes and points per stroke (canvas coordinates 0..1000 x 0..300). */
export const SIGNATURE_LIMITS = { strokes: 60, points: 600, width: 1000, height: 300 } as const;

const fieldId = z.string().regex(/^[a-z0-9_-]{1,40}$/i);

/** One field as stored in a version (and edited in the builder). */
export const formFieldSchema = z
  .object({
    id: fieldId,
    type: z.enum(FIELD_TYPES),
    label: z.string().trim().min(1, m.labelRequired).max(200, m.tooLong(200)),
    required: z.boolean(),
    help: z.string().trim().max(500, m.tooLong(500)).optional(),
    options: z
      .array(z.string().trim().min(1, m.optionEmpty).max(100, m.tooLong(100)))
      .max(MAX_OPTIONS)
      .optional(),
    waiverText: z.string().trim().max(20_000, m.tooLong(20_000)).optional(),
  })
  .superRefine((f, ctx) => {
    if (CHOICE_TYPES.includes(f.type)) {
      const options = f.options ?? [];
      if (options.length < 1) ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsRequired });
      if (new Set(options).size !== options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsUnique });
    }
    if (f.type === 'waiver' && !f.waiverText)
      ctx.addIssue({ code: 'custom', path: ['waiverText'], message: m.waiverTextRequired });
  });
export type FormField = z.output<typeof formFieldSchema>;

export const fieldListSchema = z
  .array(formFieldSchema)
  .min(1, m.fieldsRequired)
  .max(MAX_FIELDS, m.tooManyFields(MAX_FIELDS))
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: m.duplicateField });
      seen.add(f.id);
    });
    if (fields.some((f) => f.type === 'waiver') && !fields.some((f) => f.type === 'signature'))
      ctx.addIssue({ code: 'custom', path: [], message: m.waiverNeedsSignature });
  });

/** Reads a stored field list (a version's JSON); anything unreadable yields no fields. */
export function readFields(json: unknown): FormField[] {
  const parsed = z.array(formFieldSchema).safeParse(json);
  return parsed.success ? parsed.data : [];
}

// ── answers ──

export type SignatureAnswer = { typedName: string; drawing: string };
export type FileAnswer = { id: string; name: string };

const empty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);

/** A drawn signature: JSON of strokes [[x, y], ...] inside the pad, at least one stroke with two points. */
export function parseDrawing(drawing: string): number[][][] | null {
  if (drawing.length > 200_000) return null;
  let strokes: unknown;
  try {
    strokes = JSON.parse(drawing);
  } catch {
    return null;
  }
  const point = z.tuple([
    z.number().min(0).max(SIGNATURE_LIMITS.width),
    z.number().min(0).max(SIGNATURE_LIMITS.height),
  ]);
  const parsed = z
    .array(z.array(point).min(1).max(SIGNATURE_LIMITS.points))
    .min(1)
    .max(SIGNATURE_LIMITS.strokes)
    .safeParse(strokes);
  if (!parsed.success) return null;
  return parsed.data.some((s) => s.length >= 2) ? parsed.data : null;
}

function answerSchema(f: FormField): z.ZodType {
  const str = (max: number) => z.string({ error: m.answerRequired }).trim().max(max, m.tooLong(max));
  switch (f.type) {
    case 'text':
      return str(500).min(1, m.answerRequired);
    case 'long-text':
      return str(5000).min(1, m.answerRequired);
    case 'email':
      return z.email({ error: m.invalidEmail }).max(254, m.tooLong(254));
    case 'phone':
      return str(30).refine(
        (v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 7,
        m.invalidPhone,
      );
    case 'number':
      return z.preprocess(
        (v) => (typeof v === 'string' ? Number(v.trim()) : v),
        z.number({ error: m.invalidNumber }).finite(m.invalidNumber),
      );
    case 'date':
      return z.iso.date({ error: m.invalidDate });
    case 'select':
      return z.enum(f.options as [string, ...string[]], { error: m.chooseOption });
    case 'multi-select': {
      const list = z.array(z.enum(f.options as [string, ...string[]], { error: m.chooseOption }));
      return f.required ? list.min(1, m.chooseOption) : list;
    }
    case 'checkbox':
      return f.required ? z.literal(true, { error: m.mustCheck }) : z.boolean();
    case 'file':
      return z.object(
        { id: z.string().min(1).max(40), name: z.string().min(1).max(255) },
        { error: m.fileRequired },
      );
    case 'waiver':
      return z.literal(true, { error: m.waiverMustAccept });
    case 'signature':
      return z.object(
        {
          typedName: z.string({ error: m.typedNameRequired }).trim().min(2, m.typedNameRequired).max(120),
          drawing: z
            .string({ error: m.drawingRequired })
            .refine((d) => parseDrawing(d) !== null, m.drawingRequired),
        },
        { error: m.signatureRequired },
      );
  }
}

/** Whether a field must be answered: waivers always, others when marked required. */
export const isRequired = (f: FormField) => f.type === 'waiver' || f.required;

/**
 * The schema of a version's answers: an object keyed by field id; a field not required may be left empty (it is
 * then left out). Unknown keys are dropped.
 */
export function answersSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    const base = answerSchema(f);
    shape[f.id] = isRequired(f)
      ? z.preprocess((v) => (empty(v) && f.type !== 'checkbox' ? undefined : v), base)
      : z.preprocess(
          (v) => (empty(v) || (f.type === 'checkbox' && v === false) ? undefined : v),
          base.optional(),
        );
  }
  return z.object(shape);
}

export type Answers = Record<string, unknown>;

/** The text of an answer for tables, CSV and the submission page. */
export function answerText(f: FormField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (f.type) {
    case 'multi-select':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'checkbox':
      return value === true ? m.yes : m.no;
    case 'waiver':
      return value === true ? m.accepted : '';
    case 'signature':
      return typeof value === 'object' && value && 'typedName' in value ? String(value.typedName) : '';
    case 'file':
      return typeof value === 'object' && value && 'name' in value ? String(value.name) : '';
    default:
      return String(value);
  }
}

/** A new field of a type, with a fresh id (the builder's "Add field"). */
export function newField(type: FieldType, id: string): FormField {
  return {
    id,
    type,
    label: m.fieldTypeLabel[type],
    required: type === 'waiver' || type === 'signature',
    ...(CHOICE_TYPES.includes(type) ? { options: [m.defaultOption(1), m.defaultOption(2)] } : {}),
    ...(type === 'waiver' ? { waiverText: '' } : {}),
  };
}
