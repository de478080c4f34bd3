import 'server-only';
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { formReceiptMail } from '@/emails/form-receipt';
import { formRefundMail } from '@/emails/form-refund';
import { hostableTeamWhere } from '@/lib/membership/event-visibility';
import { activeRosterWhere } from '@/lib/membership/where';
import { formMessages as m } from '@/lib/messages/forms';
import { enqueueMail } from '@/lib/notifications/queue';
import { notify } from '@/lib/notifications/notify';
import { isBlockedBetween } from '@/lib/privacy/blocks';
import { limits, takeAll } from '@/lib/rate-limit';
import { guardianOfWhere } from '@/lib/teams/seasons';
import { answersSchema, readFields, type FormField, type SignatureAnswer, type FileAnswer } from './fields';
import { nextPayment, paymentStatusOf, windowState } from './rules';
import { toCents, type SaveFormValues } from './schema';
import { checkRosterRoom, paidFormsRefusal, teamFeatureFor, type PlanLimit } from '@/lib/billing/limits';

// Forms and waivers: use cases taking the database, the viewer's id and parsed input, answering with a status the
// action maps to a message. Authorization is part of each query: a form the viewer may not act on is "not found".

type Tx = Prisma.TransactionClient;

export const waiverHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Forms whose submissions the viewer may read: their own, and those of teams they own, administer or manage. */
export const readableFormWhere = (viewerId: string) =>
  ({ OR: [{ ownerId: viewerId }, { team: hostableTeamWhere(viewerId) }] }) satisfies Prisma.FormWhereInput;

/** Where-filter: a team the viewer may attach forms to and add players to (owner, admin, manager). */
const managedTeamWhere = (teamId: string, viewerId: string) =>
  ({ id: teamId, isExternal: false, ...hostableTeamWhere(viewerId) }) satisfies Prisma.TeamWhereInput;

/** Serializes the work on one form (saving a version, counting submissions against capacity). */
const lockForm = (tx: Tx, formId: string) =>
  tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "forms" WHERE "id" = ${formId} FOR UPDATE`;

// ───────────────────────────── Build ─────────────────────────────

export type SaveFormResult =
  | { status: 'created' | 'saved'; formId: string; version: number; newVersion: boolean }
  | { status: 'notFound' | 'teamNotManaged' | 'seasonNotFound' }
  | { status: 'plan-limit'; refusal: PlanLimit };

/**
 * Creates or edits a form. Charging (a price or a deposit) needs Organizer Pro — on the form's team, or on a team
 * the form's owner owns (lib/billing/limits.ts teamFeatureFor): a new paid form, or a new price on an existing
 * one, is refused otherwise. A form that already
 * charges keeps its price after a downgrade (its payers are not stranded) and may still be edited at that price.
 */
export async function saveForm(db: Db, viewerId: string, input: SaveFormValues): Promise<SaveFormResult> {
  const teamId = input.teamId || null;
  const seasonId = input.seasonId || null;
  const depositCents = toCents(input.deposit) || null;
  const settings = {
    title: input.title,
    description: input.description || null,
    teamId,
    seasonId,
    priceCents: toCents(input.price),
    depositCents,
    opensAt: input.opensAt ? new Date(input.opensAt) : null,
    closesAt: input.closesAt ? new Date(input.closesAt) : null,
    capacity: input.capacity ? Number(input.capacity) : null,
    audience: input.audience,
    closed: input.closed,
    isWaiver: input.fields.some((f) => f.type === 'waiver'),
  };
  const fields = input.fields as Prisma.InputJsonValue;
  return db.$transaction(async (tx) => {
    if (teamId) {
      const team = await tx.team.findFirst({
        where: managedTeamWhere(teamId, viewerId),
        select: { id: true },
      });
      if (!team) return { status: 'teamNotManaged' } as const;
      if (seasonId && !(await tx.season.findFirst({ where: { id: seasonId, teamId }, select: { id: true } })))
        return { status: 'seasonNotFound' } as const;
    }
    const mayCharge =
      settings.priceCents === 0 || (await teamFeatureFor(tx, { teamId, ownerId: viewerId }, 'paidForms'));
    if (!input.formId) {
      if (!mayCharge) return { status: 'plan-limit', refusal: paidFormsRefusal() } as const;
      const form = await tx.form.create({
        data: {
          ...settings,
          ownerId: viewerId,
          currentVersion: 1,
          versions: { create: { number: 1, fields } },
        },
        select: { id: true },
      });
      return { status: 'created', formId: form.id, version: 1, newVersion: false } as const;
    }
    await lockForm(tx, input.formId);
    const form = await tx.form.findFirst({
      where: { id: input.formId, ownerId: viewerId },
      select: { id: true, currentVersion: true, priceCents: true, depositCents: true },
    });
    if (!form) return { status: 'notFound' } as const;
    const samePrice = form.priceCents === settings.priceCents && form.depositCents === settings.depositCents;
    if (!mayCharge && !samePrice) return { status: 'plan-limit', refusal: paidFormsRefusal() } as const;
    const current = await tx.formVersion.findUniqueOrThrow({
      where: { formId_number: { formId: form.id, number: form.currentVersion } },
      select: { id: true, fields: true, _count: { select: { submissions: true } } },
    });
    const changed = JSON.stringify(readFields(current.fields)) !== JSON.stringify(input.fields);
    let version = form.currentVersion;
    let newVersion = false;
    if (changed && current._count.submissions > 0) {
      version += 1;
      newVersion = true;
      await tx.formVersion.create({ data: { formId: form.id, number: version, fields } });
    } else if (changed) {
      await tx.formVersion.update({ where: { id: current.id }, data: { fields } });
    }
    await tx.form.update({ where: { id: form.id }, data: { ...settings, currentVersion: version } });
    return { status: 'saved', formId: form.id, version, newVersion } as const;
  });
}

// ───────────────────────────── Fill in ─────────────────────────────

/**
 * Whether `userId` may fill the form in as a participant: the audience rule, and no block between them and the
 * form's owner (either way), as everywhere else users reach each other.
 */
export async function mayParticipate(
  db: Pick<Db, 'team' | '$queryRaw'>,
  form: { ownerId: string; teamId: string | null; audience: 'ANYONE' | 'TEAM_MEMBERS' },
  userId: string,
) {
  if (form.ownerId === userId) return true;
  if (await isBlockedBetween(db, form.ownerId, userId)) return false;
  if (form.audience === 'ANYONE') return true;
  if (!form.teamId) return false;
  const team = await db.team.findFirst({
    where: {
      id: form.teamId,
      OR: [{ ownerId: userId }, { roster: { some: { userId, ...activeRosterWhere } } }],
    },
    select: { id: true },
  });
  return team !== null;
}

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

// ───────────────────────────── Files ─────────────────────────────

const MAGIC: Record<string, (b: Uint8Array) => boolean> = {
  'application/pdf': (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

export type UploadResult =
  | { status: 'uploaded'; id: string; name: string }
  | { status: 'notFound' | 'denied' | 'wrongType' | 'tooLarge' | 'closed' | 'full' | 'tooMany' };

/** Stores one upload for a file field of a form the viewer may fill in (its type checked by its first bytes). */
export async function uploadFormFile(
  db: Db,
  viewerId: string,
  input: { formId: string; name: string; type: string; bytes: Uint8Array },
  maxBytes: number,
  now = new Date(),
): Promise<UploadResult> {
  const form = await db.form.findUnique({
    where: { id: input.formId },
    select: {
      id: true,
      ownerId: true,
      teamId: true,
      audience: true,
      opensAt: true,
      closesAt: true,
      closed: true,
      capacity: true,
      _count: { select: { submissions: true } },
    },
  });
  // Blocked either way with the owner: the form does not exist for them, not even to fill in for a ward.
  if (!form || (await isBlockedBetween(db, form.ownerId, viewerId))) return { status: 'notFound' };
  if (!(await mayParticipate(db, form, viewerId)) && !(await mayFillForAnyWard(db, form, viewerId)))
    return { status: 'denied' };
  // Files are kept only for a form that takes answers now, and at most a day's worth per uploader.
  const state = windowState(form, now, form._count.submissions);
  if (state === 'full') return { status: 'full' };
  if (state !== 'open') return { status: 'closed' };
  if (input.bytes.byteLength > maxBytes) return { status: 'tooLarge' };
  const check = MAGIC[input.type];
  if (!check || !check(input.bytes)) return { status: 'wrongType' };
  if (!(await takeAll(db, limits.formUploads(viewerId)))) return { status: 'tooMany' };
  const name = input.name.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'file';
  const file = await db.formFile.create({
    data: {
      formId: form.id,
      uploaderId: viewerId,
      name,
      contentType: input.type,
      size: input.bytes.byteLength,
      bytes: Buffer.from(input.bytes),
    },
    select: { id: true, name: true },
  });
  return { status: 'uploaded', id: file.id, name: file.name };
}

async function mayFillForAnyWard(
  db: Db,
  form: { ownerId: string; teamId: string | null; audience: 'ANYONE' | 'TEAM_MEMBERS' },
  viewerId: string,
) {
  if (!form.teamId) return false;
  const member = await db.team.findFirst({
    where: {
      id: form.teamId,
      roster: {
        some: {
          ...activeRosterWhere,
          user: {
            OR: [
              {
                familyRequested: {
                  some: {
                    recipientId: viewerId,
                    status: 'ACCEPTED',
                    requesterRelation: { in: ['PARENT', 'GUARDIAN'] },
                  },
                },
              },
              {
                familyReceived: {
                  some: {
                    requesterId: viewerId,
                    status: 'ACCEPTED',
                    recipientRelation: { in: ['PARENT', 'GUARDIAN'] },
                  },
                },
              },
            ],
          },
        },
      },
    },
    select: { id: true },
  });
  return member !== null;
}

/** A file for download: to its uploader and to those who may read the form's submissions. */
export function formFileFor(db: Db, viewerId: string, fileId: string) {
  return db.formFile.findFirst({
    where: { id: fileId, OR: [{ uploaderId: viewerId }, { form: readableFormWhere(viewerId) }] },
    select: { name: true, contentType: true, bytes: true },
  });
}

// ───────────────────────────── Payments ─────────────────────────────

export const FORM_PAYMENT_KIND = 'form-payment';

/** The viewer's submission (as participant or as the one who filled it in) with what it needs to be paid. */
const payableSubmission = (
  tx: Pick<Db, 'formSubmission'>,
  viewerId: string,
  formId: string,
  submissionId: string,
) =>
  tx.formSubmission.findFirst({
    where: { id: submissionId, formId, OR: [{ userId: viewerId }, { submittedById: viewerId }] },
    select: {
      id: true,
      amountDueCents: true,
      amountPaidCents: true,
      paymentStatus: true,
      form: {
        select: {
          id: true,
          title: true,
          currency: true,
          depositCents: true,
          owner: { select: { stripeAccountId: true, stripeChargesEnabled: true } },
        },
      },
    },
  });

export type StartPaymentResult =
  { status: 'checkout'; url: string } | { status: 'notFound' | 'nothingToPay' };

/**
 * Opens a Checkout session for the submission's next payment (deposit, full fee or balance). With the form
 * owner's connected account able to take charges, the charge goes there (destination charge); otherwise it is
 * taken on the platform. One payment at a time per submission: the work runs under a lock of the submission, and
 * a Checkout of the same payer for the same payment that is still open at Stripe is answered again (a second tab,
 * a double click) instead of a new one, so a fee is not paid twice by accident.
 */
export async function startPayment(
  db: Db,
  stripe: Stripe,
  viewer: { id: string; email: string },
  input: { formId: string; submissionId: string; nonce: string },
  opts: { appUrl: string; returnPath: string },
): Promise<StartPaymentResult> {
  if (!(await payableSubmission(db, viewer.id, input.formId, input.submissionId)))
    return { status: 'notFound' };
  return db.$transaction(
    async (tx): Promise<StartPaymentResult> => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`form-pay:${input.submissionId}`}, 0))`;
      const sub = await payableSubmission(tx, viewer.id, input.formId, input.submissionId);
      if (!sub) return { status: 'notFound' };
      if (sub.paymentStatus === 'REFUNDED') return { status: 'nothingToPay' };
      const next = nextPayment(
        { priceCents: sub.amountDueCents, depositCents: sub.form.depositCents },
        sub.amountPaidCents,
      );
      if (!next) return { status: 'nothingToPay' };
      const pending = await tx.formPayment.findMany({
        where: {
          submissionId: sub.id,
          payerId: viewer.id,
          kind: next.kind,
          amountCents: next.amountCents,
          state: 'PENDING',
        },
        orderBy: { createdAt: 'desc' },
        take: 3,
        select: { stripeSessionId: true },
      });
      for (const p of pending) {
        const open = await stripe.checkout.sessions.retrieve(p.stripeSessionId).catch(() => null);
        if (open?.status === 'open' && open.url) return { status: 'checkout', url: open.url };
      }
      const destination =
        sub.form.owner.stripeAccountId && sub.form.owner.stripeChargesEnabled
          ? sub.form.owner.stripeAccountId
          : null;
      const metadata = {
        beansKind: FORM_PAYMENT_KIND,
        submissionId: sub.id,
        formId: sub.form.id,
        paymentKind: next.kind,
      };
      const back = new URL(opts.returnPath, opts.appUrl).toString();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: viewer.email,
          client_reference_id: viewer.id,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: sub.form.currency,
                unit_amount: next.amountCents,
                product_data: { name: m.checkoutItem(sub.form.title, m.paymentKind[next.kind]!) },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata, ...(destination ? { transfer_data: { destination } } : {}) },
          success_url: `${back}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: back,
        },
        { idempotencyKey: `form-pay-${sub.id}-${sub.amountPaidCents}-${input.nonce}` },
      );
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      await tx.formPayment.upsert({
        where: { stripeSessionId: session.id },
        create: {
          submissionId: sub.id,
          payerId: viewer.id,
          kind: next.kind,
          amountCents: next.amountCents,
          currency: sub.form.currency,
          stripeSessionId: session.id,
          destinationAccountId: destination,
        },
        update: {},
      });
      return { status: 'checkout', url: session.url };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}

export type RecordResult = 'recorded' | 'already' | 'unknown' | 'unpaid';

/**
 * A completed Checkout session of a form payment (from the webhook, or from the return page reading the session):
 * marks the payment paid once, adds it to the submission, sets its status, records the payer's transaction and
 * queues the receipt, in the caller's transaction. A payment beyond what the submission still owes (two tabs
 * paid the same fee, or it came in after the owner refunded the submission) is refunded at once for the part
 * beyond: the refund is asked of Stripe inside the transaction (keyed by the payment, so a retry refunds once).
 */
export async function recordFormCheckout(
  tx: Tx,
  session: Pick<Stripe.Checkout.Session, 'id' | 'payment_status' | 'amount_total' | 'payment_intent'>,
  opts: { appUrl: string; stripe: Stripe },
): Promise<RecordResult> {
  if (session.payment_status !== 'paid') return 'unpaid';
  const payment = await tx.formPayment.findUnique({
    where: { stripeSessionId: session.id },
    select: {
      id: true,
      amountCents: true,
      kind: true,
      currency: true,
      payerId: true,
      submissionId: true,
      destinationAccountId: true,
    },
  });
  if (!payment) return 'unknown';
  if (session.amount_total !== null && session.amount_total !== payment.amountCents)
    throw new Error(`checkout ${session.id}: amount ${session.amount_total} ≠ ${payment.amountCents}`);
  const intent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const marked = await tx.formPayment.updateMany({
    where: { id: payment.id, state: 'PENDING' },
    data: { state: 'PAID', paidAt: new Date(), stripePaymentIntentId: intent },
  });
  if (marked.count === 0) return 'already';
  const [before] = await tx.$queryRaw<
    { amountDueCents: number; amountPaidCents: number; paymentStatus: string }[]
  >`SELECT "amountDueCents", "amountPaidCents", "paymentStatus"::text AS "paymentStatus" FROM "form_submissions"
     WHERE "id" = ${payment.submissionId} FOR UPDATE`;
  if (!before) return 'unknown';
  const owed =
    before.paymentStatus === 'REFUNDED' ? 0 : Math.max(0, before.amountDueCents - before.amountPaidCents);
  const excess = Math.max(0, payment.amountCents - owed);
  const credited = payment.amountCents - excess;
  if (excess > 0) {
    if (!intent) throw new Error(`checkout ${session.id}: paid without a payment intent`);
    await opts.stripe.refunds.create(
      {
        payment_intent: intent,
        amount: excess,
        ...(payment.destinationAccountId ? { reverse_transfer: true } : {}),
        metadata: { beansKind: FORM_PAYMENT_KIND, submissionId: payment.submissionId },
      },
      { idempotencyKey: `form-excess-${payment.id}` },
    );
    await tx.formPayment.update({
      where: { id: payment.id },
      data: { refundedCents: excess, ...(credited === 0 && { state: 'REFUNDED' }) },
    });
  }
  let updated = before;
  if (credited > 0) {
    const [row] = await tx.$queryRaw<{ amountDueCents: number; amountPaidCents: number }[]>`
      UPDATE "form_submissions" SET "amountPaidCents" = "amountPaidCents" + ${credited}
       WHERE "id" = ${payment.submissionId}
       RETURNING "amountDueCents", "amountPaidCents"`;
    updated = { ...before, ...row! };
    await tx.formSubmission.update({
      where: { id: payment.submissionId },
      data: { paymentStatus: paymentStatusOf(updated.amountDueCents, updated.amountPaidCents) },
    });
  }
  const sub = await tx.formSubmission.findUniqueOrThrow({
    where: { id: payment.submissionId },
    select: { id: true, formId: true, form: { select: { title: true } } },
  });
  const kindLabel = m.paymentKind[payment.kind]!;
  if (payment.payerId) {
    await tx.transaction.create({
      data: {
        userId: payment.payerId,
        kind: 'FORM_PAYMENT',
        amountCents: payment.amountCents,
        currency: payment.currency,
        description: m.transactionDescription(sub.form.title, kindLabel),
        stripePaymentIntentId: intent,
        formSubmissionId: sub.id,
      },
    });
    if (excess > 0) {
      await tx.transaction.create({
        data: {
          userId: payment.payerId,
          kind: 'REFUND',
          amountCents: -excess,
          currency: payment.currency,
          description: m.transactionDescription(sub.form.title, m.refundLabel),
          formSubmissionId: sub.id,
        },
      });
    }
    const payer = await tx.user.findUnique({ where: { id: payment.payerId }, select: { email: true } });
    if (payer) {
      const url = new URL(`/form/${sub.formId}/${sub.id}`, opts.appUrl).toString();
      if (credited > 0) {
        const left = updated.amountDueCents - updated.amountPaidCents;
        const mail = await formReceiptMail({
          formTitle: sub.form.title,
          amount: m.formatMoney(payment.amountCents, payment.currency),
          balanceLeft: left > 0 ? m.formatMoney(left, payment.currency) : null,
          url,
        });
        await enqueueMail(tx, {
          ...mail,
          to: payer.email,
          userId: payment.payerId,
          template: 'form-receipt',
        });
      }
      if (excess > 0) {
        const mail = await formRefundMail({
          formTitle: sub.form.title,
          amount: m.formatMoney(excess, payment.currency),
          url,
        });
        await enqueueMail(tx, { ...mail, to: payer.email, userId: payment.payerId, template: 'form-refund' });
      }
    }
  }
  return 'recorded';
}

/** Back from Checkout: records the session now (without waiting for the webhook) if it is one of the viewer's. */
export async function syncFormCheckout(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  sessionId: string,
  opts: { appUrl: string },
): Promise<RecordResult> {
  const payment = await db.formPayment.findFirst({
    where: { stripeSessionId: sessionId, payerId: viewerId },
    select: { id: true },
  });
  if (!payment) return 'unknown';
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
  if (!session) return 'unknown';
  return db.$transaction((tx) => recordFormCheckout(tx, session, { ...opts, stripe }), {
    maxWait: 10_000,
    timeout: 30_000,
  });
}

export type RefundResult =
  { status: 'refunded'; amountCents: number } | { status: 'notFound' | 'nothingToRefund' };

/**
 * The form's owner refunds a submission: every paid payment is refunded at Stripe (idempotently per payment), then
 * the payments, the submission (REFUNDED) and the payer's refund transactions are written in one transaction and a
 * mail tells the payer.
 */
export async function refundSubmission(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  input: { formId: string; submissionId: string },
  opts: { appUrl: string },
): Promise<RefundResult> {
  const sub = await db.formSubmission.findFirst({
    where: { id: input.submissionId, formId: input.formId, form: { ownerId: viewerId } },
    select: {
      id: true,
      form: { select: { id: true, title: true } },
      payments: {
        where: { state: 'PAID', stripePaymentIntentId: { not: null } },
        select: {
          id: true,
          amountCents: true,
          refundedCents: true,
          currency: true,
          payerId: true,
          kind: true,
          stripePaymentIntentId: true,
          destinationAccountId: true,
        },
      },
    },
  });
  if (!sub) return { status: 'notFound' };
  if (sub.payments.length === 0) return { status: 'nothingToRefund' };
  // What is left of each payment (a part paid beyond the fee was refunded when it came in).
  const payments = sub.payments.map((p) => ({ ...p, amountCents: p.amountCents - p.refundedCents }));
  // A charge that went to the owner's connected account is refunded from it (the transfer is reversed), never
  // from the platform's balance.
  for (const p of payments) {
    await stripe.refunds.create(
      {
        payment_intent: p.stripePaymentIntentId!,
        ...(p.destinationAccountId ? { reverse_transfer: true } : {}),
        metadata: { beansKind: FORM_PAYMENT_KIND, submissionId: sub.id },
      },
      { idempotencyKey: `form-refund-${p.id}` },
    );
  }
  const total = payments.reduce((sum, p) => sum + p.amountCents, 0);
  await db.$transaction(async (tx) => {
    const marked = await tx.formPayment.updateMany({
      where: { id: { in: payments.map((p) => p.id) }, state: 'PAID' },
      data: { state: 'REFUNDED' },
    });
    if (marked.count === 0) return;
    await tx.formSubmission.update({ where: { id: sub.id }, data: { paymentStatus: 'REFUNDED' } });
    const payers = payments.filter((p) => p.payerId);
    await tx.transaction.createMany({
      data: payers.map((p) => ({
        userId: p.payerId!,
        kind: 'REFUND' as const,
        // Refunds are negative (money back), payments positive: a user's rows add up to what they paid.
        amountCents: -p.amountCents,
        currency: p.currency,
        description: m.transactionDescription(sub.form.title, m.refundLabel),
        formSubmissionId: sub.id,
      })),
    });
    const payerIds = [...new Set(payers.map((p) => p.payerId!))];
    const users = await tx.user.findMany({
      where: { id: { in: payerIds } },
      select: { id: true, email: true },
    });
    for (const u of users) {
      const amount = payers.filter((p) => p.payerId === u.id).reduce((sum, p) => sum + p.amountCents, 0);
      const mail = await formRefundMail({
        formTitle: sub.form.title,
        amount: m.formatMoney(amount, payments[0]!.currency),
        url: new URL(`/form/${sub.form.id}/${sub.id}`, opts.appUrl).toString(),
      });
      await enqueueMail(tx, { ...mail, to: u.email, userId: u.id, template: 'form-refund' });
    }
  });
  return { status: 'refunded', amountCents: total };
}

// ───────────────────────────── Team roster ─────────────────────────────

export type TeamAddResult =
  | { status: 'added' | 'already'; team: string }
  | { status: 'notFound' | 'noTeam' | 'notManager' }
  | { status: 'plan-limit'; refusal: PlanLimit };

/**
 * form/{formId}/team-form-add/{userId}: a manager of the form's team adds a submitter to the roster (as a player;
 * a pending invitation or request becomes membership) and, for a season's form, confirms their registration.
 */
export async function addSubmitterToTeam(
  db: Db,
  viewerId: string,
  input: { formId: string; userId: string },
): Promise<TeamAddResult> {
  return db.$transaction(async (tx) => {
    const form = await tx.form.findFirst({
      where: { id: input.formId, ...readableFormWhere(viewerId) },
      select: { id: true, teamId: true, seasonId: true },
    });
    if (!form) return { status: 'notFound' } as const;
    if (!form.teamId) return { status: 'noTeam' } as const;
    const team = await tx.team.findFirst({
      where: managedTeamWhere(form.teamId, viewerId),
      select: { id: true, name: true },
    });
    if (!team) return { status: 'notManager' } as const;
    const submission = await tx.formSubmission.findFirst({
      where: { formId: form.id, userId: input.userId },
      orderBy: { createdAt: 'desc' },
      select: { id: true },
    });
    if (!submission) return { status: 'notFound' } as const;
    const entry = await tx.rosterEntry.findUnique({
      where: { teamId_userId: { teamId: team.id, userId: input.userId } },
      select: { id: true, role: true },
    });
    const ownerOrMember =
      (await tx.team.count({ where: { id: team.id, ownerId: input.userId } })) > 0 ||
      (entry !== null && entry.role !== null && !/pending/i.test(entry.role) && entry.role !== '');
    if (!ownerOrMember) {
      // A new roster entry needs room under the team's plan (a pending one already has it).
      const full = entry ? null : await checkRosterRoom(tx, team.id, 1);
      if (full) return { status: 'plan-limit', refusal: full } as const;
      if (entry)
        await tx.rosterEntry.update({
          where: { id: entry.id },
          data: { role: 'player', joinRequest: false },
        });
      else
        await tx.rosterEntry.create({
          data: { teamId: team.id, userId: input.userId, role: 'player', invitedById: viewerId },
        });
    }
    if (form.seasonId) {
      await tx.registration.upsert({
        where: { seasonId_userId: { seasonId: form.seasonId, userId: input.userId } },
        create: {
          seasonId: form.seasonId,
          teamId: team.id,
          userId: input.userId,
          status: 'CONFIRMED',
          formSubmissionId: submission.id,
        },
        update: { status: 'CONFIRMED' },
      });
    }
    if (ownerOrMember) return { status: 'already', team: team.name } as const;
    await notify(tx, input.userId, {
      type: 'TEAM_FORM_ADDED',
      title: m.addedToTeam(team.name),
      message: m.addedToTeam(team.name),
      data: { teamId: team.id },
      category: 'teamJoin',
      url: `/team/${team.id}`,
    });
    return { status: 'added', team: team.name } as const;
  });
}
