import 'server-only';
import { createHash } from 'node:crypto';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { formMessages as m } from '@/lib/messages/forms';
import { isBlockedBetween } from '@/lib/access/blocks';
import { guardianOfWhere } from '@/lib/teams/seasons';
import { answersSchema, readFields, type FormField, type SignatureAnswer, type FileAnswer } from './fields';
import { nextPayment, paymentStatusOf, windowState } from './rules';
import { lockForm, mayParticipate, type Tx } from './access';

// Filling a form in: answers parsed with the schema of the form's current version, waiver signatures recorded.

export const waiverHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type SubmitContext = { ip: string | null; userAgent: string | null; now?: Date };
export type SubmitResult =
  | { status: 'submitted'; submissionId: string; formId: string; payNext: boolean }
  | { status: 'invalid'; fieldErrors: Record<string, string[]> }
  | {
      status: 'notFound' | 'denied' | 'notGuardian' | 'changed' | 'closed' | 'full' | 'duplicate';
    }
  | { status: 'notYet'; opensAt: Date };

/**
 * Submits answers for the viewer, or for a family member they are parent or guardian of: the answers are parsed
 * with the schema built from the form's current version, files must be the viewer's uploads to this form, and
 * the submission, its waiver signature records and nothing else are written in one transaction under the form's
 * lock (capacity holds against parallel submits).
 */
export async function submitForm(
  db: Db,
  viewerId: string,
  input: { formId: string; version: number; forUserId?: string; answers: Record<string, unknown> },
  ctx: SubmitContext,
): Promise<SubmitResult> {
  const now = ctx.now ?? new Date();
  const participantId = input.forUserId || viewerId;
  return db.$transaction(async (tx) => {
    if ((await lockForm(tx, input.formId)).length === 0) return { status: 'notFound' } as const;
    const form = await tx.form.findUniqueOrThrow({
      where: { id: input.formId },
      select: {
        id: true,
        ownerId: true,
        teamId: true,
        audience: true,
        priceCents: true,
        depositCents: true,
        opensAt: true,
        closesAt: true,
        closed: true,
        capacity: true,
        currentVersion: true,
        versions: { orderBy: { number: 'desc' }, take: 1, select: { id: true, number: true, fields: true } },
      },
    });
    // Nor for a guardian whom the owner blocked (or who blocked the owner), filling in for a ward.
    if (await isBlockedBetween(tx, viewerId, form.ownerId)) return { status: 'notFound' } as const;
    if (participantId !== viewerId) {
      const link = await tx.familyConnection.findFirst({
        where: guardianOfWhere(viewerId, participantId),
        select: { id: true },
      });
      if (!link) return { status: 'notGuardian' } as const;
    }
    if (!(await mayParticipate(tx, form, participantId))) return { status: 'denied' } as const;
    const version = form.versions[0]!;
    if (version.number !== input.version) return { status: 'changed' } as const;
    const count = await tx.formSubmission.count({ where: { formId: form.id } });
    const state = windowState(form, now, count);
    if (state === 'notYet') return { status: 'notYet', opensAt: form.opensAt! } as const;
    if (state !== 'open') return { status: state } as const;

    const fields = readFields(version.fields);
    const parsed = answersSchema(fields).safeParse(input.answers);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = ['answers', ...issue.path.slice(0, 1)].join('.');
        (fieldErrors[key] ??= []).push(issue.message);
      }
      return { status: 'invalid', fieldErrors } as const;
    }
    const answers = parsed.data as Record<string, unknown>;
    const fileErrors = await checkFiles(tx, form.id, viewerId, fields, answers);
    if (fileErrors) return { status: 'invalid', fieldErrors: fileErrors } as const;

    const duplicate = await tx.formSubmission.findFirst({
      where: { formId: form.id, versionId: version.id, userId: participantId },
      select: { id: true },
    });
    if (duplicate) return { status: 'duplicate' } as const;

    const submission = await tx.formSubmission.create({
      data: {
        formId: form.id,
        versionId: version.id,
        userId: participantId,
        submittedById: viewerId,
        answers: answers as Prisma.InputJsonValue,
        amountDueCents: form.priceCents,
        paymentStatus: paymentStatusOf(form.priceCents, 0),
      },
      select: { id: true },
    });
    const signature = fields.find((f) => f.type === 'signature');
    const signed = signature ? (answers[signature.id] as SignatureAnswer | undefined) : undefined;
    const waivers = fields.filter((f) => f.type === 'waiver');
    if (signed && waivers.length) {
      await tx.waiverSignature.createMany({
        data: waivers.map((w) => ({
          submissionId: submission.id,
          fieldId: w.id,
          signerId: viewerId,
          signedForId: participantId,
          typedName: signed.typedName,
          drawing: signed.drawing,
          waiverText: w.waiverText ?? '',
          waiverHash: waiverHash(w.waiverText ?? ''),
          formVersion: version.number,
          ip: ctx.ip?.slice(0, 64) ?? null,
          userAgent: ctx.userAgent?.slice(0, 512) ?? null,
          signedAt: now,
        })),
      });
    }
    return {
      status: 'submitted',
      submissionId: submission.id,
      formId: form.id,
      payNext: nextPayment(form, 0) !== null,
    } as const;
  });
}

/** File answers must name the viewer's own uploads to this form; the stored name replaces the one sent. */
async function checkFiles(
  tx: Tx,
  formId: string,
  viewerId: string,
  fields: FormField[],
  answers: Record<string, unknown>,
): Promise<Record<string, string[]> | null> {
  const fileFields = fields.filter((f) => f.type === 'file' && answers[f.id]);
  if (!fileFields.length) return null;
  const ids = fileFields.map((f) => (answers[f.id] as FileAnswer).id);
  const files = await tx.formFile.findMany({
    where: { id: { in: ids }, formId, uploaderId: viewerId },
    select: { id: true, name: true },
  });
  const byId = new Map(files.map((f) => [f.id, f]));
  const errors: Record<string, string[]> = {};
  for (const f of fileFields) {
    const file = byId.get((answers[f.id] as FileAnswer).id);
    if (!file) errors[`answers.${f.id}`] = [m.fileRequired];
    else answers[f.id] = { id: file.id, name: file.name };
  }
  return Object.keys(errors).length ? errors : null;
}
