import 'server-only';
import { db } from '@/lib/db';
import { hostableTeamWhere } from '@/lib/access/event-visibility';
import { isBlockedBetween } from '@/lib/access/blocks';
import { wardsOf } from '@/lib/teams/seasons';
import { readFields, type FormField } from './fields';
import { nextPayment, refundTrouble, windowState } from './rules';
import { fromCents, type SaveFormInput } from './schema';
import { mayParticipate, readableFormWhere } from './access';
import { syncFormCheckout } from './payments';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { env } from '@/lib/env';

// What the form pages read, always scoped to the viewer: a form or submission they may not see reads as null and
// the page answers not found or access denied.

const personSelect = { id: true, displayName: true, fullName: true, email: true } as const;
export type Person = { id: string; displayName: string | null; fullName: string | null; email: string };
export const personName = (p: Person | null | undefined) => p?.displayName || p?.fullName || p?.email || '';

/** form: the forms the viewer owns or whose team they manage, and their own submissions. */
export async function formsPage(viewerId: string) {
  const [forms, mine] = await Promise.all([
    db.form.findMany({
      where: readableFormWhere(viewerId),
      orderBy: { updatedAt: 'desc' },
      select: {
        id: true,
        title: true,
        ownerId: true,
        priceCents: true,
        currency: true,
        isWaiver: true,
        closed: true,
        closesAt: true,
        opensAt: true,
        capacity: true,
        currentVersion: true,
        updatedAt: true,
        team: { select: { name: true } },
        _count: { select: { submissions: true } },
      },
    }),
    db.formSubmission.findMany({
      where: { OR: [{ userId: viewerId }, { submittedById: viewerId }] },
      orderBy: { createdAt: 'desc' },
      take: 50,
      select: {
        id: true,
        createdAt: true,
        paymentStatus: true,
        amountDueCents: true,
        amountPaidCents: true,
        user: { select: personSelect },
        form: { select: { id: true, title: true, currency: true } },
      },
    }),
  ]);
  const now = new Date();
  return {
    forms: forms.map((f) => ({
      ...f,
      submissions: f._count.submissions,
      state: windowState(f, now, f._count.submissions),
      mine: f.ownerId === viewerId,
    })),
    mine,
  };
}

/** The teams (with their seasons) the viewer may attach a form to. */
function managedTeams(viewerId: string) {
  return db.team.findMany({
    where: { isExternal: false, ...hostableTeamWhere(viewerId) },
    orderBy: { name: 'asc' },
    select: {
      id: true,
      name: true,
      seasons: { orderBy: { startDate: 'desc' }, select: { id: true, label: true } },
    },
  });
}

export type BuilderData = {
  teams: Awaited<ReturnType<typeof managedTeams>>;
  form: (SaveFormInput & { formId: string }) | null;
  version: number;
  submissions: number;
};

/** form/build and form/build/{id}: the viewer's form as the builder's values (null when not theirs). */
export async function builderData(viewerId: string, formId?: string): Promise<BuilderData | null> {
  const teams = await managedTeams(viewerId);
  if (!formId) return { teams, form: null, version: 1, submissions: 0 };
  const form = await db.form.findFirst({
    where: { id: formId, ownerId: viewerId },
    select: {
      id: true,
      title: true,
      description: true,
      teamId: true,
      seasonId: true,
      priceCents: true,
      depositCents: true,
      opensAt: true,
      closesAt: true,
      capacity: true,
      audience: true,
      closed: true,
      currentVersion: true,
      versions: {
        orderBy: { number: 'desc' },
        take: 1,
        select: { fields: true, _count: { select: { submissions: true } } },
      },
    },
  });
  if (!form) return null;
  const version = form.versions[0];
  return {
    teams,
    version: form.currentVersion,
    submissions: version?._count.submissions ?? 0,
    form: {
      formId: form.id,
      title: form.title,
      description: form.description ?? '',
      teamId: form.teamId ?? '',
      seasonId: form.seasonId ?? '',
      price: fromCents(form.priceCents),
      deposit: fromCents(form.depositCents),
      opensAt: form.opensAt?.toISOString() ?? '',
      closesAt: form.closesAt?.toISOString() ?? '',
      capacity: form.capacity ? String(form.capacity) : '',
      audience: form.audience,
      closed: form.closed,
      fields: readFields(version?.fields),
    },
  };
}

export type FillData =
  | { kind: 'notFound' }
  | { kind: 'denied' }
  | {
      kind: 'fill';
      form: {
        id: string;
        title: string;
        description: string | null;
        priceCents: number;
        depositCents: number | null;
        currency: string;
        closesAt: Date | null;
        opensAt: Date | null;
        team: string | null;
        season: string | null;
        spotsLeft: number | null;
      };
      version: number;
      fields: FormField[];
      state: ReturnType<typeof windowState>;
      wards: { id: string; name: string }[];
      mayFillSelf: boolean;
      owner: boolean;
    };

/** form/{id}: the current version to fill in, for the viewer or the family members they are guardian of. */
export async function fillData(viewerId: string, formId: string): Promise<FillData> {
  const form = await db.form.findUnique({
    where: { id: formId },
    select: {
      id: true,
      ownerId: true,
      teamId: true,
      audience: true,
      title: true,
      description: true,
      priceCents: true,
      depositCents: true,
      currency: true,
      opensAt: true,
      closesAt: true,
      closed: true,
      capacity: true,
      currentVersion: true,
      team: { select: { name: true } },
      season: { select: { label: true } },
      versions: { orderBy: { number: 'desc' }, take: 1, select: { fields: true } },
      _count: { select: { submissions: true } },
    },
  });
  if (!form) return { kind: 'notFound' };
  // Someone blocked by the owner, or who blocked them, does not see the form at all (not even for a ward).
  if (form.ownerId !== viewerId && (await isBlockedBetween(db, form.ownerId, viewerId)))
    return { kind: 'notFound' };
  const allWards = await wardsOf(db, viewerId);
  const [self, ...wardChecks] = await Promise.all([
    mayParticipate(db, form, viewerId),
    ...allWards.map((w) => mayParticipate(db, form, w.id)),
  ]);
  const wards = allWards.filter((_, i) => wardChecks[i]).map((w) => ({ id: w.id, name: w.name }));
  if (!self && wards.length === 0) return { kind: 'denied' };
  return {
    kind: 'fill',
    form: {
      id: form.id,
      title: form.title,
      description: form.description,
      priceCents: form.priceCents,
      depositCents: form.depositCents,
      currency: form.currency,
      opensAt: form.opensAt,
      closesAt: form.closesAt,
      team: form.team?.name ?? null,
      season: form.season?.label ?? null,
      spotsLeft: form.capacity === null ? null : Math.max(0, form.capacity - form._count.submissions),
    },
    version: form.currentVersion,
    fields: readFields(form.versions[0]?.fields),
    state: windowState(form, new Date(), form._count.submissions),
    wards,
    mayFillSelf: self,
    owner: form.ownerId === viewerId,
  };
}

/** form/{id}/submissions: every submission with the fields of every version (null when the viewer may not read it). */
export async function submissionsData(viewerId: string, formId: string) {
  const form = await db.form.findFirst({
    where: { id: formId, ...readableFormWhere(viewerId) },
    select: {
      id: true,
      title: true,
      currency: true,
      priceCents: true,
      ownerId: true,
      teamId: true,
      currentVersion: true,
      team: { select: { name: true } },
      versions: { orderBy: { number: 'asc' }, select: { id: true, number: true, fields: true } },
      submissions: {
        orderBy: { createdAt: 'desc' },
        select: {
          id: true,
          versionId: true,
          createdAt: true,
          answers: true,
          paymentStatus: true,
          amountDueCents: true,
          amountPaidCents: true,
          user: { select: personSelect },
          submittedBy: { select: personSelect },
        },
      },
    },
  });
  if (!form) return null;
  const versions = form.versions.map((v) => ({ id: v.id, number: v.number, fields: readFields(v.fields) }));
  return { ...form, versions };
}

/** form/{id}/{submissionId}: for readers of the form, the participant and whoever filled it in. */
export async function submissionDetail(viewerId: string, formId: string, submissionId: string) {
  const sub = await db.formSubmission.findFirst({
    where: {
      id: submissionId,
      formId,
      OR: [{ userId: viewerId }, { submittedById: viewerId }, { form: readableFormWhere(viewerId) }],
    },
    select: {
      id: true,
      createdAt: true,
      answers: true,
      paymentStatus: true,
      amountDueCents: true,
      amountPaidCents: true,
      userId: true,
      user: { select: personSelect },
      submittedBy: { select: personSelect },
      version: { select: { number: true, fields: true } },
      signatures: {
        orderBy: { signedAt: 'asc' },
        select: {
          id: true,
          fieldId: true,
          typedName: true,
          drawing: true,
          waiverHash: true,
          waiverText: true,
          formVersion: true,
          ip: true,
          userAgent: true,
          signedAt: true,
          signerId: true,
          signedForId: true,
        },
      },
      payments: {
        orderBy: { createdAt: 'asc' },
        where: { state: { not: 'PENDING' } },
        select: {
          id: true,
          kind: true,
          amountCents: true,
          state: true,
          paidAt: true,
          destinationAccountId: true,
          refundState: true,
          refundAttempts: true,
        },
      },
      form: {
        select: {
          id: true,
          title: true,
          currency: true,
          depositCents: true,
          ownerId: true,
          teamId: true,
          team: { select: { name: true } },
        },
      },
    },
  });
  if (!sub) return null;
  const reader = (await db.form.count({ where: { id: formId, ...readableFormWhere(viewerId) } })) > 0;
  const mayAddToTeam =
    reader &&
    sub.form.teamId !== null &&
    sub.userId !== null &&
    (await db.team.count({ where: { id: sub.form.teamId, ...hostableTeamWhere(viewerId) } })) > 0;
  const payer = sub.userId === viewerId || sub.submittedBy?.id === viewerId;
  return {
    ...sub,
    // A refund that failed at Stripe shows as retrying, or as needing the owner's attention.
    payments: sub.payments.map((p) => ({ ...p, refundTrouble: refundTrouble(p) })),
    fields: readFields(sub.version.fields),
    reader,
    payer,
    mayAddToTeam,
    next: nextPayment(
      { priceCents: sub.amountDueCents, depositCents: sub.form.depositCents },
      sub.amountPaidCents,
    ),
  };
}

/**
 * form/payment/{id}/{submissionId} and pay-balance/{id}/{submissionId}: the viewer's submission and what is left to
 * pay. Back from Checkout (`sessionId`), the session is recorded first, so the page shows the payment at once.
 */
export async function paymentData(
  viewerId: string,
  formId: string,
  submissionId: string,
  sessionId?: string,
) {
  let recorded: string | null = null;
  if (sessionId && stripeMode() !== 'off') {
    recorded = await syncFormCheckout(db, stripeClient(), viewerId, sessionId, {
      appUrl: env().APP_URL,
    }).catch((error) => {
      console.error('[forms] sync after checkout failed', error);
      return null;
    });
  }
  const sub = await db.formSubmission.findFirst({
    where: { id: submissionId, formId, OR: [{ userId: viewerId }, { submittedById: viewerId }] },
    select: {
      id: true,
      paymentStatus: true,
      amountDueCents: true,
      amountPaidCents: true,
      user: { select: personSelect },
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
  if (!sub) return null;
  return {
    id: sub.id,
    status: sub.paymentStatus,
    dueCents: sub.amountDueCents,
    paidCents: sub.amountPaidCents,
    participant: personName(sub.user),
    form: { id: sub.form.id, title: sub.form.title, currency: sub.form.currency },
    platformCharge: !(sub.form.owner.stripeAccountId && sub.form.owner.stripeChargesEnabled),
    next:
      sub.paymentStatus === 'REFUNDED'
        ? null
        : nextPayment(
            { priceCents: sub.amountDueCents, depositCents: sub.form.depositCents },
            sub.amountPaidCents,
          ),
    recorded,
    paymentsOn: stripeMode() !== 'off',
  };
}

/** form/{id}/team-form-add/{userId}: the submitter and the team, for a manager of the form's team. */
export async function teamAddData(viewerId: string, formId: string, userId: string) {
  const form = await db.form.findFirst({
    where: { id: formId, ...readableFormWhere(viewerId), team: hostableTeamWhere(viewerId) },
    select: {
      id: true,
      title: true,
      seasonId: true,
      season: { select: { teamId: true } },
      team: {
        select: {
          id: true,
          name: true,
          ownerId: true,
          roster: { where: { userId }, select: { role: true, joinRequest: true } },
        },
      },
      submissions: { where: { userId }, take: 1, select: { id: true, user: { select: personSelect } } },
    },
  });
  const submission = form?.submissions[0];
  if (!form?.team || !submission?.user) return null;
  const entry = form.team.roster[0] ?? null;
  const role = entry?.role ?? null;
  const member = form.team.ownerId === userId || (role !== null && role !== '' && !/pending/i.test(role));
  // Only the team's own registration form adds at once; any other sends an invitation (lib/forms/roster.ts).
  const registration = form.seasonId !== null && form.season?.teamId === form.team.id;
  return {
    registration,
    /** A pending invitation (not their own request to join) is waiting for their answer. */
    invited: !member && entry !== null && !entry.joinRequest,
    form: { id: form.id, title: form.title },
    team: { id: form.team.id, name: form.team.name },
    user: { id: submission.user.id, name: personName(submission.user), email: submission.user.email },
    submissionId: submission.id,
    member,
  };
}

/** Whether a form exists at all (to tell "not yours" from "not there"). */
export const formExists = async (formId: string) => (await db.form.count({ where: { id: formId } })) > 0;
