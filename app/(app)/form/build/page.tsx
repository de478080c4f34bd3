import type { Metadata } from 'next';
import Link from 'next/link';
import { FormBuilder } from '@/components/forms/FormBuilder';
import { requireViewer } from '@/lib/auth/viewer';
import { builderData } from '@/lib/forms/queries';
import { formMessages as m } from '@/lib/messages';

export const metadata: Metadata = { title: m.buildTitle };

export default async function BuildFormPage() {
  const viewer = await requireViewer({ profile: true });
  const data = (await builderData(viewer.id))!;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <Link href="/form" className="text-sm text-emerald-800 underline">
          {m.backToForms}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{m.buildTitle}</h1>
      </div>
      <FormBuilder teams={data.teams} initial={null} submissions={0} version={1} />
    </div>
  );
}
