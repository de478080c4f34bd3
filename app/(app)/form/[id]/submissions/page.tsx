import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { SubmissionsTable, type SubmissionRow } from '@/components/forms/SubmissionsTable';
import { ButtonLink, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { answerText, type FormField } from '@/lib/forms/fields';
import { formExists, personName, submissionsData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.submissionsTitle, robots: { index: false } };

// form/{id}/submissions: the owner's (and the team managers') table of every submission, across versions.
export default async function SubmissionsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requireViewer({ profile: true });
  const data = await submissionsData(viewer.id, id);
  if (!data) {
    if (await formExists(id)) redirect('/form/access-denied?reason=submissions');
    notFound();
  }
  // Columns: every field of every version (the newest label of a field id wins), in the newest order first.
  const columns = new Map<string, FormField>();
  for (const v of [...data.versions].reverse())
    for (const f of v.fields) if (!columns.has(f.id)) columns.set(f.id, f);
  const versionOf = new Map(data.versions.map((v) => [v.id, v]));
  const rows: SubmissionRow[] = data.submissions.map((s) => {
    const version = versionOf.get(s.versionId)!;
    const answers = (s.answers ?? {}) as Record<string, unknown>;
    return {
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      participant: personName(s.user) || m.participantUnknown,
      email: s.user?.email ?? '',
      filedBy: s.submittedBy && s.submittedBy.id !== s.user?.id ? personName(s.submittedBy) : '',
      version: version.number,
      status: s.paymentStatus,
      paidCents: s.amountPaidCents,
      dueCents: s.amountDueCents,
      answers: Object.fromEntries(version.fields.map((f) => [f.id, answerText(f, answers[f.id])])),
    };
  });
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <Link href="/form" className="text-sm text-emerald-800 underline">
            {m.backToForms}
          </Link>
          <h1 className="text-2xl font-bold text-slate-900">{data.title}</h1>
          <p className="text-slate-600">
            {m.submissionsTitle} · {m.submissionsCount(rows.length)}
          </p>
        </div>
        <div className="flex gap-2">
          <ButtonLink href={`/form/${data.id}`} variant="secondary">
            {m.openForm}
          </ButtonLink>
          {data.ownerId === viewer.id && (
            <ButtonLink href={`/form/build/${data.id}`}>{m.editForm}</ButtonLink>
          )}
        </div>
      </div>
      {rows.length === 0 ? (
        <EmptyState
          title={m.noSubmissionsTitle}
          description={m.noSubmissionsText}
          action={<ButtonLink href={`/form/${data.id}`}>{m.openForm}</ButtonLink>}
        />
      ) : (
        <SubmissionsTable
          formId={data.id}
          title={data.title}
          currency={data.currency}
          rows={rows}
          columns={[...columns.values()].map((f) => ({ id: f.id, label: f.label }))}
          versions={data.versions.map((v) => v.number)}
          timeZone={viewer.timeZone}
        />
      )}
    </div>
  );
}
