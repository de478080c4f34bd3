import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FormBuilder } from '@/components/forms/FormBuilder';
import { Badge } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { builderData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.editTitle };

// form/build/{id}: the owner edits their form; anyone else gets "not found".
export default async function EditFormPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requireViewer({ profile: true });
  const data = await builderData(viewer.id, id);
  if (!data?.form) notFound();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <Link href="/form" className="text-sm text-emerald-800 underline">
          {m.backToForms}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{m.editTitle}</h1>
          <Badge>{m.versionLabel(data.version)}</Badge>
          <Link href={`/form/${id}/submissions`} className="text-sm text-emerald-800 underline">
            {m.submissionsCount(data.submissions)}
          </Link>
        </div>
      </div>
      <FormBuilder
        key={data.version}
        teams={data.teams}
        initial={data.form}
        submissions={data.submissions}
        version={data.version}
      />
    </div>
  );
}
