import type { Metadata } from 'next';
import Link from 'next/link';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { CopyLinkButton } from '@/components/forms/CopyLinkButton';
import { requireViewer } from '@/lib/auth/viewer';
import { formsPage } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.listTitle };

const tone = {
  PAID: 'success',
  PARTIALLY_PAID: 'warning',
  UNPAID: 'danger',
  REFUNDED: 'neutral',
  NOT_REQUIRED: 'neutral',
} as const;

// form: the forms the viewer owns or manages through a team, and what they have filled in themselves.
export default async function FormsPage() {
  const viewer = await requireViewer({ profile: true });
  const { forms, mine } = await formsPage(viewer.id);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: viewer.timeZone ?? 'UTC' });
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{m.listTitle}</h1>
          <p className="text-slate-600">{m.listIntro}</p>
        </div>
        <ButtonLink href="/form/build">{m.newForm}</ButtonLink>
      </div>

      {forms.length === 0 ? (
        <EmptyState
          title={m.noFormsTitle}
          description={m.noFormsText}
          action={<ButtonLink href="/form/build">{m.newForm}</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {forms.map((f) => (
            <li
              key={f.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="space-y-1">
                <div className="flex flex-wrap gap-1.5">
                  {f.state === 'open' ? (
                    <Badge tone="success">{m.openBadge}</Badge>
                  ) : (
                    <Badge>{m.closedBadge}</Badge>
                  )}
                  {f.isWaiver && <Badge tone="warning">{m.waiverBadge}</Badge>}
                  <Badge>{m.versionLabel(f.currentVersion)}</Badge>
                </div>
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link href={`/form/${f.id}/submissions`} className="hover:underline">
                    {f.title}
                  </Link>
                </h2>
                <p className="text-sm text-slate-600">
                  {[
                    f.team?.name,
                    f.priceCents ? m.formatMoney(f.priceCents, f.currency) : m.free,
                    m.submissionsCount(f.submissions),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <ButtonLink href={`/form/${f.id}/submissions`} size="sm">
                  {m.viewSubmissions}
                </ButtonLink>
                {f.mine && (
                  <ButtonLink href={`/form/build/${f.id}`} size="sm" variant="secondary">
                    {m.editForm}
                  </ButtonLink>
                )}
                <ButtonLink href={`/form/${f.id}`} size="sm" variant="ghost">
                  {m.openForm}
                </ButtonLink>
                <CopyLinkButton path={`/form/${f.id}`} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Card title={m.mySubmissionsTitle}>
        {mine.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">{m.noMySubmissions}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {mine.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <Link
                    href={`/form/${s.form.id}/${s.id}`}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {s.form.title}
                  </Link>
                  <p className="text-sm text-slate-600">{date.format(s.createdAt)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={tone[s.paymentStatus]}>{m.paymentStatus[s.paymentStatus]}</Badge>
                  {(s.paymentStatus === 'UNPAID' || s.paymentStatus === 'PARTIALLY_PAID') && (
                    <ButtonLink
                      size="sm"
                      href={
                        s.paymentStatus === 'UNPAID'
                          ? `/form/payment/${s.form.id}/${s.id}`
                          : `/pay-balance/${s.form.id}/${s.id}`
                      }
                    >
                      {m.balanceDue(m.formatMoney(s.amountDueCents - s.amountPaidCents, s.form.currency))}
                    </ButtonLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
