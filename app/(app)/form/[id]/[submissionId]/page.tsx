import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RefundButton } from '@/components/forms/RefundButton';
import { SignatureSvg } from '@/components/forms/SignatureSvg';
import { Badge, ButtonLink, Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { answerText } from '@/lib/forms/fields';
import { personName, submissionDetail } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';
import { refundMessages as rm } from '@/lib/messages/refunds';

export const metadata: Metadata = { title: m.submissionsTitle, robots: { index: false } };

const tone = { PAID: 'success', PARTIALLY_PAID: 'warning', UNPAID: 'danger' } as Record<
  string,
  'success' | 'warning' | 'danger'
>;

// form/{id}/{submissionId}: one submission with the fields of the version it answered, its waiver signature
// records and payments; for the form's readers, the participant and whoever filled it in.
export default async function SubmissionPage({
  params,
}: {
  params: Promise<{ id: string; submissionId: string }>;
}) {
  const { id, submissionId } = await params;
  const viewer = await requireViewer({ profile: true });
  const sub = await submissionDetail(viewer.id, id, submissionId);
  if (!sub) notFound();
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'long',
    timeZone: viewer.timeZone ?? 'UTC',
  });
  const answers = (sub.answers ?? {}) as Record<string, unknown>;
  const participant = personName(sub.user) || m.participantUnknown;
  const money = (c: number) => m.formatMoney(c, sub.form.currency);
  const fieldLabel = new Map(sub.fields.map((f) => [f.id, f.label]));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        {sub.reader ? (
          <Link href={`/form/${id}/submissions`} className="text-sm text-emerald-800 underline">
            {m.backToSubmissions}
          </Link>
        ) : (
          <Link href="/form" className="text-sm text-emerald-800 underline">
            {m.backToForms}
          </Link>
        )}
        <h1 className="text-2xl font-bold text-slate-900">{m.submissionTitle(participant)}</h1>
        <p className="text-slate-600">
          {sub.form.title} · {when.format(sub.createdAt)} · {m.versionLabel(sub.version.number)}
        </p>
        {sub.submittedBy && sub.submittedBy.id !== sub.user?.id && (
          <p className="text-sm text-slate-600">
            {m.colFiledBy}: {personName(sub.submittedBy)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tone[sub.paymentStatus] ?? 'neutral'}>{m.paymentStatus[sub.paymentStatus]}</Badge>
          {sub.amountDueCents > 0 && (
            <span className="text-sm tabular-nums text-slate-700">
              {m.amountLine(sub.amountPaidCents, sub.amountDueCents, sub.form.currency)}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2 pt-1">
          {sub.payer && sub.next && (
            <ButtonLink
              href={
                sub.next.kind === 'BALANCE' ? `/pay-balance/${id}/${sub.id}` : `/form/payment/${id}/${sub.id}`
              }
            >
              {m.balanceDue(money(sub.next.amountCents))}
            </ButtonLink>
          )}
          {sub.form.ownerId === viewer.id && sub.payments.some((p) => p.state === 'PAID') && (
            <RefundButton
              formId={id}
              submissionId={sub.id}
              amount={money(
                sub.payments.filter((p) => p.state === 'PAID').reduce((t, p) => t + p.amountCents, 0),
              )}
            />
          )}
          {sub.mayAddToTeam && sub.userId && sub.form.team && (
            <ButtonLink variant="secondary" href={`/form/${id}/team-form-add/${sub.userId}`}>
              {m.addToTeam(sub.form.team.name)}
            </ButtonLink>
          )}
        </div>
      </div>

      <Card title={m.answersHeading}>
        <dl className="divide-y divide-slate-100">
          {sub.fields
            .filter((f) => f.type !== 'signature' && f.type !== 'waiver')
            .map((f) => {
              const value = answers[f.id];
              const text = answerText(f, value);
              return (
                <div key={f.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
                  <dt className="text-sm font-medium text-slate-700">{f.label}</dt>
                  <dd className="text-sm whitespace-pre-line text-slate-900">
                    {f.type === 'file' && text && value && typeof value === 'object' && 'id' in value ? (
                      <a href={`/api/forms/files/${String(value.id)}`} className="text-emerald-800 underline">
                        {m.downloadFile(text)}
                      </a>
                    ) : (
                      text || '—'
                    )}
                  </dd>
                </div>
              );
            })}
        </dl>
      </Card>

      {sub.signatures.length > 0 && (
        <Card title={m.signaturesHeading}>
          <ul className="divide-y divide-slate-100">
            {sub.signatures.map((s) => (
              <li key={s.id} className="space-y-3 p-4">
                <p className="font-medium text-slate-900">{fieldLabel.get(s.fieldId) ?? s.fieldId}</p>
                <div className="max-w-sm rounded-md border border-slate-200 bg-white">
                  <SignatureSvg drawing={s.drawing} title={s.typedName} className="h-auto w-full" />
                </div>
                <p className="text-sm text-slate-700">{m.signedBy(s.typedName, when.format(s.signedAt))}</p>
                {s.signerId !== s.signedForId && (
                  <p className="text-sm text-slate-700">{m.signedOnBehalf(participant)}</p>
                )}
                <dl className="grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-[10rem_1fr]">
                  <dt>{m.signerIp}</dt>
                  <dd>{s.ip ?? '—'}</dd>
                  <dt>{m.signerAgent}</dt>
                  <dd className="break-all">{s.userAgent ?? '—'}</dd>
                  <dt>{m.waiverTextLabel}</dt>
                  <dd>
                    <details>
                      <summary className="cursor-pointer">{m.waiverVersion(s.formVersion)}</summary>
                      <p className="mt-1 whitespace-pre-line">{s.waiverText}</p>
                    </details>
                  </dd>
                  <dt>{m.waiverHash}</dt>
                  <dd className="font-mono break-all">{s.waiverHash}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {sub.amountDueCents > 0 && (
        <Card title={m.paymentsHeading}>
          {sub.payments.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">{m.noPayments}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {sub.payments.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
                >
                  <span>
                    {m.paymentKind[p.kind]} · {p.paidAt ? when.format(p.paidAt) : ''}
                  </span>
                  <span className="flex items-center gap-2 tabular-nums">
                    {money(p.amountCents)}{' '}
                    <Badge tone={p.state === 'PAID' ? 'success' : 'neutral'}>{m.paymentState[p.state]}</Badge>
                    {p.refundTrouble && (
                      <Badge tone="danger">
                        {p.refundTrouble === 'stuck' ? rm.refundStuck : rm.refundFailed}
                      </Badge>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
