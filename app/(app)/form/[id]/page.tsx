import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { FillForm } from '@/components/forms/FillForm';
import { Badge, Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { fillData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

type Props = { params: Promise<{ id: string }> };

const load = cache(async (id: string) => {
  const viewer = await requireViewer({ profile: true });
  return { viewer, data: await fillData(viewer.id, id) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { data } = await load((await params).id);
  return { title: data.kind === 'fill' ? data.form.title : m.formNotFound, robots: { index: false } };
}

// form/{id}: fill in the form's current version (login and a completed profile), for oneself or a ward.
export default async function FillFormPage({ params }: Props) {
  const { id } = await params;
  const { viewer, data } = await load(id);
  if (data.kind === 'notFound') notFound();
  if (data.kind === 'denied') redirect('/form/access-denied');
  const { form } = data;
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: viewer.timeZone ?? 'UTC',
  });
  const closedText =
    data.state === 'notYet'
      ? m.notOpenYet(when.format(form.opensAt!))
      : data.state === 'full'
        ? m.formFull
        : m.formClosed;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        {data.owner && (
          <Link href={`/form/${form.id}/submissions`} className="text-sm text-emerald-800 underline">
            {m.viewSubmissions}
          </Link>
        )}
        <h1 className="text-2xl font-bold text-slate-900">{form.title}</h1>
        <div className="flex flex-wrap gap-1.5">
          {form.team && <Badge>{form.team}</Badge>}
          {form.season && <Badge>{form.season}</Badge>}
          {form.priceCents > 0 && (
            <Badge tone="warning">
              {form.depositCents
                ? m.depositLine(form.depositCents, form.priceCents, form.currency)
                : m.priceLine(form.priceCents, form.currency)}
            </Badge>
          )}
          {form.spotsLeft !== null && <Badge>{m.spotsLeft(form.spotsLeft)}</Badge>}
          {form.closesAt && data.state === 'open' && <Badge>{m.closesOn(when.format(form.closesAt))}</Badge>}
        </div>
        {form.description && <p className="whitespace-pre-line text-slate-700">{form.description}</p>}
      </div>
      <Card>
        <div className="p-4 sm:p-6">
          {data.state === 'open' ? (
            <FillForm
              formId={form.id}
              version={data.version}
              fields={data.fields}
              wards={data.wards}
              mayFillSelf={data.mayFillSelf}
              hasFee={form.priceCents > 0}
            />
          ) : (
            <p role="status" className="text-slate-700">
              {closedText}
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
